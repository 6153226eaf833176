import { and, eq, inArray, sql } from 'drizzle-orm';
import { readingStats } from '../../shared/content/reading-stats.ts';
import { uniqueSlug } from '../../shared/content/slug.ts';
import { parseStoryTags } from '../../shared/content/story-tags.ts';
import type { LOCKED_SOURCES } from '../../shared/content/enumerations.ts';
import { MAX_TAGS_PER_POST } from '../../shared/constants.ts';
import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import { archiveImports, type ArchiveImportRow, posts, postTags, postVersions, tags } from '../db/schema/index.ts';
import type { ArchiveStory } from './archive-story.ts';

export const archiveImportById = (db: Database, id: string) =>
  db.select().from(archiveImports).where(eq(archiveImports.id, id)).get();

/** A new import of an archive kept in R2, waiting for the queue. */
export const newArchiveImport = (db: Database, values: typeof archiveImports.$inferInsert) =>
  db.insert(archiveImports).values(values);

/** Ends an import that cannot go on, with its reason. */
export const failImport = (db: Database, id: string, error: string, now: Date) =>
  db.update(archiveImports).set({ status: 'FAILED', error, finishedAt: now }).where(eq(archiveImports.id, id));

/** The import keys of a writer's stories among these ids: those imported before. */
export async function importKeysOf(db: Database, userId: string, storyIds: readonly string[]) {
  const rows = await db
    .select({ importKey: posts.importKey })
    .from(posts)
    .where(and(eq(posts.creatorId, userId), inArray(posts.id, [...storyIds])))
    .all();
  return rows.map((row) => row.importKey);
}

type ImportChange = Partial<typeof archiveImports.$inferInsert>;

/** Moves an import on if its count is still where `row` read it; the row as it is now, or null when another run had moved it. */
export async function moveImport(db: Database, row: ArchiveImportRow, change: ImportChange) {
  const next = await db
    .update(archiveImports)
    .set(change)
    .where(and(eq(archiveImports.id, row.id), eq(archiveImports.cursor, row.cursor)))
    .returning()
    .get();
  return next ?? null;
}

/**
 * Stores a part's stories and moves the import on (its counts added to), in one batch that
 * happens only if the import's count is still where `row` read it; the row as it is now, or null.
 */
export async function storePart(
  db: Database,
  row: ArchiveImportRow,
  change: ImportChange,
  counts: { readonly imported: number; readonly skipped: number },
  writes: ReturnType<typeof storeStory>,
) {
  const moved = await db.batch([
    db
      .update(archiveImports)
      .set({
        ...change,
        imported: sql`${archiveImports.imported} + ${counts.imported}`,
        skipped: sql`${archiveImports.skipped} + ${counts.skipped}`,
      })
      .where(and(eq(archiveImports.id, row.id), eq(archiveImports.cursor, row.cursor)))
      .returning(),
    ...writes,
  ]);
  return moved[0][0] ?? null;
}

/** Moves an import's subscribers on (its counts added to) if they are still where `row` read them; the row as it is now, or null. */
export async function moveSubscriberPart(
  db: Database,
  row: ArchiveImportRow,
  outcome: { readonly subscribed: number; readonly invited: number },
  change: ImportChange,
) {
  const next = await db
    .update(archiveImports)
    .set({
      ...change,
      subscribed: sql`${archiveImports.subscribed} + ${outcome.subscribed}`,
      invited: sql`${archiveImports.invited} + ${outcome.invited}`,
    })
    .where(and(eq(archiveImports.id, row.id), eq(archiveImports.subscribersDone, row.subscribersDone)))
    .returning()
    .get();
  return next ?? null;
}

/** The tags of a writer's imported stories, each once. */
export async function importedTagSlugs(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: postTags.tagSlug })
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .where(and(eq(posts.creatorId, userId), sql`${posts.importKey} is not null`))
    .all();
  return [...new Set(rows.map((row) => row.slug))];
}

/**
 * The statements that store one story as its writer's: a draft, or published on its first date;
 * in `collectionId`'s publication when an editor imports into it (published there, or a draft
 * meant for it, as the editor's own would be).
 */
export function storeStory(
  db: Database,
  row: Pick<ArchiveImportRow, 'userId' | 'collectionId'>,
  id: string,
  story: ArchiveStory,
  paragraphs: ArchiveStory['paragraphs'],
  lockedSource: (typeof LOCKED_SOURCES)[number],
  now: Date,
) {
  const { userId, collectionId } = row;
  const content = { paragraphs };
  const { words, seconds } = readingStats(paragraphs);
  const published = story.draft ? null : (story.publishedAt ?? now);
  const title = story.title.slice(0, 200);
  const subtitle = story.subtitle.slice(0, 300);
  const parsed = parseStoryTags(story.tags.slice(0, MAX_TAGS_PER_POST));
  const storyTags = 'tags' in parsed ? parsed.tags : [];
  return [
    db
      .insert(posts)
      .values({
        id,
        creatorId: userId,
        title,
        subtitle,
        uniqueSlug: uniqueSlug(title, id),
        content,
        wordCount: words,
        readingTime: seconds,
        shareKey: randomHex(10),
        canonicalUrl: story.canonicalUrl,
        ...(collectionId === null
          ? {}
          : published
            ? { collectionId, statusForCollection: 'APPROVED' as const }
            : { pendingCollectionId: collectionId, statusForCollection: 'NOT_YET_SUBMITTED' as const }),
        importKey: story.key,
        importPath: story.oldPath,
        visibility: lockedSource === 'NONE' ? 'PUBLIC' : 'LOCKED',
        lockedSource,
        latestRev: 1,
        latestPublishedRev: published ? 1 : null,
        firstPublishedAt: published,
        latestPublishedAt: published,
        updatedAt: published ?? now,
        createdAt: published ?? now,
      })
      .onConflictDoNothing(),
    db
      .insert(postVersions)
      .values({ postId: id, rev: 1, title, subtitle, content, createdAt: published ?? now })
      .onConflictDoNothing(),
    ...(storyTags.length > 0
      ? [
          db
            .insert(tags)
            .values(storyTags.map((tag) => ({ slug: tag.slug, displayTitle: tag.displayTitle })))
            .onConflictDoNothing(),
          db
            .insert(postTags)
            .values(storyTags.map((tag, position) => ({ postId: id, tagSlug: tag.slug, position })))
            .onConflictDoNothing(),
        ]
      : []),
  ];
}
