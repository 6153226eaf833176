import { TRENDING_MODES, TRENDING_SIZE, type TrendingMode } from '../../shared/discovery/trending.ts';
import { cacheTags } from '../cache/cache-tags.ts';
import type { Database } from '../db/client.ts';
import { rankMode, replaceRanking } from './trending-writes.ts';

/** The pages a new ranking changes, by their route's tag (worker/cache/cache-tags.ts). */
export const TRENDING_PAGE_TAGS = cacheTags([
  { name: 'ShowTrending' },
  { name: 'ShowTrendingMode' },
  { name: 'ShowTrendingModeTopic' },
  { name: 'ShowCollectionTrending' },
]);

/**
 * Ranks every mode and replaces what trending pages read, mode by mode in one batch each (a page
 * sees the old ranking or the new, never half). Run by the cron; answers how many rows it wrote.
 */
export async function rankTrending(db: Database, now: Date): Promise<number> {
  let written = 0;
  for (const mode of Object.keys(TRENDING_MODES) as TrendingMode[]) {
    const ranked = await rankMode(db, mode, now);
    const rows = [
      ...ranked
        .filter((row) => row.overall <= TRENDING_SIZE)
        .map((row) => ({ mode, topicId: '', position: row.overall, postId: row.id, score: row.score })),
      ...ranked
        .filter((row) => row.topic && row.inTopic <= TRENDING_SIZE)
        .map((row) => ({ mode, topicId: row.topic ?? '', position: row.inTopic, postId: row.id, score: row.score })),
    ];
    const inPublications = ranked
      .filter((row) => row.collection && row.inCollection <= TRENDING_SIZE)
      .map((row) => ({
        mode,
        collectionId: row.collection ?? '',
        position: row.inCollection,
        postId: row.id,
        score: row.score,
      }));
    await replaceRanking(db, mode, rows, inPublications);
    written += rows.length + inPublications.length;
  }
  return written;
}
