import { Suspense, use } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { edgeCache } from '../../worker/cache/edge-cache.ts';
import { HOT_MS } from '../../worker/cache/hot-copies.ts';
import { STORED_AT_HEADER } from '../../worker/cache/stored-page.ts';
import { renderDocument } from '../../worker/render/render-document.tsx';
import type { RouteHandler } from '../../worker/routes/route-handler.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { edgeSite } from '../support/edge-site.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  catalogItems,
  catalogs,
  edgeCacheEntries,
  edgeCachePurges,
  posts,
  topics,
  users,
} from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const STORY = '/@ann/story-1-000000000001';
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
// HTMLRewriter writes the tags it changes back as `<link … />`: the same HTML.
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replaceAll(' />', '/>');

beforeEach(async () => {
  await seedContent(3);
  await db.batch([db.delete(edgeCacheEntries), db.delete(edgeCachePurges)]);
});

describe('X-Cache-Status and the stored copy (§4)', () => {
  it('stores an anonymous page on a MISS and answers the next request from the cache', async () => {
    const site = edgeSite();
    const first = await site.fetch(STORY);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await site.fetch(STORY);
    expect(second.cache).toBe('HIT');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.headers.get('Cache-Tag')).toBe(first.headers.get('Cache-Tag'));
  });

  it('tags a story with itself, its writer, publication, tags and the page kind; hyphens in values become underscores', async () => {
    const site = edgeSite();
    const tags = (await site.fetch('/@ann/story-2-000000000002')).headers.get('Cache-Tag')?.split(',') ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        'name-showpostunderuser',
        'host-localhost',
        'postId-000000000002',
        'userId-u_ann',
        'collectionId-c_mag',
        'tagSlug-essays',
        'tagSlug-craft',
      ]),
    );
  });

  it('caches home, profiles, publications, tags and topics too', async () => {
    await db.insert(topics).values({ id: 't-city', slug: 'cities', name: 'Cities', visibility: 'PUBLIC' }).run();
    const site = edgeSite();
    for (const path of ['/', '/@ann', '/@ann/about', '/the-mag', '/tag/essays', '/topic/cities', '/topics']) {
      expect([path, (await site.fetch(path)).cache]).toEqual([path, 'MISS']);
      expect([path, (await site.fetch(path)).cache]).toEqual([path, 'HIT']);
    }
  });

  it('sets the browser’s lifetime apart from the edge’s', async () => {
    const site = edgeSite();
    const miss = await site.fetch(STORY);
    const hit = await site.fetch(STORY);
    for (const response of [miss, hit])
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect((await site.stored(STORY))?.headers.get('Cache-Control')).toBe('public, max-age=7200');
    expect(hit.headers.get('Age')).toMatch(/^\d+$/);
  });

  it('gives every served copy a fresh nonce, in the policy and on every script', async () => {
    const site = edgeSite();
    const miss = await site.fetch(STORY);
    const hits = [await site.fetch(STORY), await site.fetch(STORY)];
    expect(new Set([miss, ...hits].map((response) => nonceOf(response.body))).size).toBe(3);
    for (const hit of hits) {
      const nonce = nonceOf(hit.body) ?? '';
      expect(hit.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
      expect(hit.body.match(/nonce="[^"]+"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    }
  });

  it('gives every served copy its own answer about the privacy banner, and nothing else of the reader (docs/spec-checklist.md 1 §4)', async () => {
    const site = edgeSite();
    const region = (html: string) => /<meta name="quire-privacy-banner" content="(.)"/.exec(html)?.[1];
    // the copy is stored from a reader in Germany…
    const miss = await site.fetch(STORY, { cf: { country: 'DE' } } as RequestInit);
    expect([miss.cache, region(miss.body)]).toEqual(['MISS', '1']);
    // …and served to readers elsewhere with their own answer
    // …and served to visitors elsewhere, and to one who accepted the policy, with their own answer
    const cases: [string | undefined, string, string][] = [
      ['US', '', '0'],
      ['GB', '', '1'],
      [undefined, '', '0'],
      ['FR', 'theme=light', '1'],
      ['DE', 'theme=light; 201805-policy=1', '0'],
    ];
    for (const [country, cookie, expected] of cases) {
      const hit = await site.fetch(STORY, {
        ...(country ? { cf: { country } } : {}),
        headers: cookie ? { Cookie: cookie } : {},
      } as RequestInit);
      expect([country, cookie, hit.cache, region(hit.body)]).toEqual([country, cookie, 'HIT', expected]);
      expect(withoutNonces(hit.body).replace(/privacy-banner" content="."/, '')).toBe(
        withoutNonces(miss.body).replace(/privacy-banner" content="."/, ''),
      );
    }
  });

  it('asks for the privacy banner on rendered pages too, for visitors only', async () => {
    const site = edgeSite();
    const region = (html: string) => /<meta name="quire-privacy-banner" content="(.)"/.exec(html)?.[1];
    const visitor = await site.fetch('/search?q=story', { cf: { country: 'DE' } } as RequestInit);
    expect([visitor.cache, region(visitor.body)]).toEqual(['DYNAMIC', '1']);
    const { cookie } = await signIn('u-ann');
    const reader = await site.fetch(STORY, { cf: { country: 'DE' }, headers: { Cookie: cookie } } as RequestInit);
    expect([reader.cache, region(reader.body)]).toEqual(['DYNAMIC', '0']);
  });

  it('answers HEAD from the stored copy, without a body', async () => {
    const site = edgeSite();
    await site.fetch(STORY);
    const head = await site.fetch(STORY, { method: 'HEAD' });
    expect(head.cache).toBe('HIT');
    expect(head.body).toBe('');
  });

  it('renders again when the copy has expired (EXPIRED), then serves the new copy', async () => {
    const site = edgeSite();
    await site.fetch(STORY);
    const key = await site.key(STORY);
    const stored = await site.stored(STORY);
    if (!key || !stored) throw new Error('the story was not stored');
    const headers = new Headers(stored.headers);
    headers.set(STORED_AT_HEADER, String(Date.now() - 3600_000 - 1000));
    await edgeCache().put(key, new Response(await stored.text(), { headers }));
    // this isolate trusts the copy in its memory for HOT_MS before asking the Cache API again
    await new Promise((resolve) => setTimeout(resolve, HOT_MS));
    expect((await site.fetch(STORY)).cache).toBe('EXPIRED');
    expect((await site.fetch(STORY)).cache).toBe('HIT');
  });

  it('a copy removed by a purge elsewhere (another isolate or data centre) stops being served within HOT_MS', async () => {
    const site = edgeSite();
    await site.fetch(STORY);
    const key = await site.key(STORY);
    if (!key) throw new Error('the story has no key');
    await edgeCache().delete(key);
    expect((await site.fetch(STORY)).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, HOT_MS));
    expect((await site.fetch(STORY)).cache).toBe('MISS');
  });

  it('is DYNAMIC for pages no check enables, and stores nothing for them', async () => {
    await db
      .insert(catalogs)
      .values({
        id: '00000000c0de',
        creatorId: 'u-ann',
        name: 'Sample List',
        slug: 'sample-list',
        visibility: 'PUBLIC',
        updatedAt: new Date(0),
      })
      .run();
    const site = edgeSite();
    for (const path of ['/search', '/@ann/list/sample-list-00000000c0de', '/me/lists']) {
      expect([path, (await site.fetch(path)).cache]).toEqual([path, 'DYNAMIC']);
      expect([path, (await site.fetch(path)).cache]).toEqual([path, 'DYNAMIC']);
      expect(await site.stored(path)).toBeUndefined();
    }
  });

  it('keeps no copy across a change of the feature flags: a page made under other flags is not served', async () => {
    const release = `test-${crypto.randomUUID()}`;
    const before = edgeSite({ RELEASE: release });
    await before.fetch('/tag/essays');
    expect((await before.fetch('/tag/essays')).cache).toBe('HIT');
    // the same release, its tag pages switched off (docs/spec-checklist.md 3 §6): the old copy must not answer
    const after = edgeSite({ RELEASE: release, FLAGS: JSON.stringify({ enable_aurora_tag_page_routing: false }) });
    const answer = await after.fetch('/tag/essays');
    expect([answer.status, answer.cache]).toEqual([404, 'DYNAMIC']);
  });
});

describe('only anonymous reads are cached', () => {
  it('a signed-in reader never gets the stored copy, and their page is never stored', async () => {
    const site = edgeSite();
    await site.fetch(STORY);
    expect((await site.fetch(STORY)).cache).toBe('HIT');
    const rex = await signIn('u-rex');
    for (let round = 0; round < 2; round += 1) {
      const page = await site.fetch(STORY, { headers: { Cookie: rex.cookie } });
      expect(page.cache).toBe('DYNAMIC');
      expect(page.headers.get('Cache-Control')).toBe('private, no-store');
      expect(page.body).toContain(rex.xsrf);
    }
    const visitor = await site.fetch(STORY);
    expect(visitor.cache).toBe('HIT');
    expect(visitor.body).not.toContain(rex.xsrf);
    expect(visitor.body).not.toContain('Rex Reader');
  });

  it('a logged-out session id (lo_…) is a visitor (docs/spec-checklist.md 2 §3)', async () => {
    const site = edgeSite();
    await site.fetch(STORY);
    expect((await site.fetch(STORY, { headers: { Cookie: 'sid=lo_12345' } })).cache).toBe('HIT');
  });

  it('visitors’ pages carry an empty anti-forgery value (docs/spec-checklist.md 3 §1)', async () => {
    const page = await edgeSite().fetch(STORY);
    expect(page.body).toContain('"session":{"xsrf":"","isLoggedInCookie":false,"isSpoofed":false}');
  });

  it('a request with a parameter outside the allow-list is DYNAMIC; allowed ones are keyed', async () => {
    const site = edgeSite();
    for (const query of ['?sk=0000000000', '?page=2']) {
      expect((await site.fetch(STORY + query)).cache).toBe('DYNAMIC');
      expect((await site.fetch(STORY + query)).cache).toBe('DYNAMIC');
    }
    expect((await site.fetch(`${STORY}?utm_source=newsletter`)).cache).toBe('MISS');
    expect((await site.fetch(`${STORY}?utm_source=newsletter`)).cache).toBe('HIT');
    expect((await site.fetch(STORY)).cache).toBe('MISS');
  });

  it.each<[string, Partial<Env>, RequestInit]>([
    ['disable_edge_cache is on', { FLAGS: '{"disable_edge_cache": true}' }, {}],
    ['is_medium_staff is on for everyone', { FLAGS: '{"is_medium_staff": true}' }, {}],
    ['can_view_suspended_content is on for everyone', { FLAGS: '{"can_view_suspended_content": true}' }, {}],
    [
      'the address is internal',
      { INTERNAL_NETWORKS: '10.0.0.0/8' },
      { headers: { 'CF-Connecting-IP': '10.20.30.40' } },
    ],
    ['the experiment group is disabled', { EDGE_CACHE: 'disabled' }, {}],
  ])('DYNAMIC when %s', async (_case, overrides, init) => {
    const site = edgeSite(overrides);
    expect((await site.fetch(STORY, init)).cache).toBe('DYNAMIC');
    expect((await site.fetch(STORY, init)).cache).toBe('DYNAMIC');
    expect(await site.stored(STORY)).toBeUndefined();
  });

  it('the control group decides and tags, but never reads or stores', async () => {
    const site = edgeSite({ EDGE_CACHE: 'control' });
    for (let round = 0; round < 2; round += 1) {
      const page = await site.fetch(STORY);
      expect(page.cache).toBe('DYNAMIC');
      expect(page.headers.get('Cache-Tag')).toContain('postId-000000000001');
    }
    expect(await site.stored(STORY)).toBeUndefined();
  });

  it('a staff member’s pages are DYNAMIC, and so are drafts for their writer', async () => {
    await db.batch([
      db.insert(users).values({ id: 'u-staff', username: 'sam', name: 'Sam Staff', isStaff: true }),
      db.update(posts).set({ firstPublishedAt: null, latestPublishedAt: null }).where(eq(posts.id, '000000000003')),
    ]);
    const site = edgeSite();
    const staff = await signIn('u-staff');
    const ann = await signIn('u-ann');
    expect((await site.fetch(STORY, { headers: { Cookie: staff.cookie } })).cache).toBe('DYNAMIC');
    for (let round = 0; round < 2; round += 1) {
      const draft = await site.fetch('/p/000000000003', { headers: { Cookie: ann.cookie } });
      expect(draft.status).toBe(200);
      expect(draft.cache).toBe('DYNAMIC');
      expect((await site.fetch('/p/000000000003')).status).toBe(404);
    }
    expect(await site.stored('/p/000000000003')).toBeUndefined();
  });
});

describe('what is never stored', () => {
  const page =
    (body: BodyInit, headers: Record<string, string> = {}): RouteHandler =>
    (c) => {
      c.set('pageCache', { decision: 'Enabled', tags: ['name-showhome'] });
      return new Response(body, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Cache-Status': 'DYNAMIC', ...headers },
      });
    };

  it('an error status', async () => {
    const site = edgeSite();
    for (const path of ['/@ann/gone-0000000000ff', '/@nobody']) {
      expect((await site.fetch(path)).status).toBe(404);
      expect((await site.fetch(path)).cache).toBe('DYNAMIC');
      expect(await site.stored(path)).toBeUndefined();
    }
  });

  it('a response that sets a cookie', async () => {
    const site = edgeSite(
      {},
      { ShowHome: page('<!DOCTYPE html><html><body>Hi</body></html>', { 'Set-Cookie': 'seen=1' }) },
    );
    await site.fetch('/');
    expect(await site.stored('/')).toBeUndefined();
  });

  it('a document whose rendering failed after the shell was sent', async () => {
    const logged = expectConsoleOutput('error');
    const failing = Promise.reject(new Error('late failure'));
    failing.catch(() => {});
    function Late() {
      use(failing);
      return null;
    }
    const rendered: RouteHandler = (c) => {
      c.set('pageCache', { decision: 'Enabled', tags: ['name-showhome'] });
      return renderDocument(
        c,
        <Suspense fallback={<p>loading</p>}>
          <Late />
        </Suspense>,
        { status: 200 },
      );
    };
    const site = edgeSite({}, { ShowHome: rendered });
    const first = await site.fetch('/');
    // the status and the document went out whole: only the failed part is missing
    expect([first.status, first.cache, first.body.trimEnd().endsWith('</html>')]).toEqual([200, 'MISS', true]);
    expect(JSON.stringify(logged.mock.calls)).toContain('late failure');
    expect(await site.stored('/')).toBeUndefined();
    expect((await site.fetch('/')).cache).toBe('MISS');
  });

  it('a stream that failed part-way', async () => {
    const logged = expectConsoleOutput('error');
    const failing = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><html><body>'));
          controller.error(new Error('the database went away'));
        },
      });
    const site = edgeSite(
      {},
      {
        ShowHome: (c) =>
          page(failing())(c, { route: { name: 'ShowHome', path: '/' }, table: 'default', params: {} } as never),
      },
    );
    expect((await site.fetch('/')).streamFailed).toBe(true);
    expect(await site.stored('/')).toBeUndefined();
    expect(JSON.stringify(logged.mock.calls)).toContain('Edge cache store failed');
  });
});

