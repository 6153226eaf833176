import type { PurgeEdgeCache } from '../cache/purge-edge-cache.ts';
import { postChangeTags } from '../cache/cache-tags.ts';
import type { Database } from '../db/client.ts';
import type { PostRow } from '../db/schema/index.ts';
import { claimDueStories } from './schedule-writes.ts';
import type { FederationJob } from '../federation/index.ts';
import {
  markMentions,
  type Placement,
  publishVersion,
  recountTags,
  storyVersions,
  tagSlugsOfStory,
} from '../stories/index.ts';
import { runsPublication } from '../publications/index.ts';
import type { NewsletterStoryJob } from '../newsletters/index.ts';
import type { NotificationJob } from '../notifications/index.ts';

/** Where a scheduled story goes: its publication while its writer still publishes there, else their own. */
async function placementOf(db: Database, post: PostRow): Promise<Placement> {
  const collectionId = post.scheduledCollectionId;
  if (!collectionId) return { kind: 'own' };
  return (await runsPublication(db, collectionId, post.creatorId))
    ? { kind: 'publication', collectionId }
    : { kind: 'own' };
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
  for (const post of await claimDueStories(db, now)) {
    const [version] = await storyVersions(db, [[post.id, post.latestRev]]);
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
    const tagSlugs = await tagSlugsOfStory(db, post.id);
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
