import type { Database } from '../db/client.ts';
import { jsonValues } from '../db/json-values.ts';
import { preparedBatch } from '../db/prepared-batch.ts';
import { posts } from '../db/schema/index.ts';
import { usersByIds } from '../accounts/account-queries.ts';
import { publicationsByIds } from '../publications/publication-queries.ts';
import { partsOfSeries, seriesIdsOfStories, seriesOfStories } from '../series/sequence-queries.ts';
import { storiesByIds, storyColumnOf, tagsOfStories } from '../stories/story-lookup-queries.ts';

/**
 * A story page's reads in one D1 round trip (storyById): the stories, their writers, publications,
 * tags, series and the series' parts (their stories' ids and titles). The related rows come through subqueries on the stories'
 * ids, so nothing in the batch waits for an answer; the SQL is built once (prepared-batch.ts).
 */
const storyReads = preparedBatch(['ids'], (db, { ids }) => {
  // the ids as a JSON array: one statement for any number of them
  const storyIds = jsonValues(ids);
  return [
    storiesByIds(db, storyIds),
    usersByIds(db, storyColumnOf(db, posts.creatorId, storyIds)),
    publicationsByIds(db, storyColumnOf(db, posts.collectionId, storyIds)),
    tagsOfStories(db, storyIds),
    seriesOfStories(db, storyIds),
    partsOfSeries(db, seriesIdsOfStories(db, storyIds)),
  ] as const;
});

/** The rows of storyReads for these stories' ids. */
export const storyPageRows = (db: Database, ids: readonly string[]) =>
  storyReads(db.$client, { ids: JSON.stringify(ids) });
