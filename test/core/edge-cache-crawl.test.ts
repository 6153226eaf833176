import { FLAG_DEFAULTS } from '../../shared/flags.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { link, router, type RouteName } from '../../shared/routes/index.ts';
import { ROUTE_HANDLERS } from '../../worker/app/handlers.ts';
import { edgeSite } from '../support/edge-site.ts';
import { sampleParams } from '../support/route-samples.ts';
import { signIn } from '../support/seed-content.ts';
import { seedHosts } from '../support/seed-hosts.ts';
import { loadOAuthLibrary } from '../support/load-oauth-library.ts';
import { eq } from 'drizzle-orm';
import { catalogs, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

/**
 * The edge cache's crawl: every page route of the seeded site, as a visitor, a signed-in reader, the
 * author and staff, then as the visitor again, with the cache on. The visitor goes first, so each
 * signed-in viewer asks after a page may have been stored, and last, so a page a signed-in
 * viewer wrongly stored would be served to them. Nobody ever sees another viewer's marker,
 * drafts and private pages are never a HIT, nothing stored sets a cookie, and path-confusion
 * variants are never stored.
 */
const DRAFT = '0000000d4af7';
const PRIVATE_LIST = 'private-list-0000000f00d5';

interface Viewer {
  readonly name: string;
  readonly cookie?: string;
  /** What only this viewer's pages may contain. */
  readonly markers: readonly string[];
}

const viewers: Viewer[] = [];
const site = edgeSite();

beforeAll(async () => {
  // the applications pages reach the OAuth library
  await loadOAuthLibrary();
  await seedHosts();
  const now = Date.now();
  await db.batch([
    db.insert(users).values([
      { id: 'u-rhea', username: 'rhea', name: 'Rhea Readerly', email: 'rhea@example.com', isStaff: false },
      { id: 'u-stan', username: 'stan', name: 'Stan Staffwise', email: 'stan@example.com', isStaff: true },
    ]),
    db.update(users).set({ email: 'alice@example.com' }).where(eq(users.id, 'u-alice')),
    db.insert(posts).values({
      id: DRAFT,
      creatorId: 'u-alice',
      title: 'A Secret Draft',
      uniqueSlug: `a-secret-draft-${DRAFT}`,
      content: { paragraphs: [{ name: 'd1', type: 'P', text: 'Unpublished words.', markups: [] }] },
      updatedAt: new Date(now),
    }),
    db.insert(catalogs).values({
      id: '0000000f00d5',
      creatorId: 'u-alice',
      name: 'Private List',
      slug: 'private-list',
      visibility: 'PRIVATE',
      updatedAt: new Date(now),
    }),
  ]);
  const [rhea, alice, stan] = await Promise.all(['u-rhea', 'u-alice', 'u-stan'].map(signIn));
  if (!rhea || !alice || !stan) throw new Error('sign-in failed');
  viewers.push(
    { name: 'visitor', markers: [] },
    { name: 'reader', cookie: rhea.cookie, markers: ['u-rhea', 'Rhea Readerly', 'rhea@example.com', rhea.xsrf] },
    // the author's name is on her public pages; her session is hers alone
    { name: 'author', cookie: alice.cookie, markers: ['alice@example.com', alice.xsrf, 'Unpublished words.'] },
    { name: 'staff', cookie: stan.cookie, markers: ['u-stan', 'Stan Staffwise', 'stan@example.com', stan.xsrf] },
  );
});

const pagePaths = router.routes
  // a route behind a flag is crawled while its flag is on by default (shared/flags.ts)
  .filter(
    (definition) =>
      !definition.redirect &&
      (!definition.flag || FLAG_DEFAULTS[definition.flag]) &&
      !Object.hasOwn(ROUTE_HANDLERS, definition.name),
  )
  .map((definition) => link(definition.name as RouteName, sampleParams(definition.path)));
const privatePaths = [
  `/p/${DRAFT}`,
  `/@alice/a-secret-draft-${DRAFT}`,
  `/p/${DRAFT}/edit`,
  `/@alice/list/${PRIVATE_LIST}`,
  `/me/list/${PRIVATE_LIST}`,
];
const paths = [...new Set([...pagePaths, ...privatePaths])];

describe('the crawl: every page, every viewer, then the visitor again', () => {
  it.each(paths)('%s', async (path) => {
    const visitor = viewers[0];
    for (const viewer of visitor ? [...viewers, visitor] : []) {
      const page = await site.fetch(path, viewer.cookie ? { headers: { Cookie: viewer.cookie } } : {});
      expect(page.status, `${viewer.name} ${path}`).toBeLessThan(500);
      for (const other of viewers.filter((candidate) => candidate !== viewer)) {
        for (const marker of other.markers)
          expect(page.body.includes(marker), `${viewer.name} saw ${other.name}'s "${marker}" on ${path}`).toBe(false);
      }
      if (viewer.cookie || privatePaths.includes(path)) expect(page.cache, `${viewer.name} ${path}`).not.toBe('HIT');
      expect(['HIT', 'MISS', 'EXPIRED', 'DYNAMIC']).toContain(page.cache);
    }
    const stored = await site.stored(path);
    if (stored) {
      expect(stored.headers.has('Set-Cookie')).toBe(false);
      const html = await stored.text();
      for (const viewer of viewers)
        for (const marker of viewer.markers)
          expect(html.includes(marker), `stored ${path} has "${marker}"`).toBe(false);
    }
  });

  it('stored the pages that are the same for every visitor', async () => {
    for (const path of [
      '/',
      '/@alice',
      '/@alice/0123456789ab',
      '/x-collectionslug',
      '/tag/x-tagslug',
      '/topic/x-topicslug',
    ]) {
      expect([path, (await site.fetch(path)).cache]).toEqual([path, 'HIT']);
    }
  });
});

describe('path-confusion variants are never stored', () => {
  const variants = (path: string): string[] => {
    const base = path === '/' ? '' : path;
    const lastSlash = path.lastIndexOf('/');
    const encodedSlash =
      lastSlash > 0 ? `${path.slice(0, lastSlash)}%2F${path.slice(lastSlash + 1)}` : `/%2F${path.slice(1)}`;
    return [
      `${base}/;x`,
      `${base};x`,
      `${base}/`,
      `${base}/x.css`,
      `${base}%2Fx`,
      encodedSlash,
      `${base}.css`,
      `/${base}`,
      `${base}%00`,
      '/me/x.css',
    ].filter((variant) => variant.startsWith('/') && variant !== path);
  };
  const samples = [
    '/',
    '/@alice',
    '/@alice/0123456789ab',
    '/p/0123456789ab',
    '/x-collectionslug',
    '/tag/x-tagslug',
    '/me/settings',
    '/me/lists',
  ];

  it.each(samples)('%s', async (path) => {
    for (const variant of variants(path)) {
      for (let round = 0; round < 2; round += 1) {
        const page = await site.fetch(variant);
        expect([variant, page.cache]).not.toEqual([variant, 'HIT']);
      }
      expect(await site.stored(variant), variant).toBeUndefined();
    }
  });
});