describe('a signed-in page served to every visitor from the edge cache', () => {
  it.each([
    ['a space before =', (token: string) => `sid =${token}`],
    ['a tab before =', (token: string) => `sid\t=${token}`],
    ['a logged-out value first, the real one second', (token: string) => `sid=lo_\\x; sid=${token}`],
  ])('never stores a page rendered for the viewer when the cookie has %s', async (_spelling, spell) => {
    await db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')).run();
    const { xsrf } = await signIn('u-rex');
    const site = edgeSite();
    const asked = await site.fetch('/@ann', { headers: { Cookie: spell('test-token-u-rex') } });
    expect(asked.status).toBe(200);
    expect(await site.stored('/@ann')).toBeUndefined();
    const next = await site.fetch('/@ann');
    expect(next.body).not.toContain(xsrf);
    expect(next.body).not.toContain('rex@example.com');
  });

  it('sends a host spelled with a trailing dot to its one spelling, so no page carries the other', async () => {
    const site = edgeSite();
    const dotted = await site.fetch('/@ann?utm_source=x', { host: 'localhost.', redirect: 'manual' });
    expect(dotted.status).toBe(301);
    expect(dotted.headers.get('Location')).toBe('http://localhost/@ann?utm_source=x');
    expect(await site.stored('/@ann?utm_source=x')).toBeUndefined();
  });
});

