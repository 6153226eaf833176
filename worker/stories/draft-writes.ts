import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { chunked } from '../db/chunked.ts';
import type { PostContent } from '../../shared/content/paragraphs.ts';
import { readingStats } from '../../shared/content/reading-stats.ts';
import { uniqueSlug } from '../../shared/content/slug.ts';
import type { Database } from '../db/client.ts';
import { mediaResourceRows } from '../db/media-resources.ts';
import { mediaResources, posts, postVersions, type PostRow } from '../db/schema/index.ts';

export type PostVersionRow = typeof postVersions.$inferSelect;

/** A new, empty draft at revision 1, with that revision kept; begun in a publication, it is a draft there. */
export async function createDraft(
  db: Database,
  draft: {
    id: string;
    creatorId: string;
    title: string;
    shareKey: string;
    isSeries: boolean;
    now: Date;
    pendingCollectionId?: string | null;
    canonicalUrl?: string | null;
  },
): Promise<PostRow> {
  const content: PostContent = { paragraphs: [] };
  const [rows] = await db.batch([
    db
      .insert(posts)
      .values({
        id: draft.id,
        creatorId: draft.creatorId,
        title: draft.title,
        shareKey: draft.shareKey,
        isSeries: draft.isSeries,
        uniqueSlug: uniqueSlug(draft.title, draft.id),
        content,
        latestRev: 1,
        updatedAt: draft.now,
        canonicalUrl: draft.canonicalUrl ?? null,
        ...(draft.pendingCollectionId
          ? { pendingCollectionId: draft.pendingCollectionId, statusForCollection: 'NOT_YET_SUBMITTED' as const }
          : {}),
      })
      .returning(),
    db
      .insert(postVersions)
      .values({ postId: draft.id, rev: 1, title: draft.title, subtitle: '', content, createdAt: draft.now }),
  ]);
  const row = rows[0];
  if (!row) throw new Error('The new draft was not stored');
  return row;
}

/** D1 binds at most 100 values in a statement; a media row binds two. */
const MEDIA_ROWS_PER_STATEMENT = 40;

/** While a story is unpublished the post row is the draft; once published it is what readers see. */
const whileDraft = <T>(draftValue: T, column: unknown) =>
  sql`case when ${posts.firstPublishedAt} is null then ${draftValue} else ${column} end`;

/**
 * Saves a new revision over the one the writer started from: only if nobody saved since (two tabs
 * cannot silently overwrite each other). Every revision is kept; a published story's readers keep
 * the published revision until the writer publishes again. Null when the base is no longer the latest.
 */
export async function saveDraft(
  db: Database,
  save: { postId: string; baseRev: number; title: string; subtitle: string; content: PostContent; now: Date },
): Promise<PostRow | null> {
  const { words, seconds } = readingStats(save.content.paragraphs);
  const nextRev = save.baseRev + 1;
  // An embedded link becomes addressable by id even if this save loses a race: it names only the link.
  const media = await mediaResourceRows(save.content.paragraphs);
  const [updated] = await db.batch([
    db
      .update(posts)
      .set({
        title: whileDraft(save.title, posts.title),
        subtitle: whileDraft(save.subtitle, posts.subtitle),
        uniqueSlug: whileDraft(uniqueSlug(save.title, save.postId), posts.uniqueSlug),
        content: whileDraft(JSON.stringify(save.content), posts.content),
        wordCount: whileDraft(words, posts.wordCount),
        readingTime: whileDraft(seconds, posts.readingTime),
        latestRev: nextRev,
        updatedAt: save.now,
      })
      .where(and(eq(posts.id, save.postId), eq(posts.latestRev, save.baseRev)))
      .returning(),
    // Kept only when the update above happened; when it did not, another save made this
    // revision in its own batch, and the conflict leaves that one alone.
    db
      .insert(postVersions)
      .select(
        db
          .select({
            postId: posts.id,
            rev: posts.latestRev,
            title: sql`${save.title}`.as('title'),
            subtitle: sql`${save.subtitle}`.as('subtitle'),
            content: sql`${JSON.stringify(save.content)}`.as('content'),
            createdAt: sql`${save.now.getTime()}`.as('created_at'),
          })
          .from(posts)
          .where(and(eq(posts.id, save.postId), eq(posts.latestRev, nextRev))),
      )
      .onConflictDoNothing(),
    ...chunked(media, MEDIA_ROWS_PER_STATEMENT).map((rows) =>
      db.insert(mediaResources).values(rows).onConflictDoNothing(),
    ),
  ]);
  return updated[0] ?? null;
}

