import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { events } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const event = (n: number, type = 'search.predictiveQueried') => ({
  key: type,
  type,
  data: { query: `q${n}`, service: 'lite' },
  timestamp: 1_790_000_000_000 + n,
  eventId: `event-${n}`,
});

const report = (body: unknown, headers: Record<string, string> = { 'X-Xsrf-Token': '' }, method = 'POST') =>
  SELF.fetch('http://localhost/_/batch', {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'POST' ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  });

/** The jobs queue stores events after its batch timeout: wait until `count` are there. */
async function storedEvents(
  count: number,
): Promise<{ event_id: string; type: string; user_id: string | null; data: string }[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const { results } = await env.DB.prepare('select event_id, type, user_id, data from events order by event_id').all<{
      event_id: string;
      type: string;
      user_id: string | null;
      data: string;
    }>();
    if (results.length >= count || Date.now() > deadline) return results;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

beforeEach(async () => {
  await seedContent(1);
  await db.delete(events).run();
});

describe('POST /_/batch: the browser’s event queue reports here (docs/spec-checklist.md 3 §4, §7)', () => {
  it('stores a visitor’s events through the jobs queue, each once however often it is sent', async () => {
    expect((await report([event(1), event(2, 'search.predictiveOpened')])).status).toBe(204);
    // a keep-alive send on unload may repeat what a scheduled send already delivered
    expect(
      (await report([event(2, 'search.predictiveOpened'), event(3, 'search.predictiveResultClicked')])).status,
    ).toBe(204);
    const rows = await storedEvents(3);
    expect(rows.map((row) => [row.event_id, row.type, row.user_id])).toEqual([
      ['event-1', 'search.predictiveQueried', null],
      ['event-2', 'search.predictiveOpened', null],
      ['event-3', 'search.predictiveResultClicked', null],
    ]);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toEqual({ query: 'q1', service: 'lite' });
  });

  it('stores a full batch, however many rows D1 takes in one statement', async () => {
    expect((await report(Array.from({ length: 100 }, (_, n) => event(n + 1)))).status).toBe(204);
    expect(await storedEvents(100)).toHaveLength(100);
  });

  it('records who reported, for a signed-in reader with their anti-forgery value', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    expect((await report([event(7)], { Cookie: cookie, 'X-Xsrf-Token': xsrf })).status).toBe(204);
    expect((await storedEvents(1)).map((row) => row.user_id)).toEqual(['u-ann']);
  });

  it('refuses bad reports with a clear 4xx, never a 500, and stores nothing of them', async () => {
    const refusals: [string, unknown, Record<string, string> | undefined, number, string][] = [
      ['no anti-forgery marker (a cross-site form)', [event(1)], {}, 403, 'Missing or invalid anti-forgery value.'],
      ['not a list', { events: [] }, undefined, 400, 'The body must be a list of events'],
      ['an event without a type', [{ ...event(1), type: '' }], undefined, 400, 'Event 1 needs a type'],
      [
        'an event without an id',
        [event(1), { ...event(2), eventId: 'no spaces allowed' }],
        undefined,
        400,
        'Event 2 needs an eventId',
      ],
      [
        'data that is not an object',
        [{ ...event(1), data: 'x' }],
        undefined,
        400,
        'Event 1 needs data of at most 4096 characters',
      ],
      ['a body that is not JSON', '[{', undefined, 400, 'The body is not valid JSON'],
    ];
    for (const [name, body, headers, status, message] of refusals) {
      const response = await report(body, headers);
      expect([name, response.status, await response.json()]).toEqual([name, status, { message }]);
    }
    // a good report after them is the only one stored
    await report([event(9)]);
    expect((await storedEvents(1)).map((row) => row.event_id)).toEqual(['event-9']);
  });

  it('refuses a signed-in reader’s report with another session’s value', async () => {
    const { cookie } = await signIn('u-ann');
    expect((await report([event(1)], { Cookie: cookie, 'X-Xsrf-Token': 'xsrf-someone-else' })).status).toBe(403);
  });

  it('answers GET with 405', async () => {
    expect((await report(null, {}, 'GET')).status).toBe(405);
  });
});

