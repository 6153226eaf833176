import { and, eq, sql } from 'drizzle-orm';
import type { PostContent } from '../../shared/content/paragraphs.ts';
import { readingStats } from '../../shared/content/reading-stats.ts';
import { uniqueSlug } from '../../shared/content/slug.ts';
import type { Database } from './client.ts';
import type { PostRow } from './post-queries.ts';
import { posts, postVersions } from './schema/index.ts';

/** A new, empty draft at revision 1, with that revision kept. */
export async function createDraft(db: Database, draft: { id: string; creatorId: string; title: string; now: Date }): Promise<PostRow> {
  const content: PostContent = { paragraphs: [] };
  const [rows] = await db.batch([
    db
      .insert(posts)
      .values({ id: draft.id, creatorId: draft.creatorId, title: draft.title, uniqueSlug: uniqueSlug(draft.title, draft.id), content, latestRev: 1, updatedAt: draft.now })
      .returning(),
    db.insert(postVersions).values({ postId: draft.id, rev: 1, title: draft.title, subtitle: '', content }),
  ]);
  const row = rows[0];
  if (!row) throw new Error('The new draft was not stored');
  return row;
}

/**
 * Saves a draft over the revision the writer started from: only if nobody saved since (two tabs
 * cannot silently overwrite each other). The new revision is kept in the same batch. Null when
 * the base revision is no longer the latest.
 */
export async function saveDraft(
  db: Database,
  save: { postId: string; baseRev: number; title: string; subtitle: string; content: PostContent; now: Date },
): Promise<PostRow | null> {
  const { words, seconds } = readingStats(save.content.paragraphs);
  const nextRev = save.baseRev + 1;
  const [updated] = await db.batch([
    db
      .update(posts)
      .set({
        title: save.title,
        subtitle: save.subtitle,
        uniqueSlug: uniqueSlug(save.title, save.postId),
        content: save.content,
        wordCount: words,
        readingTime: seconds,
        latestRev: nextRev,
        updatedAt: save.now,
      })
      .where(and(eq(posts.id, save.postId), eq(posts.latestRev, save.baseRev)))
      .returning(),
    // Copies the row just written; when the update did not happen, another save made this
    // revision, and its copy is already kept.
    db
      .insert(postVersions)
      .select(
        db
          .select({ postId: posts.id, rev: posts.latestRev, title: posts.title, subtitle: posts.subtitle, content: posts.content, createdAt: sql`${save.now.getTime()}`.as('created_at') })
          .from(posts)
          .where(and(eq(posts.id, save.postId), eq(posts.latestRev, nextRev))),
      )
      .onConflictDoNothing(),
  ]);
  return updated[0] ?? null;
}

/** Makes the latest revision the one readers see; the first publication fixes the date. */
export async function publishDraft(db: Database, postId: string, now: Date): Promise<PostRow | null> {
  const row = await db
    .update(posts)
    .set({ firstPublishedAt: sql`coalesce(${posts.firstPublishedAt}, ${now.getTime()})`, latestPublishedAt: now, latestPublishedRev: sql`${posts.latestRev}`, updatedAt: now })
    .where(eq(posts.id, postId))
    .returning()
    .get();
  return row ?? null;
}
