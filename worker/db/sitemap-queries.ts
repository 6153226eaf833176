import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { collections, posts, tags, users } from './schema/index.ts';

/** What a host's sitemap covers: everything (the main domain), one writer's or one publication's. */
export type SitemapScope = { readonly kind: 'all' } | { readonly kind: 'user'; readonly userId: string } | { readonly kind: 'collection'; readonly collectionId: string };

import { SITEMAP_MAX_URLS } from '../../shared/discovery/sitemap-parts.ts';

const MONTH = sql<string>`strftime('%Y-%m', ${posts.firstPublishedAt} / 1000, 'unixepoch')`;

/** Stories anyone may find: published, listed, not a response, not taken down. */
const listedStories = (scope: SitemapScope): SQL | undefined =>
  and(
    isNotNull(posts.firstPublishedAt),
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    ne(posts.visibility, 'UNLISTED'),
    eq(posts.isSuspended, false),
    scope.kind === 'user' ? eq(posts.creatorId, scope.userId) : undefined,
    scope.kind === 'collection' ? eq(posts.collectionId, scope.collectionId) : undefined,
  );

/** Months with stories, newest first, with how many: the index names a file per 50,000. */
export const storyMonths = (db: Database, scope: SitemapScope) =>
  db.select({ month: MONTH, stories: count() }).from(posts).where(listedStories(scope)).groupBy(MONTH).orderBy(desc(MONTH));

/** One file of a month's stories, with what their canonical address depends on. */
export const storiesOfMonth = (db: Database, scope: SitemapScope, month: string, page: number) =>
  db
    .select({
      id: posts.id,
      uniqueSlug: posts.uniqueSlug,
      isSeries: posts.isSeries,
      updatedAt: posts.latestPublishedAt,
      creator: { id: users.id, username: users.username, hasSubdomain: users.hasSubdomain, customDomain: users.customDomain, customDomainStatus: users.customDomainStatus },
      collection: { id: collections.id, slug: collections.slug, domain: collections.domain, domainStatus: collections.domainStatus },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(and(listedStories(scope), eq(MONTH, month)))
    .orderBy(asc(posts.firstPublishedAt), asc(posts.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

/** Writers with a published story, the people whose profiles are worth finding. */
const writers = and(
  isNull(users.deletedAt),
  eq(users.isSuspended, false),
  // counted here: the profile's counter is not kept by publishing
  sql`exists (select 1 from ${posts} where ${posts.creatorId} = ${users.id} and ${listedStories({ kind: 'all' })})`,
);

export const countWriters = (db: Database) => db.select({ n: count() }).from(users).where(writers);

export const writersPage = (db: Database, page: number) =>
  db
    .select({ id: users.id, username: users.username, hasSubdomain: users.hasSubdomain, customDomain: users.customDomain, customDomainStatus: users.customDomainStatus })
    .from(users)
    .where(writers)
    .orderBy(asc(users.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

export const countPublications = (db: Database) => db.select({ n: count() }).from(collections);

export const publicationsPage = (db: Database, page: number) =>
  db
    .select({ id: collections.id, slug: collections.slug, domain: collections.domain, domainStatus: collections.domainStatus })
    .from(collections)
    .orderBy(asc(collections.id))
    .limit(SITEMAP_MAX_URLS)
    .offset((page - 1) * SITEMAP_MAX_URLS);

const usedTags = gt(tags.postCount, 0);

export const countTags = (db: Database) => db.select({ n: count() }).from(tags).where(usedTags);

export const tagsPage = (db: Database, page: number) =>
  db.select({ slug: tags.slug }).from(tags).where(usedTags).orderBy(asc(tags.slug)).limit(SITEMAP_MAX_URLS).offset((page - 1) * SITEMAP_MAX_URLS);