describe('dont_track_user (docs/spec-checklist.md 2 §6): nothing a viewer does is recorded', () => {
  const untracked = { ...env, FLAGS: JSON.stringify({ dont_track_user: true }) };
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    createApp().request(
      `http://localhost${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
      untracked,
    );

  it('takes a report that comes anyway and drops it, and records none of what the server sees', async () => {
    // a page from before the flag changed still sends: it is answered as taken, so it stops retrying
    expect((await post('/_/batch', [event(1)], { 'X-Xsrf-Token': '' })).status).toBe(204);
    const { cookie, xsrf } = await signIn('u-rex');
    const follow = await post(
      '/_/graphql',
      { query: 'mutation { followUser(targetUserId: "u-ann") { __typename } }' },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    expect(await follow.json()).toEqual({ data: { followUser: { __typename: 'User' } } });
    // a tracked report after them is the only event stored
    await report([event(2)]);
    const stored = await storedEvents(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await storedEvents(1)).map((row) => row.event_id)).toEqual(stored.map((row) => row.event_id));
    expect(stored.map((row) => row.event_id)).toEqual(['event-2']);
  });
});

describe('the page’s search configuration and policy (docs/spec-checklist.md 3 §7)', () => {
  it('tells the browser where to search, and lets the top bar’s form reach the main site from another host', async () => {
    const response = await SELF.fetch('http://localhost/');
    const html = await response.text();
    const state = JSON.parse(/window\.__PRELOADED_STATE__=(\{.*?\});window/.exec(html)?.[1] ?? '{}') as {
      config: { search: unknown };
    };
    expect(state.config.search).toEqual({ appId: 'quire', apiKey: 'quire-public-search-key', host: '' });
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://localhost;");
    expect(response.headers.get('Content-Security-Policy')).toContain("connect-src 'self';");
  });
});

describe('the per-network limit on reports and searches (wrangler.toml RATE_LIMITER: 600 a minute)', () => {
  it('refuses a network past 600 reports a minute with 429, and leaves other networks alone', async () => {
    // networks no other test file uses: the files share one runtime, and so its limiter's windows
    const from = (network: string) => report([], { 'X-Xsrf-Token': '', 'CF-Connecting-IP': network });
    // The limiter counts in minute windows: a run that crosses into the next window is refused
    // later, but never before 600 reports in one window, and always within two windows' worth.
    let accepted = 0;
    for (; accepted <= 1200; accepted += 1) {
      const { status } = await from('2001:db8:e7e:27::7');
      if (status !== 204) break;
    }
    expect(accepted).toBeGreaterThanOrEqual(600);
    expect(accepted).toBeLessThanOrEqual(1200);
    const refused = await from('2001:db8:e7e:27::7');
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { message: 'Too many requests. Please try again later.' },
    ]);
    expect((await from('2001:db8:e7e:27::8')).status).toBe(204);
  });
});

describe('POST /_/clientele/reports/performance/: a page’s web vitals (docs/spec-checklist.md 3 §7, §9)', () => {
  const vitals = {
    key: 'perf.vitals',
    type: 'perf.vitals',
    data: { service: 'lite', location: 'http://localhost/', lcp: 900, cls: 0.01, inp: 24, ttfb: 80 },
    timestamp: 1_790_000_000_000,
    eventId: 'vitals-1',
  };
  const report = (events: unknown[]) => ({ client: { name: 'lite', version: 'test' }, events });
  const send = (body: unknown, headers: Record<string, string> = { 'X-Xsrf-Token': '' }) =>
    SELF.fetch('http://localhost/_/clientele/reports/performance/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('stores the report’s perf.vitals event, once however often it comes', async () => {
    expect((await send(report([vitals]))).status).toBe(204);
    expect((await send(report([vitals]))).status).toBe(204);
    const rows = await storedEvents(1);
    expect(rows.map((row) => [row.event_id, row.type])).toEqual([['vitals-1', 'perf.vitals']]);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toMatchObject({ lcp: 900, inp: 24 });
  });

  it.each([
    ['without the anti-forgery marker', report([vitals]), {}, 403, 'Missing or invalid anti-forgery value.'],
    [
      'with another kind of event',
      report([vitals, { ...vitals, eventId: 'v2', type: 'post.clientViewed' }]),
      undefined,
      400,
      'Only performance events (perf.*) go here; others go to /_/batch',
    ],
    [
      'without the client that sent it',
      { events: [vitals] },
      undefined,
      400,
      'The body must be {"client": {"name", "version"}, "events": [performance events]}',
    ],
    [
      'as a bare list',
      [vitals],
      undefined,
      400,
      'The body must be {"client": {"name", "version"}, "events": [performance events]}',
    ],
    ['with an event without an id', report([{ ...vitals, eventId: '' }]), undefined, 400, 'Event 1 needs an eventId'],
  ] as const)('refuses a report %s', async (_, body, headers, status, message) => {
    const response = await send(body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });

  it('answers at the address without its trailing slash with not found, as every other path', async () => {
    const response = await SELF.fetch('http://localhost/_/clientele/reports/performance', {
      method: 'POST',
      headers: { 'X-Xsrf-Token': '' },
      body: JSON.stringify(report([vitals])),
    });
    expect(response.status).toBe(404);
  });
});
