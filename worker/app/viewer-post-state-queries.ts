import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { readingListId, type ReadingListKind } from '../lists/reading-list-writes.ts';
import { catalogItems, catalogs, claps, highlights } from '../db/schema/index.ts';

/** What one reader has done with a story: saved, listed, clapped, highlighted. */
export interface ViewerPostState {
  readonly readingList: ReadingListKind;
  readonly catalogIds: readonly string[];
  readonly clapCount: number;
  readonly highlights: readonly (typeof highlights.$inferSelect)[];
}

export const NO_VIEWER_POST_STATE: ViewerPostState = {
  readingList: 'NONE',
  catalogIds: [],
  clapCount: 0,
  highlights: [],
};

/**
 * The reader's state for several stories in one D1 round trip (a batch of four look-ups), since a
 * story page asks for all of it at once.
 */
export async function viewerPostStates(
  db: Database,
  userId: string,
  postIds: readonly string[],
): Promise<Map<string, ViewerPostState>> {
  const ids = [...postIds];
  const [listed, given, marked] = await db.batch([
    db
      .select({ postId: catalogItems.entityId, catalogId: catalogItems.catalogId, archived: catalogItems.archived })
      .from(catalogItems)
      .innerJoin(catalogs, eq(catalogs.id, catalogItems.catalogId))
      .where(
        and(eq(catalogs.creatorId, userId), eq(catalogItems.entityType, 'POST'), inArray(catalogItems.entityId, ids)),
      ),
    db
      .select({ postId: claps.postId, count: claps.count })
      .from(claps)
      .where(and(eq(claps.userId, userId), inArray(claps.postId, ids))),
    db
      .select()
      .from(highlights)
      .where(and(eq(highlights.userId, userId), inArray(highlights.postId, ids)))
      .orderBy(asc(highlights.createdAt)),
  ]);
  const readingList = readingListId(userId);
  return new Map(
    ids.map((postId) => {
      const items = listed.filter((item) => item.postId === postId);
      const saved = items.find((item) => item.catalogId === readingList);
      return [
        postId,
        {
          readingList: saved ? (saved.archived ? 'READING_LIST_ARCHIVE' : 'QUEUE') : 'NONE',
          catalogIds: items
            .filter((item) => item.catalogId !== readingList && !item.archived)
            .map((item) => item.catalogId),
          clapCount: given.find((row) => row.postId === postId)?.count ?? 0,
          highlights: marked.filter((row) => row.postId === postId),
        },
      ];
    }),
  );
}
