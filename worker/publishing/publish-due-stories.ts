import type { FederationJob } from '../federation/federation-job.ts';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { PurgeEdgeCache } from '../cache/purge-edge-cache.ts';
import { postChangeTags } from '../cache/cache-tags.ts';
import type { Database } from '../db/client.ts';
import { publishVersion, type Placement } from '../stories/draft-writes.ts';
import { markMentions } from '../stories/mark-mentions.ts';
import { recountTags } from '../stories/post-writes.ts';
import { collectionRoles, collections, posts, postTags, postVersions, type PostRow } from '../db/schema/index.ts';
import type { NewsletterStoryJob } from '../newsletters/newsletter-job.ts';
import type { NotificationJob } from '../notifications/notification-job.ts';

/**
 * Takes the stories whose time has come off the schedule, in one statement: a run that overlaps
 * another (or a cron retry) finds them already taken, so each publishes once.
 */
const claimDue = (db: Database, now: Date): Promise<PostRow[]> =>
  db
    .update(posts)
    .set({ scheduledAt: null })
    .where(
      and(
        isNotNull(posts.scheduledAt),
        lte(posts.scheduledAt, now),
        isNull(posts.firstPublishedAt),
        isNull(posts.deletedAt),
      ),
    )
    .returning();

/** Where a scheduled story goes: its publication while its writer still publishes there, else their own. */
async function placementOf(db: Database, post: PostRow): Promise<Placement> {
  const collectionId = post.scheduledCollectionId;
  if (!collectionId) return { kind: 'own' };
  const [created, role] = await db.batch([
    db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.id, collectionId), eq(collections.creatorId, post.creatorId))),
    db
      .select({ role: collectionRoles.role })
      .from(collectionRoles)
      .where(
        and(
          eq(collectionRoles.collectionId, collectionId),
          eq(collectionRoles.userId, post.creatorId),
          eq(collectionRoles.role, 'EDITOR'),
        ),
      ),
  ]);
  return created.length > 0 || role.length > 0 ? { kind: 'publication', collectionId } : { kind: 'own' };
}

/**
 * The minute cron's work: publishes each story whose scheduled time has come, as
 * publishPost would (mentions marked and told, tags recounted, pages purged), and queues its
 * newsletter with the origin recorded when it was scheduled. Answers the stories published.
 */
export async function publishDueStories(
  db: Database,
  jobs: Queue<NotificationJob | NewsletterStoryJob | FederationJob>,
  purge: PurgeEdgeCache,
  now: Date,
): Promise<string[]> {
  const published: string[] = [];
  for (const post of await claimDue(db, now)) {
    const version = await db
      .select()
      .from(postVersions)
      .where(and(eq(postVersions.postId, post.id), eq(postVersions.rev, post.latestRev)))
      .get();
    if (!version) continue;
    const marked = await markMentions(db, version.content.paragraphs);
    const row = await publishVersion(
      db,
      post,
      { ...version, content: { paragraphs: marked.paragraphs } },
      await placementOf(db, post),
      now,
    );
    if (!row) continue;
    const tagSlugs = (
      await db.select({ slug: postTags.tagSlug }).from(postTags).where(eq(postTags.postId, post.id))
    ).map((tag) => tag.slug);
    await recountTags(db, tagSlugs);
    await purge(
      postChangeTags([
        { id: row.id, creatorId: row.creatorId, collectionId: row.collectionId, topicId: row.primaryTopicId, tagSlugs },
      ]),
    );
    if (marked.mentionedUserIds.length > 0) {
      await jobs.send({
        kind: 'notification',
        event: { kind: 'post_mentioned', actorId: row.creatorId, postId: row.id, userIds: marked.mentionedUserIds },
        occurredAt: now.getTime(),
        ...(post.scheduledOrigin ? { origin: post.scheduledOrigin } : {}),
      });
    }
    if (post.scheduledOrigin) {
      await jobs.send({ kind: 'newsletter_story', postId: row.id, origin: post.scheduledOrigin });
      await jobs.send({ kind: 'federate_post', postId: row.id, origin: post.scheduledOrigin });
    }
    published.push(row.id);
  }
  return published;
}
