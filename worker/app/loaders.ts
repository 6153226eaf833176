import { listFediverseReplies } from '../federation/federation-queries.ts';
import type {
  UserRow,
  CollectionRow,
  PostRow,
  TagRow,
  TopicRow,
  CatalogRow,
  SequenceRow,
  HighlightRow,
  NoteRow,
  NoteReplyRow,
  FediverseReplyRow,
} from '../db/schema/index.ts';
import DataLoader from 'dataloader';
import type { Database } from '../db/client.ts';
import { usersByIds, usersByUsernames } from '../accounts/account-queries.ts';
import { followedTagSlugs } from '../discovery/discovery-queries.ts';
import { highlightsByIds, noteRepliesByIds, notesByIds, repliesToNotes } from '../highlights/highlight-queries.ts';
import {
  catalogsByIds,
  countCatalogPosts,
  listCatalogClappers,
  listCatalogItemPages,
  type CatalogItemPage,
} from '../lists/catalog-queries.ts';
import {
  featuredAmong,
  publicationsByIds,
  publicationsByLiveDomains,
  publicationsBySlugs,
  rolesInPublications,
} from '../publications/publication-queries.ts';
import {
  listResponsePages,
  repliersOf,
  type ResponseParentKind,
  type ResponsePage,
  type ResponseSort,
} from '../responses/response-queries.ts';
import { partsOfSeries, type SequencePart, seriesOfStories, storiesOfSeries } from '../series/sequence-queries.ts';
import { blockersOfViewer, viewerPublicationRelations, viewerUserRelations } from '../social/social-queries.ts';
import type { PostVersionRow } from '../stories/draft-writes.ts';
import {
  storiesByIds,
  storyVersions,
  tagsBySlugs,
  tagsOfStories,
  topicsByIds,
} from '../stories/story-lookup-queries.ts';
import { afterQueuedJobs } from './after-queued-jobs.ts';
import { storyPageRows } from './story-page-queries.ts';
import { NO_VIEWER_POST_STATE, viewerPostStates, type ViewerPostState } from './viewer-post-state-queries.ts';

/**
 * D1 binds at most 100 values a statement. A loader hands its query at most this many keys at
 * once (DataLoader splits a larger batch), leaving room for the few other values a query binds:
 * a reader with 121 lists once made their lists page fail.
 */
export const MAX_KEYS_PER_QUERY = 90;

class BoundedLoader<K, V, C = K> extends DataLoader<K, V, C> {
  constructor(batch: DataLoader.BatchLoadFn<K, V>, options: DataLoader.Options<K, V, C> = {}) {
    super(batch, { maxBatchSize: MAX_KEYS_PER_QUERY, batchScheduleFn: afterQueuedJobs, ...options });
  }
}

const byKey = <K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): (V | null)[] => {
  const index = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => index.get(key) ?? null);
};

const groupBy = <K, V>(keys: readonly K[], rows: readonly V[], keyOf: (row: V) => K): V[][] => {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
};

/**
 * A loader whose keys carry options besides the id (a page size, a sort): keys that share
 * options are answered by one query, which in practice means one query per level of a page.
 */
