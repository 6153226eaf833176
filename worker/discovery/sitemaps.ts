import type { Context } from 'hono';
import { collectionUrl, postUrl, userUrl } from '../../shared/routes/entity-urls.ts';
import { link, type LinkContext, type RouteMatch } from '../../shared/routes/index.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import type { AppEnv } from '../context.ts';
import { database, type Database } from '../db/client.ts';
import {
  publicationsPage,
  siteCounts,
  type SitemapScope,
  storiesOfMonth,
  storyMonths,
  tagsPage,
  writersPage,
} from './sitemap-queries.ts';
import { parseSitemapPart, sitemapParts } from '../../shared/discovery/sitemap-parts.ts';
import { xmlText } from '../render/xml-text.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { CACHED_FOR_A_DAY } from '../routes/cached-for-a-day.ts';
import { findUserById, findUserByUsername } from '../accounts/index.ts';
import { publicationById, publicationBySlug } from '../publications/index.ts';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** The host's own origin, as the reader asked for it (a writer's subdomain, a publication's domain). */
const hostOrigin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/** What this host's sitemap covers: the main domain everything, a writer's or publication's host theirs. */
async function scopeOf(db: Database, match: RouteMatch): Promise<SitemapScope | null> {
  if (match.table === 'user') {
    const user = await findUserByUsername(db, match.params['username'] ?? '');
    return user ? { kind: 'user', userId: user.id } : null;
  }
  if (match.table === 'collection') {
    const collection = await publicationBySlug(db, match.params['collectionSlug'] ?? '');
    return collection ? { kind: 'collection', collectionId: collection.id } : null;
  }
  return { kind: 'all' };
}

const urlset = (entries: readonly { loc: string; lastmod?: Date | null }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => `  <url><loc>${xmlText(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`;

/**
 * /sitemap.xml: a sitemap index per host. The main domain names a file per month of
 * stories, and the writers, publications and tags; a writer's subdomain or custom domain, or a
 * publication's domain, names its own stories' months and its home page. Only files with an
 * address on this host are named, and each keeps to the protocol's 50,000 addresses, the later
 * ones numbered.
 */
export const sitemapIndex: RouteHandler = async (c, match) => {
  const db = database(c.get('d1'));
  const scope = await scopeOf(db, match);
  if (!scope) return c.body('Not found', 404);
  const origin = hostOrigin(c);
  let parts: string[];
  if (scope.kind === 'all') {
    const { months, writers, publications, tags } = await siteCounts(db);
    parts = sitemapParts(months, [
      { base: 'people', total: writers },
      { base: 'publications', total: publications },
      // a tag's pages exist only while their flag is on (docs/spec-checklist.md 3 §6)
      { base: 'tags', total: c.get('flags').enable_aurora_tag_page_routing ? tags : 0 },
    ]);
  } else {
    // a writer's or publication's own host names its home page too, in the kind's file
    parts = sitemapParts(await storyMonths(db, scope), [
      { base: scope.kind === 'user' ? 'people' : 'publications', total: 1 },
    ]);
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${parts.map((part) => `  <sitemap><loc>${xmlText(`${origin}${link('SitemapPart', { part })}`)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
  return c.body(body, 200, XML_HEADERS);
};

/** One file the index names: its addresses are those whose canonical home is this host. */
export const sitemapPart: RouteHandler = async (c, match) => {
  const parsed = parseSitemapPart(match.params['part'] ?? '');
  const db = database(c.get('d1'));
  const scope = parsed && (await scopeOf(db, match));
  if (!parsed || !scope) return c.body('Not found', 404);
  const { month, kind, page } = parsed;
  const origin = hostOrigin(c);
  const linkContext: LinkContext = { authOrigin: c.get('authOrigin'), table: 'default' };
  const onThisHost = (url: string) => url.startsWith(`${origin}/`) || url === origin;
  let entries: { loc: string; lastmod?: Date | null }[];
  if (month) {
    const stories = await storiesOfMonth(db, scope, month, page);
    entries = stories.map((story) => ({
      loc: postUrl(
        {
          id: story.id,
          uniqueSlug: story.uniqueSlug,
          isSeries: story.isSeries,
          collection: story.collection && liveCollection(story.collection),
          creator: liveUser(story.creator),
        },
        linkContext,
      ),
      lastmod: story.updatedAt,
    }));
  } else if (scope.kind !== 'all') {
    const home = page === 1 ? await ownHome(db, scope, kind, linkContext) : null;
    if (!home) return c.body('Not found', 404);
    // a host's own address is its home page: written as a browser does, with its "/"
    entries = [{ loc: new URL(home).href }];
  } else if (kind === 'people') {
    entries = (await writersPage(db, page)).map((user) => ({ loc: userUrl(liveUser(user), linkContext) }));
  } else if (kind === 'publications') {
    entries = (await publicationsPage(db, page)).map((collection) => ({
      loc: collectionUrl(liveCollection(collection), linkContext),
    }));
  } else if (c.get('flags').enable_aurora_tag_page_routing) {
    entries = (await tagsPage(db, page)).map((tag) => ({
      loc: `${c.get('authOrigin')}${link('ShowTagPosts', { tagSlug: tag.slug })}`,
    }));
  } else {
    return c.body('Not found', 404);
  }
  const own = entries.filter((entry) => onThisHost(entry.loc));
  // a file the index does not name, or one emptied since: the protocol has no empty file
  if (own.length === 0) return c.body('Not found', 404);
  return c.body(urlset(own), 200, XML_HEADERS);
};

/** A writer's or a publication's home page, on the host that is theirs: its kind's file there. */
async function ownHome(
  db: Database,
  scope: Exclude<SitemapScope, { kind: 'all' }>,
  kind: 'people' | 'publications' | 'tags' | null,
  linkContext: LinkContext,
): Promise<string | null> {
  if (scope.kind === 'user' && kind === 'people') {
    const user = await findUserById(db, scope.userId);
    return user ? userUrl(liveUser(user), linkContext) : null;
  }
  if (scope.kind === 'collection' && kind === 'publications') {
    const collection = await publicationById(db, scope.collectionId);
    return collection ? collectionUrl(liveCollection(collection), linkContext) : null;
  }
  return null;
}

/** /robots.txt per host: what crawlers may skip, and this host's own sitemap. */
export const robotsTxt: RouteHandler = (c) =>
  c.body(
    `User-agent: *
Disallow: /me/
Disallow: /_/
Disallow: /m/

Sitemap: ${hostOrigin(c)}${link('SitemapIndex')}
`,
    200,
    { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHED_FOR_A_DAY },
  );
