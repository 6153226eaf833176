import ogs from 'open-graph-scraper';
import { describe, expect, it } from 'vitest';
import { baseURL } from './support/site.ts';

/** Words past the paywall of the demo's members-only story: visitors, crawlers and cards never get them. */
const LOCKED_WORDS = 'Some of it I will never get right';

const scrape = async (path: string) => {
  const response = await fetch(baseURL + path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const { result } = await ogs({ html });
  return { result, head: html.slice(0, html.indexOf('</head>')) };
};

/** A list's address, as the demo reader's lists page links it. */
const firstListPath = async () =>
  /href="(\/@chen\/list\/[^"]+)"/.exec(await (await fetch(`${baseURL}/@chen/lists`)).text())?.[1] ?? '';

describe('what a social network reads from each kind of page (read with open-graph-scraper)', () => {
  it.each<[string, string | (() => Promise<string>), string, string]>([
    ['a story', '/p/a00000000001', 'article', 'The city that learned to slow down'],
    ['a members-only story', '/p/a00000000003', 'article', 'A kitchen table, a notebook and my grandmother’s recipes'],
    ['a profile', '/@ada', 'profile', 'Ada'],
    ['a publication', '/the-long-view', 'website', 'The Long View'],
    ['a tag', '/tag/cities', 'website', 'Cities'],
    ['a topic', '/topic/cities', 'website', 'Cities'],
    ['a list', firstListPath, 'website', 'Cities worth walking'],
    ['a series', '/s/slow-streets', 'website', 'Slow streets'],
  ])('%s', async (_kind, where, type, title) => {
    const path = typeof where === 'string' ? where : await where();
    const { result, head } = await scrape(path);
    expect(result.ogType).toBe(type);
    expect(result.ogTitle).toContain(title);
    expect(result.ogSiteName).toBe('Quire');
    expect(result.ogDescription?.length).toBeGreaterThan(0);
    // og:url is the canonical address: on a writer's subdomain or a publication's own domain where
    // it lives there (those hosts resolve nowhere here); on the main domain it answers
    const canonical = new URL(result.ogUrl ?? '');
    expect(canonical.port).toBe(new URL(baseURL).port);
    if (canonical.hostname === 'localhost') expect((await fetch(canonical)).status).toBe(200);
    if (type === 'article') {
      expect(result.twitterCard).toBe('summary_large_image');
      expect(result.ogImage?.[0]?.url).toMatch(/\/_\/image\/w:1200,h:630,crop\//);
      expect(result.articlePublishedTime).toBeTruthy();
      expect(result.jsonLD?.[0]).toMatchObject({
        author: { '@type': 'Person' },
        publisher: { '@type': 'Organization' },
      });
    }
    expect(JSON.stringify(result)).not.toContain(LOCKED_WORDS);
    expect(head).not.toContain(LOCKED_WORDS);
  });

  it('marks the members-only story as not free, as search engines require of paywalls', async () => {
    const { result } = await scrape('/p/a00000000003');
    expect(result.jsonLD?.[0]).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false },
    });
  });
});
