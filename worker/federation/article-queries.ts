import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { COLLECTION_ADDRESS_COLUMNS, USER_ADDRESS_COLUMNS } from '../db/address-columns.ts';
import { collections, posts, postTags, tags, users } from '../db/schema/index.ts';
import type { LocalActorRef } from './actor-identifier.ts';

type ArticleWriter = { [K in keyof typeof USER_ADDRESS_COLUMNS]: (typeof users.$inferSelect)[K] };
type ArticlePublication = { [K in keyof typeof COLLECTION_ADDRESS_COLUMNS]: (typeof collections.$inferSelect)[K] };

/** A story as the fediverse sees it, with what its Article names. */
export interface ArticlePost {
  readonly post: typeof posts.$inferSelect;
  readonly creator: ArticleWriter;
  readonly collection: ArticlePublication | null;
  readonly tags: readonly { readonly title: string; readonly slug: string }[];
}

/**
 * Stories that federate: published, public or members-only (unlisted ones stay off feeds and off
 * the fediverse), not responses, by a writer who has not turned federation off.
 */
const federates = and(
  isNotNull(posts.firstPublishedAt),
  isNull(posts.deletedAt),
  eq(posts.isSuspended, false),
  inArray(posts.visibility, ['PUBLIC', 'LOCKED']),
  isNull(posts.inResponseToPostId),
  isNull(posts.inResponseToCatalogId),
  eq(users.federationOff, false),
  isNull(users.deletedAt),
);

async function withDetails(db: Database, rows: Omit<ArticlePost, 'tags'>[]): Promise<ArticlePost[]> {
  const ids = rows.map((row) => row.post.id);
  const tagRows =
    ids.length === 0
      ? []
      : await db
          .select({ postId: postTags.postId, title: tags.displayTitle, slug: tags.slug })
          .from(postTags)
          .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
          .where(inArray(postTags.postId, ids))
          .orderBy(postTags.position);
  return rows.map((row) => ({ ...row, tags: tagRows.filter((tag) => tag.postId === row.post.id) }));
}

const selected = (db: Database) =>
  db
    // D1 returns at most 100 columns: the story, and only what its addresses need of the others
    .select({ post: posts, creator: USER_ADDRESS_COLUMNS, collection: COLLECTION_ADDRESS_COLUMNS })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId));

/** The story behind an Article address, if it federates. */
export async function findArticlePost(db: Database, postId: string): Promise<ArticlePost | null> {
  const rows = await selected(db).where(and(eq(posts.id, postId), federates));
  return (await withDetails(db, rows))[0] ?? null;
}

/** A writer's or a publication's latest federated stories, for its outbox. */
export async function recentArticlePosts(db: Database, ref: LocalActorRef, limit: number): Promise<ArticlePost[]> {
  const owner = ref.kind === 'USER' ? eq(posts.creatorId, ref.id) : eq(posts.collectionId, ref.id);
  const rows = await selected(db).where(and(owner, federates)).orderBy(desc(posts.firstPublishedAt)).limit(limit);
  return withDetails(db, rows);
}

/** How many stories a writer or a publication has federated: its outbox's size. */
export async function countArticlePosts(db: Database, ref: LocalActorRef): Promise<number> {
  const owner = ref.kind === 'USER' ? eq(posts.creatorId, ref.id) : eq(posts.collectionId, ref.id);
  const row = await db
    .select({ n: count() })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .where(and(owner, federates))
    .get();
  return row?.n ?? 0;
}

/** NodeInfo's usage: writers with a published story, and stories. */
export async function siteUsage(db: Database) {
  const [writers, stories] = await db.batch([
    db
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.deletedAt), sql`${users.publishedPostCount} > 0`)),
    db.select({ n: count() }).from(posts).innerJoin(users, eq(users.id, posts.creatorId)).where(federates),
  ]);
  const total = writers[0]?.n ?? 0;
  return {
    users: { total, activeHalfyear: total, activeMonth: total },
    localPosts: stories[0]?.n ?? 0,
    localComments: 0,
  };
}
