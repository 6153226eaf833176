import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collections, posts, tags, users } from '../db/schema/index.ts';

/** What a host's sitemap covers: everything (the main domain), one writer's or one publication's. */
export type SitemapScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'collection'; readonly collectionId: string };

import { SITEMAP_MAX_URLS } from '../../shared/discovery/sitemap-parts.ts';
import { COLLECTION_ADDRESS_COLUMNS, USER_ADDRESS_COLUMNS } from '../db/address-columns.ts';
import { reachesReader } from '../moderation/index.ts';

const MONTH = sql<string>`strftime('%Y-%m', ${posts.firstPublishedAt} / 1000, 'unixepoch')`;

/** A publication's own domain serves it (shared/publications/custom-domain.ts: once ACTIVE). */
const publicationDomainServes = and(isNotNull(collections.domain), eq(collections.domainStatus, 'ACTIVE'));
/** A writer's own domain serves them: once ACTIVE, or set before domains were checked (worker/routes/live-addresses.ts). */
const writerDomainServes = and(
  isNotNull(users.customDomain),
  or(isNull(users.customDomainStatus), eq(users.customDomainStatus, 'ACTIVE')),
);
/** A writer whose profile lives on the main domain: no subdomain, no serving domain of their own. */
const writerOnMainDomain = and(eq(users.hasSubdomain, false), not(writerDomainServes ?? sql`0`));

/**
 * Stories whose canonical address is on the scope's host, as shared/routes/entity-urls.ts makes
 * it: a series on the main domain; a story in a publication on the publication's host; any other
 * on its writer's. So no file names a story another host answers for, and none is empty.
 */
const onScopeHost = (scope: SitemapScope): SQL | undefined => {
  if (scope.kind === 'collection') return and(eq(posts.collectionId, scope.collectionId), eq(posts.isSeries, false));
  if (scope.kind === 'user')
    return and(eq(posts.creatorId, scope.userId), isNull(posts.collectionId), eq(posts.isSeries, false));
  return or(
    eq(posts.isSeries, true),
    and(isNotNull(posts.collectionId), not(publicationDomainServes ?? sql`0`)),
    and(isNull(posts.collectionId), writerOnMainDomain),
  );
};

/** Stories anyone may find: published, listed, not a response, not taken down. */
// A story first published elsewhere (canonicalUrl) names that page as canonical, so it is left out too: a
// sitemap lists only pages that are their own canonical address.
const listedStories = and(
  isNotNull(posts.firstPublishedAt),
  isNull(posts.deletedAt),
  isNull(posts.inResponseToPostId),
  ne(posts.visibility, 'UNLISTED'),
  eq(posts.isSuspended, false),
  isNull(posts.canonicalUrl),
  reachesReader(posts.creatorId, null),
);

/** Months with stories on the scope's host, newest first, with how many: the index names a file per 50,000. */
export const storyMonths = (db: Database, scope: SitemapScope) =>
  db
    .select({ month: MONTH, stories: count() })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(and(listedStories, onScopeHost(scope)))
    .groupBy(MONTH)
    .orderBy(desc(MONTH));

/** One file of a month's stories, with what their canonical address depends on. */
export const storiesOfMonth = (db: Database, scope: SitemapScope, month: string, page: number) =>
  db
    .select({
      id: posts.id,
      uniqueSlug: posts.uniqueSlug,
      isSeries: posts.isSeries,
      updatedAt: posts.latestPublishedAt,
      creator: USER_ADDRESS_COLUMNS,
      collection: COLLECTION_ADDRESS_COLUMNS,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(and(listedStories, onScopeHost(scope), eq(MONTH, month)))
    .orderBy(asc(posts.firstPublishedAt), asc(posts.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

/** Writers with a published story whose profile is on the main domain: the people worth finding there. */
const writers = and(
  isNull(users.deletedAt),
  eq(users.isSuspended, false),
  writerOnMainDomain,
  // counted here: the profile's counter is not kept by publishing
  sql`exists (select 1 from ${posts} where ${posts.creatorId} = ${users.id} and ${listedStories})`,
);

export const countWriters = (db: Database) => db.select({ n: count() }).from(users).where(writers);

export const writersPage = (db: Database, page: number) =>
  db
    .select(USER_ADDRESS_COLUMNS)
    .from(users)
    .where(writers)
    .orderBy(asc(users.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

/** Publications whose home is on the main domain: those without a serving domain of their own. */
const publicationsOnMainDomain = not(publicationDomainServes ?? sql`0`);

export const countPublications = (db: Database) =>
  db.select({ n: count() }).from(collections).where(publicationsOnMainDomain);

export const publicationsPage = (db: Database, page: number) =>
  db
    .select(COLLECTION_ADDRESS_COLUMNS)
    .from(collections)
    .where(publicationsOnMainDomain)
    .orderBy(asc(collections.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

const usedTags = gt(tags.postCount, 0);

export const countTags = (db: Database) => db.select({ n: count() }).from(tags).where(usedTags);

export const tagsPage = (db: Database, page: number) =>
  db
    .select({ slug: tags.slug })
    .from(tags)
    .where(usedTags)
    .orderBy(asc(tags.slug))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

/** The main domain's sitemap index in one batch: the months with stories, and how many writers, publications and tags. */
export async function siteCounts(db: Database) {
  const [months, [writers], [publications], [tags]] = await db.batch([
    storyMonths(db, { kind: 'all' }),
    countWriters(db),
    countPublications(db),
    countTags(db),
  ]);
  return { months, writers: writers?.n ?? 0, publications: publications?.n ?? 0, tags: tags?.n ?? 0 };
}