function pagedLoader<Options extends object, Value>(
  load: (ids: string[], options: Options) => Promise<Map<string, Value>>,
  empty: Value,
) {
  return new BoundedLoader<Options & { readonly id: string }, Value, string>(
    async (keys) => {
      const groups = new Map<string, { options: Options; ids: string[] }>();
      for (const { id, ...options } of keys) {
        const group = groups.get(JSON.stringify(options)) ?? { options: options as unknown as Options, ids: [] };
        group.ids.push(id);
        groups.set(JSON.stringify(options), group);
      }
      const results = new Map<string, Value>();
      for (const [optionsKey, group] of groups) {
        for (const [id, value] of await load([...new Set(group.ids)], group.options))
          results.set(`${optionsKey}|${id}`, value);
      }
      return keys.map(({ id, ...options }) => results.get(`${JSON.stringify(options)}|${id}`) ?? empty);
    },
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
}

/**
 * Per-request loaders: every entity a page needs at one level of nesting is fetched in one
 * query, so a page costs a bounded number of D1 round trips, never one per item.
 */
export interface UserEdge {
  readonly isFollowing: boolean;
  readonly isBlocking: boolean;
  readonly isMuting: boolean;
}

export interface CollectionEdge {
  readonly isFollowing: boolean;
  readonly isMuting: boolean;
}

const NO_USER_EDGE: UserEdge = { isFollowing: false, isBlocking: false, isMuting: false };
const NO_COLLECTION_EDGE: CollectionEdge = { isFollowing: false, isMuting: false };

// Rows shaped into each key's value, in the keys' order: shared by the loaders and storyById, which primes them.
type Rows<Query extends (...args: never[]) => PromiseLike<unknown>> = Awaited<ReturnType<Query>>;
const tagsPerStory = (postIds: readonly string[], rows: Rows<typeof tagsOfStories>) =>
  groupBy(postIds, rows, (row) => row.postId).map((group) => group.map((row) => row.tag));
const sequencePerStory = (postIds: readonly string[], rows: Rows<typeof seriesOfStories>) =>
  byKey(postIds, rows, (row) => row.postId).map((row) => row?.sequence ?? null);
const storiesPerSequence = (sequenceIds: readonly string[], rows: Rows<typeof storiesOfSeries>) =>
  groupBy(sequenceIds, rows, (row) => row.sequenceId).map((group) => group.map((row) => row.post));
const partsPerSequence = (sequenceIds: readonly string[], rows: Rows<typeof partsOfSeries>): SequencePart[][] =>
  groupBy(sequenceIds, rows, (row) => row.sequenceId);

/** Hands a loader the values of keys already read, so it never asks for them. */
const primeAll = <K, V>(loader: DataLoader<K, V, K>, keys: readonly K[], values: readonly V[]) => {
  for (const [index, key] of keys.entries()) loader.prime(key, values[index] as V);
};

export function createLoaders(db: Database, viewerId: string | null) {
  const loaders = {
    /** What the viewer did with each post (reading list, lists, claps, highlights), one batch per page. */
    viewerPostState: new BoundedLoader<string, ViewerPostState>(async (postIds) => {
      if (!viewerId) return postIds.map(() => NO_VIEWER_POST_STATE);
      const states = await viewerPostStates(db, viewerId, postIds);
      return postIds.map((id) => states.get(id) ?? NO_VIEWER_POST_STATE);
    }),
    /** The viewer's follow, block and mute of each user: three look-ups in one D1 round trip. */
    userEdge: new BoundedLoader<string, UserEdge>(async (ids) => {
      if (!viewerId) return ids.map(() => NO_USER_EDGE);
      const { following, blocking, muting } = await viewerUserRelations(db, viewerId, ids);
      return ids.map((id) => ({
        isFollowing: following.has(id),
        isBlocking: blocking.has(id),
        isMuting: muting.has(id),
      }));
    }),
    /** Whether each user blocks the viewer (their posts then answer Blocked). */
    blocksViewer: new BoundedLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const blockers = await blockersOfViewer(db, viewerId, ids);
      return ids.map((id) => blockers.has(id));
    }),
    collectionEdge: new BoundedLoader<string, CollectionEdge>(async (ids) => {
      if (!viewerId) return ids.map(() => NO_COLLECTION_EDGE);
      const { following, muting } = await viewerPublicationRelations(db, viewerId, ids);
      return ids.map((id) => ({ isFollowing: following.has(id), isMuting: muting.has(id) }));
    }),
    userById: new BoundedLoader<string, UserRow | null>(async (ids) =>
      byKey(ids, await usersByIds(db, [...ids]), (row) => row.id),
    ),
    userByUsername: new BoundedLoader<string, UserRow | null>(async (names) =>
      byKey(names, await usersByUsernames(db, names), (row) => row.username),
    ),
    collectionById: new BoundedLoader<string, CollectionRow | null>(async (ids) =>
      byKey(ids, await publicationsByIds(db, [...ids]), (row) => row.id),
    ),
    collectionBySlug: new BoundedLoader<string, CollectionRow | null>(async (slugs) =>
      byKey(slugs, await publicationsBySlugs(db, slugs), (row) => row.slug),
    ),
    collectionByDomain: new BoundedLoader<string, CollectionRow | null>(async (domains) =>
      byKey(domains, await publicationsByLiveDomains(db, domains), (row) => row.domain ?? ''),
    ),
    postById: new BoundedLoader<string, PostRow | null>(async (ids) =>
      byKey(ids, await storiesByIds(db, [...ids]), (row) => row.id),
    ),
    /** Whether the viewer follows each tag, one query for every tag a page shows. */
    viewerFollowsTag: new BoundedLoader<string, boolean>(async (slugs) => {
      if (!viewerId) return slugs.map(() => false);
      const followed = await followedTagSlugs(db, viewerId, slugs);
      return slugs.map((slug) => followed.has(slug));
    }),
    /** Whether each story is featured in the publication it is in now. */
    isFeaturedByPostId: new BoundedLoader<string, boolean>(async (postIds) => {
      const featured = await featuredAmong(db, postIds);
      return postIds.map((id) => featured.has(id));
    }),
    tagBySlug: new BoundedLoader<string, TagRow | null>(async (slugs) =>
      byKey(slugs, await tagsBySlugs(db, slugs), (row) => row.slug),
    ),
    tagsByPostId: new BoundedLoader<string, TagRow[]>(async (postIds) =>
      tagsPerStory(postIds, await tagsOfStories(db, [...postIds])),
    ),
    /** Replies from the fediverse per story, oldest first. */
    fediverseRepliesByPostId: new BoundedLoader<string, FediverseReplyRow[]>(async (postIds) =>
      groupBy(postIds, await listFediverseReplies(db, postIds), (row) => row.postId),
    ),
    catalogById: new BoundedLoader<string, CatalogRow | null>(async (ids) =>
      byKey(ids, await catalogsByIds(db, ids), (row) => row.id),
    ),
    /** A page of responses per story or list, as this viewer may see them. */
    responsePage: pagedLoader(
      (ids, options: { kind: ResponseParentKind; sort: ResponseSort; offset: number; limit: number }) =>
        listResponsePages(db, options.kind, ids, { ...options, viewerId }),
      { ids: [], hasMore: false, total: 0 } satisfies ResponsePage,
    ),
    /** Who replied to each response (for threads that open by themselves). */
    repliers: new BoundedLoader<string, Set<string>>(async (ids) => {
      const repliers = await repliersOf(db, ids);
      return ids.map((id) => repliers.get(id) ?? new Set());
    }),
    catalogItemPage: pagedLoader(
      (ids, options: { after: number; limit: number }) => listCatalogItemPages(db, ids, options),
      { items: [], hasMore: false } satisfies CatalogItemPage,
    ),
    catalogPostCount: new BoundedLoader<string, number>(async (ids) => {
      const counts = await countCatalogPosts(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    catalogClapperIds: new BoundedLoader<string, string[]>(async (ids) => {
      const clappers = await listCatalogClappers(db, ids, 10);
      return ids.map((id) => clappers.get(id) ?? []);
    }),
    highlightById: new BoundedLoader<string, HighlightRow | null>(async (ids) =>
      byKey(ids, await highlightsByIds(db, ids), (row) => row.id),
    ),
    noteById: new BoundedLoader<string, NoteRow | null>(async (ids) =>
      byKey(ids, await notesByIds(db, ids), (row) => row.id),
    ),
    noteReplyById: new BoundedLoader<string, NoteReplyRow | null>(async (ids) =>
      byKey(ids, await noteRepliesByIds(db, ids), (row) => row.id),
    ),
    /** Each note's replies, oldest first: one query for every note on the page. */
    noteRepliesByNoteId: new BoundedLoader<string, NoteReplyRow[]>(async (noteIds) =>
      groupBy(noteIds, await repliesToNotes(db, noteIds), (row) => row.noteId),
    ),
    /** The sequence each post belongs to (a post is in one at most). */
    sequenceByPostId: new BoundedLoader<string, SequenceRow | null>(async (postIds) =>
      sequencePerStory(postIds, await seriesOfStories(db, [...postIds])),
    ),
    /** Each sequence's published stories, in the writer's order. */
    storiesBySequenceId: new BoundedLoader<string, PostRow[]>(async (sequenceIds) =>
      storiesPerSequence(sequenceIds, await storiesOfSeries(db, [...sequenceIds])),
    ),
    /** The same stories by id and title: a series' navigation. */
    partsBySequenceId: new BoundedLoader<string, SequencePart[]>(async (sequenceIds) =>
      partsPerSequence(sequenceIds, await partsOfSeries(db, [...sequenceIds])),
    ),
    /** The editors and writers of each publication (its creator is on the publication row). */
    rolesByCollectionId: new BoundedLoader<string, { userId: string; role: 'EDITOR' | 'WRITER' }[]>(
      async (collectionIds) => {
        const rows = await rolesInPublications(db, collectionIds);
        return groupBy(collectionIds, rows, (row) => row.collectionId);
      },
    ),
    topicById: new BoundedLoader<string, TopicRow | null>(async (ids) =>
      byKey(ids, await topicsByIds(db, ids), (row) => row.id),
    ),
    /** A revision of a post, by "postId:rev". */
    postVersion: new BoundedLoader<string, PostVersionRow | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(':') as [string, string]);
      const rows = await storyVersions(
        db,
        pairs.map(([postId, rev]) => [postId, Number(rev)] as const),
      );
      return byKey(keys, rows, (row) => `${row.postId}:${row.rev}`);
    }),
  };
  return {
    ...loaders,
    /**
     * A story with what its page shows around it (its writer, publication, tags, series and the
     * series' parts) in one D1 round trip, primed into the loaders those fields read: a story
     * page's data cost one round trip per level of its query, five in all. For the
     * story's own page (`post`, `postResult`); elsewhere a story is read with `postById` alone.
     */
    storyById: new BoundedLoader<string, PostRow | null>(async (keys) => {
      const ids = [...keys];
      const [postRows, creatorRows, collectionRows, tagRows, sequenceRows, partRows] = await storyPageRows(db, ids);
      const stories = byKey(ids, postRows, (row) => row.id);
      const creatorIds = postRows.map((post) => post.creatorId);
      const collectionIds = postRows.flatMap((post) => (post.collectionId ? [post.collectionId] : []));
      const sequenceIds = [...new Set(sequenceRows.map((row) => row.sequence.id))];
      primeAll(loaders.postById, ids, stories);
      primeAll(
        loaders.userById,
        creatorIds,
        byKey(creatorIds, creatorRows, (row) => row.id),
      );
      primeAll(
        loaders.collectionById,
        collectionIds,
        byKey(collectionIds, collectionRows, (row) => row.id),
      );
      primeAll(loaders.tagsByPostId, ids, tagsPerStory(ids, tagRows));
      primeAll(loaders.sequenceByPostId, ids, sequencePerStory(ids, sequenceRows));
      primeAll(loaders.partsBySequenceId, sequenceIds, partsPerSequence(sequenceIds, partRows));
      return stories;
    }),
  };
}

type CreatedLoaders = ReturnType<typeof createLoaders>;

declare module '../graphql/context.ts' {
  interface Loaders extends CreatedLoaders {}
}