/** The reader-facing columns of a post taken from one of its revisions. */
function columnsOf(version: PostVersionRow) {
  const { words, seconds } = readingStats(version.content.paragraphs);
  return {
    title: version.title,
    subtitle: version.subtitle,
    content: version.content,
    uniqueSlug: uniqueSlug(version.title, version.postId),
    wordCount: words,
    readingTime: seconds,
  };
}

/** Where a story goes when it is published: on its own, into a publication, or submitted to one. */
export type Placement =
  | { readonly kind: 'own' }
  | { readonly kind: 'publication'; readonly collectionId: string }
  | { readonly kind: 'submission'; readonly collectionId: string };

/**
 * Publishing makes a revision what readers see: the post row takes its title, words and slug,
 * and the first publication fixes the date. A submission is not published: it waits, its
 * revision unchanged, for an editor of the publication. Only if no save came in between.
 */
export async function publishVersion(
  db: Database,
  post: PostRow,
  version: PostVersionRow,
  placement: Placement,
  now: Date,
): Promise<PostRow | null> {
  const where = and(eq(posts.id, post.id), eq(posts.latestRev, version.rev));
  if (placement.kind === 'submission') {
    const row = await db
      .update(posts)
      .set({ pendingCollectionId: placement.collectionId, statusForCollection: 'PENDING', updatedAt: now })
      .where(where)
      .returning()
      .get();
    return row ?? null;
  }
  const row = await db
    .update(posts)
    .set({
      ...columnsOf(version),
      ...(placement.kind === 'publication'
        ? { collectionId: placement.collectionId, pendingCollectionId: null, statusForCollection: 'APPROVED' as const }
        : { pendingCollectionId: null, statusForCollection: null }),
      firstPublishedAt: sql`coalesce(${posts.firstPublishedAt}, ${now.getTime()})`,
      latestPublishedAt: now,
      latestPublishedRev: version.rev,
      updatedAt: now,
    })
    .where(where)
    .returning()
    .get();
  return row ?? null;
}

/** Sets (or, given null, clears) when and where a draft publishes itself; a published story is left alone. */
export const scheduleDraft = (
  db: Database,
  postId: string,
  schedule: { at: Date; collectionId: string | null; origin: string } | null,
) =>
  db
    .update(posts)
    .set({
      scheduledAt: schedule?.at ?? null,
      scheduledCollectionId: schedule?.collectionId ?? null,
      scheduledOrigin: schedule?.origin ?? null,
    })
    .where(and(eq(posts.id, postId), isNull(posts.firstPublishedAt)))
    .returning()
    .get();

/** Back to a draft: readers lose it, the writer keeps every revision and edits the latest. */
export async function unpublish(
  db: Database,
  post: PostRow,
  latest: PostVersionRow,
  now: Date,
): Promise<PostRow | null> {
  const row = await db
    .update(posts)
    .set({
      ...columnsOf(latest),
      firstPublishedAt: null,
      latestPublishedAt: null,
      latestPublishedRev: null,
      updatedAt: now,
    })
    .where(and(eq(posts.id, post.id), isNotNull(posts.firstPublishedAt)))
    .returning()
    .get();
  return row ?? null;
}
