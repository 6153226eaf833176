import { eq } from 'drizzle-orm';
import type { StoryTag } from '../../shared/content/story-tags.ts';
import type { Database } from '../db/client.ts';
import { recountTags } from './post-writes.ts';
import { posts, postTags, tags } from '../db/schema/index.ts';

export interface PostSettings {
  readonly visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
  readonly lockedSource: (typeof posts.$inferSelect)['lockedSource'];
  readonly license: (typeof posts.$inferSelect)['license'];
  readonly primaryTopicId: string | null;
  readonly tags: readonly StoryTag[];
  /** The story's first home elsewhere; null clears it, undefined keeps what it is. */
  readonly canonicalUrl?: string | null;
}

/** A story's settings in one batch: new tags made, the story's tags replaced in order, counts kept true. */
export async function updatePostSettings(
  db: Database,
  postId: string,
  previousTagSlugs: readonly string[],
  settings: PostSettings,
  now: Date,
) {
  const slugs = settings.tags.map((tag) => tag.slug);
  await db.batch([
    db
      .update(posts)
      .set({
        visibility: settings.visibility,
        lockedSource: settings.lockedSource,
        license: settings.license,
        primaryTopicId: settings.primaryTopicId,
        ...(settings.canonicalUrl === undefined ? {} : { canonicalUrl: settings.canonicalUrl }),
        updatedAt: now,
      })
      .where(eq(posts.id, postId)),
    ...(settings.tags.length > 0
      ? [
          db
            .insert(tags)
            .values(settings.tags.map((tag) => ({ slug: tag.slug, displayTitle: tag.displayTitle })))
            .onConflictDoNothing(),
        ]
      : []),
    db.delete(postTags).where(eq(postTags.postId, postId)),
    ...(slugs.length > 0
      ? [db.insert(postTags).values(slugs.map((tagSlug, position) => ({ postId, tagSlug, position })))]
      : []),
    recountTags(db, [...new Set([...previousTagSlugs, ...slugs])]),
  ]);
}