describe('pages with more than 33 cache tags were never cached', () => {
  it('stores a writer’s lists page that shows 40 lists of 40 stories, under a bounded set of tags', async () => {
    await seedContent(40);
    await batch(
      Array.from({ length: 40 }, (_, n) => [
        db.insert(catalogs).values({
          id: `l-${n}`,
          creatorId: 'u-rex',
          name: `List ${n}`,
          slug: `list-${n}`,
          visibility: 'PUBLIC',
          updatedAt: new Date(n),
        }),
        db.insert(catalogItems).values({
          catalogItemId: `i-${n}`,
          catalogId: `l-${n}`,
          entityType: 'POST',
          entityId: (n + 1).toString(16).padStart(12, '0'),
          position: 0,
        }),
      ]).flat(),
    );
    const site = edgeSite();
    const first = await site.fetch('/@rex/lists');
    expect(first.cache).toBe('MISS');
    const tags = first.headers.get('Cache-Tag')?.split(',') ?? [];
    expect(tags.length).toBeGreaterThan(33);
    expect(tags.length).toBeLessThanOrEqual(64);
    expect((await site.fetch('/@rex/lists')).cache).toBe('HIT');
    // a change to one of the lists still reaches the stored page
    const { cookie, xsrf } = await signIn('u-rex');
    await site.graphql(
      'mutation { updateCatalog(catalogId: "l-39", name: "Renamed", description: "", visibility: PUBLIC) { __typename } }',
      {},
      { cookie, xsrf },
    );
    expect((await site.fetch('/@rex/lists')).cache).toBe('MISS');
  });
});
