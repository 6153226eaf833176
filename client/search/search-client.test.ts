import { describe, expect, it } from 'vitest';
import { multiQuery } from './search-client.ts';

const REQUESTS = [
  {
    indexName: 'quire_users',
    params: { query: 'ada', hitsPerPage: 3, clickAnalytics: true, analyticsTags: ['logged-out'] },
  },
];

/** A fetch that records what it was asked and answers as told. */
function recordingFetch(status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ results: [{ index: 'quire_users', hits: [] }] }), { status });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('the browser’s search client (docs/spec-checklist.md 3 §7)', () => {
  it.each([
    [
      'this site’s own search API when no host is configured',
      { appId: 'quire', apiKey: 'quire-public-search-key', host: '' },
      '/1/indexes/*/queries',
    ],
    [
      'a hosted service when SEARCH_HOST names one, with no code change',
      { appId: 'APPID', apiKey: 'search-only', host: 'https://APPID-dsn.algolia.net' },
      'https://APPID-dsn.algolia.net/1/indexes/*/queries',
    ],
  ])('posts to %s', async (_case, config, url) => {
    const { calls, fetcher } = recordingFetch();
    await multiQuery(config, REQUESTS, undefined, fetcher);
    expect(calls[0]?.url).toBe(url);
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      'X-Algolia-Application-Id': config.appId,
      'X-Algolia-API-Key': config.apiKey,
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ requests: REQUESTS });
  });

  it('treats a status of 400 or more as an error', async () => {
    const { fetcher } = recordingFetch(403);
    await expect(multiQuery({ appId: 'x', apiKey: 'y', host: '' }, REQUESTS, undefined, fetcher)).rejects.toThrow(
      'search answered 403',
    );
  });
});
