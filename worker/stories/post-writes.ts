import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { TRASH_RETENTION_MS } from '../../shared/constants.ts';
import type { PostContent } from '../../shared/content/paragraphs.ts';
import { readingStats } from '../../shared/content/reading-stats.ts';
import type { Database } from '../db/client.ts';
import { catalogItems, posts, postTags, postVersions, tags } from '../db/schema/index.ts';

/** Trash keeps a deleted story 14 days (docs/spec-checklist.md 1 §9) before the scheduled purge removes it. */
export const moveToTrash = (db: Database, postId: string, at: Date) =>
  db.update(posts).set({ deletedAt: at }).where(eq(posts.id, postId));

export const restoreFromTrash = (db: Database, postId: string) =>
  db.update(posts).set({ deletedAt: null }).where(eq(posts.id, postId));

/**
 * The daily purge: stories in the trash for 14 days or more are deleted with everything that
 * hangs on them (revisions, tags, claps, highlights by cascade; list entries here). Returns how many.
 */
export async function purgeTrash(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_MS);
  const expired = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(isNotNull(posts.deletedAt), lte(posts.deletedAt, cutoff)));
  const [, purged] = await db.batch([
    db.delete(catalogItems).where(and(eq(catalogItems.entityType, 'POST'), inArray(catalogItems.entityId, expired))),
    db
      .delete(posts)
      .where(and(isNotNull(posts.deletedAt), lte(posts.deletedAt, cutoff)))
      .returning({ id: posts.id }),
  ]);
  return purged.length;
}

/**
 * The writer of a story can hide a response on it, and show it again (UnhidePostResponseOnParentPost);
 * showing a response held for approval approves it, and the story's count takes it in.
 */
export const setResponseHidden = (
  db: Database,
  response: { readonly id: string; readonly inResponseToPostId: string | null },
  hidden: boolean,
) =>
  db.batch([
    db
      .update(posts)
      .set(hidden ? { isHiddenOnParent: true } : { isHiddenOnParent: false, moderationState: 'APPROVED' })
      .where(eq(posts.id, response.id)),
    ...(response.inResponseToPostId ? [recountResponses(db, response.inResponseToPostId)] : []),
  ]);

/** A tag's count is of the live, published stories that carry it. */
export const recountTags = (db: Database, slugs: readonly string[]) =>
  db
    .update(tags)
    .set({
      postCount: sql`(select count(*) from ${postTags} join ${posts} on ${posts.id} = ${postTags.postId}
        where ${postTags.tagSlug} = ${tags.slug} and ${posts.firstPublishedAt} is not null and ${posts.deletedAt} is null)`,
    })
    .where(inArray(tags.slug, [...slugs]));

/**
 * Publishes a response: a post of its own, with its first revision, and the parent's response
 * count recounted from the rows in the same batch.
 */
/**
 * Stores a response; false when one with its id exists already (the same idempotency key sent
 * again, or at once from a double click): the first one stands and nothing is stored twice.
 */
export async function insertResponse(
  db: Database,
  response: {
    id: string;
    creatorId: string;
    parent: { kind: 'post' | 'catalog'; id: string };
    content: PostContent;
    shareKey: string;
    now: Date;
    held: boolean;
  },
): Promise<boolean> {
  const { words, seconds } = readingStats(response.content.paragraphs);
  const parentColumn =
    response.parent.kind === 'post'
      ? { inResponseToPostId: response.parent.id }
      : { inResponseToCatalogId: response.parent.id };
  const [inserted] = await db.batch([
    db
      .insert(posts)
      .values({
        id: response.id,
        creatorId: response.creatorId,
        uniqueSlug: response.id,
        content: response.content,
        shareKey: response.shareKey,
        wordCount: words,
        readingTime: seconds,
        latestRev: 1,
        latestPublishedRev: 1,
        firstPublishedAt: response.now,
        latestPublishedAt: response.now,
        updatedAt: response.now,
        // held for the writer's approval: hidden on its parent until they show it
        ...(response.held ? { isHiddenOnParent: true, moderationState: 'PENDING' as const } : {}),
        ...parentColumn,
      })
      .onConflictDoNothing()
      .returning({ id: posts.id }),
    db
      .insert(postVersions)
      .values({
        postId: response.id,
        rev: 1,
        title: '',
        subtitle: '',
        content: response.content,
        createdAt: response.now,
      })
      .onConflictDoNothing(),
    ...(response.parent.kind === 'post' ? [recountResponses(db, response.parent.id)] : []),
  ]);
  return inserted.length > 0;
}

/** A story's response count: its published responses, but not those still waiting for the writer's approval. */
const recountResponses = (db: Database, postId: string) =>
  db
    .update(posts)
    .set({
      responseCount: sql`(select count(*) from ${posts} r where r.in_response_to_post_id = ${postId} and r.first_published_at is not null and r.deleted_at is null and r.moderation_state != 'PENDING')`,
    })
    .where(eq(posts.id, postId));

export const setResponsesLocked = (db: Database, postId: string, locked: boolean) =>
  db.update(posts).set({ responsesLocked: locked }).where(eq(posts.id, postId));
