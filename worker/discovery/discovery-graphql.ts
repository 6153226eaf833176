import { archiveWindow, sortSince, TAG_POST_SORTS } from '../../shared/discovery/tag-pages.ts';
import { TOP_WRITER_RANKS } from '../../shared/discovery/awards.ts';
import {
  allFollowedTagSlugs,
  followedCollectionIds,
  listCollectionFollowerIds,
  listFollowIds,
  readerTopicIds,
  tagsWithMostStories,
  topWriterIds,
  topWriterTags,
} from './discovery-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import {
  nextOffset,
  offsetOf,
  type PageCursor,
  pagedComplexity,
  pageSize,
  PagingInfoRef,
  PagingOptions,
} from '../graphql/types/paging.ts';
import { TOP_STORIES_WINDOW, topStoriesDay } from '../../shared/discovery/top-stories.ts';
import { CollectionRef, PostConnectionRef, TagRef, UserRef, type PostConnection } from '../graphql/types/refs.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import type { CollectionRow, TagRow, TopicRow, UserRow } from '../db/schema/index.ts';
import { listTopPosts, type PostListFilter, topicBySlug } from '../stories/index.ts';
import { setTagFollow } from '../social/index.ts';
import { publishedPostConnection, TopicRef } from '../stories/graphql.ts';
import { failure, SIGN_IN } from '../graphql/types/failure.ts';

export const TagPostSortEnum = builder.enumType('TagPostSort', { values: TAG_POST_SORTS });

/** The year, month and day of an archive page (route params, as strings). */
export const ArchiveInput = builder.inputType('ArchiveInput', {
  fields: (t) => ({ year: t.string(), month: t.string({ required: false }), day: t.string({ required: false }) }),
});

type ArchiveArgs = { year: string; month?: string | null; day?: string | null } | null | undefined;
type PagingArgs = { limit?: number | null; to?: string | null } | null | undefined;

/** Positional paging, for lists whose order changes under the reader (claps, follows). */

/** The archive filter, or a filter no story passes when the date is not one. */
function archiveFilter(archive: ArchiveArgs): Pick<PostListFilter, 'publishedFrom' | 'publishedTo'> {
  if (!archive) return {};
  const window = archiveWindow({
    year: archive.year,
    ...(archive.month ? { month: archive.month } : {}),
    ...(archive.day ? { day: archive.day } : {}),
  });
  return window
    ? { publishedFrom: window.from, publishedTo: window.to }
    : { publishedFrom: new Date(0), publishedTo: new Date(0) };
}

async function topPostConnection(
  context: GraphQLContext,
  filter: { tagSlug?: string; since: Date | null; before?: Date },
  paging: PagingArgs,
): Promise<PostConnection> {
  const limit = pageSize(paging?.limit);
  const offset = offsetOf(paging?.to);
  const { rows, hasMore } = await listTopPosts(context.db, {
    ...filter,
    hiddenFor: context.viewer?.user.id ?? null,
    offset,
    limit,
  });
  for (const row of rows) context.loaders.postById.prime(row.id, row);
  return { posts: rows, pagingInfo: { next: nextOffset(hasMore, offset, limit) } };
}

const loadUsers = async (context: GraphQLContext, ids: readonly string[]): Promise<UserRow[]> =>
  (await context.loaders.userById.loadMany(ids)).filter(
    (user): user is UserRow => user !== null && !(user instanceof Error) && !user.deletedAt,
  );

const UserPage = builder.objectRef<{ users: UserRow[]; next: PageCursor | null }>('UserPage').implement({
  fields: (t) => ({
    users: t.field({ type: [UserRef], complexity: { field: 0, multiplier: 1 }, resolve: (page) => page.users }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (page) => ({ next: page.next }) }),
  }),
});

const TagViewerEdge = builder.objectRef<{ id: string; isFollowing: boolean }>('TagViewerEdge').implement({
  fields: (t) => ({ id: t.exposeID('id'), isFollowing: t.exposeBoolean('isFollowing') }),
});

builder.objectFields(TagRef, (t) => ({
  /** A tag's stories: hot (the default page), newest, top of a period, or one archive year, month or day. */
  postsConnection: t.field({
    type: PostConnectionRef,
    args: {
      sort: t.arg({ type: TagPostSortEnum, required: false }),
      archive: t.arg({ type: ArchiveInput, required: false }),
      paging: t.arg({ type: PagingOptions, required: false }),
    },
    complexity: pagedComplexity,
    resolve: (tag, args, context) => {
      const sort = args.sort ?? 'HOT';
      if (args.archive || sort === 'NEW') {
        return publishedPostConnection(
          context,
          { tagSlug: tag.slug, hiddenFor: context.viewer?.user.id ?? null, ...archiveFilter(args.archive) },
          args.paging,
        );
      }
      return topPostConnection(
        context,
        { tagSlug: tag.slug, since: sortSince(sort, context.now().getTime()) },
        args.paging,
      );
    },
  }),
  /** The writers whose stories here drew the most claps (/tag/{tagSlug}/top-writers). */
  topWriters: t.field({
    type: [UserRef],
    complexity: { field: 5, multiplier: 10 },
    resolve: async (tag, _args, context) =>
      loadUsers(context, await topWriterIds(context.db, tag.slug, TOP_WRITER_RANKS)),
  }),
  viewerEdge: t.field({
    type: TagViewerEdge,
    resolve: async (tag, _args, context) => {
      const isFollowing = await context.loaders.viewerFollowsTag.load(tag.slug);
      return { id: `tagSlug:${tag.slug}-viewerId:${context.viewer?.user.id ?? 'anon'}`, isFollowing };
    },
  }),
}));

builder.objectFields(TopicRef, (t) => ({
  postsConnection: t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (topic, args, context) =>
      publishedPostConnection(context, { topicId: topic.id, hiddenFor: context.viewer?.user.id ?? null }, args.paging),
  }),
}));

builder.objectFields(UserRef, (t) => {
  const people = (direction: 'followers' | 'following') =>
    t.field({
      type: UserPage,
      args: { paging: t.arg({ type: PagingOptions, required: false }) },
      complexity: pagedComplexity,
      resolve: async (user: UserRow, args, context) => {
        const limit = pageSize(args.paging?.limit);
        const offset = offsetOf(args.paging?.to);
        const page = await listFollowIds(context.db, user.id, direction, offset, limit);
        return { users: await loadUsers(context, page.ids), next: nextOffset(page.hasMore, offset, limit) };
      },
    });
  return {
    followers: people('followers'),
    following: people('following'),
    followingCollections: t.field({
      type: [CollectionRef],
      complexity: { field: 5, multiplier: 10 },
      resolve: async (user, _args, context) =>
        (await context.loaders.collectionById.loadMany(await followedCollectionIds(context.db, user.id))).filter(
          (row): row is CollectionRow => row !== null && !(row instanceof Error),
        ),
    }),
    /** The tags the viewer follows (/me/following/tags); nobody else's are shown. */
    followedTags: t.field({
      type: [TagRef],
      complexity: { field: 5, multiplier: 20 },
      resolve: async (user, _args, context) => {
        if (user.id !== context.viewer?.user.id) return [];
        const tags = await context.loaders.tagBySlug.loadMany(await allFollowedTagSlugs(context.db, user.id));
        return tags.filter((tag): tag is TagRow => tag !== null && !(tag instanceof Error));
      },
    }),
    /** Awards (/@{username}/awards/top-writer): the tags in which the writer is among the top 10. */
    topWriterIn: t.field({
      type: [TagRef],
      complexity: { field: 5, multiplier: 10 },
      resolve: async (user, _args, context) => {
        const slugs = (await topWriterTags(context.db, [user.id], TOP_WRITER_RANKS)).get(user.id) ?? [];
        const tags = await context.loaders.tagBySlug.loadMany(slugs);
        return tags.filter((tag): tag is TagRow => tag !== null && !(tag instanceof Error));
      },
    }),
  };
});

builder.objectFields(CollectionRef, (t) => ({
  /** /{collectionSlug}/followers, a page at a time. */
  followerPage: t.field({
    type: UserPage,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: async (collection, args, context) => {
      const limit = pageSize(args.paging?.limit);
      const offset = offsetOf(args.paging?.to);
      const page = await listCollectionFollowerIds(context.db, collection.id, offset, limit);
      return { users: await loadUsers(context, page.ids), next: nextOffset(page.hasMore, offset, limit) };
    },
  }),
  /** The masthead of the about page: the creator, then the editors. */
  editors: t.field({
    type: [UserRef],
    complexity: { field: 5, multiplier: 10 },
    resolve: async (collection, _args, context) => {
      const roles = await context.loaders.rolesByCollectionId.load(collection.id);
      return loadUsers(context, [
        collection.creatorId,
        ...roles.filter((role) => role.role === 'EDITOR').map((role) => role.userId),
      ]);
    },
  }),
  /** The publication's stories under one of its tags, or in one archive period. */
  taggedOrArchivedPosts: t.field({
    type: PostConnectionRef,
    args: {
      tagSlug: t.arg.string({ required: false }),
      archive: t.arg({ type: ArchiveInput, required: false }),
      paging: t.arg({ type: PagingOptions, required: false }),
    },
    complexity: pagedComplexity,
    resolve: (collection, args, context) =>
      publishedPostConnection(
        context,
        {
          collectionId: collection.id,
          ...(args.tagSlug ? { tagSlug: args.tagSlug.toLowerCase() } : {}),
          ...archiveFilter(args.archive),
        },
        args.paging,
      ),
  }),
}));

/**
 * The home feed moves through phases; the cursor says which: "f" what the reader follows, "r"
 * recommendations in the reader's topics, "l" everything else, newest first, so the feed never
 * runs dry.
 */
const FEED_PHASES = ['f', 'r', 'l'] as const;
type FeedPhase = (typeof FEED_PHASES)[number];

function feedFilter(
  phase: FeedPhase,
  viewerId: string,
  topicIds: readonly string[],
): Omit<PostListFilter, 'limit' | 'before'> | null {
  if (phase === 'f') return { followedBy: viewerId, hiddenFor: viewerId };
  if (phase === 'r') return topicIds.length > 0 ? { notFollowedBy: viewerId, hiddenFor: viewerId, topicIds } : null;
  return { notFollowedBy: viewerId, hiddenFor: viewerId, outsideTopicIds: topicIds };
}

async function homeFeed(context: GraphQLContext, paging: PagingArgs): Promise<PostConnection> {
  const viewer = context.viewer?.user;
  if (!viewer) return publishedPostConnection(context, {}, paging);
  const limit = pageSize(paging?.limit);
  const [phaseName, ...rest] = (paging?.to ?? 'f:').split(':');
  let phase = Math.max(0, FEED_PHASES.indexOf(phaseName as FeedPhase));
  let to: string | null = rest.join(':') || null;
  const posts: PostConnection['posts'][number][] = [];
  const topicIds = await readerTopicIds(context.db, viewer.id);
  for (; posts.length < limit && phase < FEED_PHASES.length; phase += 1, to = null) {
    const name = FEED_PHASES[phase] ?? 'l';
    const filter = feedFilter(name, viewer.id, topicIds);
    if (!filter) continue;
    const page = await publishedPostConnection(context, filter, { limit: limit - posts.length, to });
    posts.push(...page.posts.filter((post) => post.creatorId !== viewer.id));
    if (page.pagingInfo.next)
      return { posts, pagingInfo: { next: { limit, to: `${name}:${page.pagingInfo.next.to}` } } };
  }
  const nextPhase = FEED_PHASES[phase];
  return { posts, pagingInfo: { next: nextPhase ? { limit, to: `${nextPhase}:` } : null } };
}

const TagFollowResult = resultUnion('TagFollowResult', TagRef, ['NotFound', 'Unauthorized']);

builder.queryFields((t) => ({
  /** Home: stories from what the reader follows, newest first, then recommendations by topic; visitors get the latest. */
  homeFeed: t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (_root, args, context) => homeFeed(context, args.paging),
  }),
  /** /top-stories and /browse/top: the most-clapped stories of the last 30 days, or of one day; null for a day that is none. */
  topStories: t.field({
    type: PostConnectionRef,
    nullable: true,
    args: { day: t.arg.string({ required: false }), paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (_root, args, context) => {
      if (!args.day)
        return topPostConnection(
          context,
          { since: new Date(context.now().getTime() - TOP_STORIES_WINDOW) },
          args.paging,
        );
      const day = topStoriesDay(args.day);
      return day ? topPostConnection(context, { since: day.from, before: day.to }, args.paging) : null;
    },
  }),
  topic: t.field({
    type: TopicRef,
    nullable: true,
    args: { slug: t.arg.string() },
    resolve: async (_root, args, context): Promise<TopicRow | null> => {
      const topic = await topicBySlug(context.db, args.slug.toLowerCase());
      return topic && (topic.visibility !== 'STAFF' || context.flags.is_medium_staff) ? topic : null;
    },
  }),
}));

builder.mutationFields((t) => {
  const tagFollow = (following: boolean) =>
    t.field({
      type: TagFollowResult,
      args: { tagSlug: t.arg.string() },
      resolve: async (_root, args, context) => {
        const viewer = context.viewer?.user;
        if (!viewer) return SIGN_IN;
        const tag = await context.loaders.tagBySlug.load(args.tagSlug.toLowerCase());
        if (!tag) return failure('NotFound', 'Tag not found');
        await setTagFollow(context.db, viewer.id, tag.slug, following);
        await purgeEntityPages(context, [{ tagSlug: tag.slug }]);
        context.loaders.tagBySlug.clear(tag.slug);
        context.loaders.viewerFollowsTag.clear(tag.slug);
        return (await context.loaders.tagBySlug.load(tag.slug)) ?? failure('NotFound', 'Tag not found');
      },
    });
  return { followTag: tagFollow(true), unfollowTag: tagFollow(false) };
});

/** How many tags /customize-topics offers. */
const TAGS_TO_FOLLOW = 40;

builder.queryFields((t) => ({
  /** /customize-topics: the tags with the most stories, to choose from; their follow state in one query. */
  tagsToFollow: t.field({
    type: [TagRef],
    complexity: { field: 5, multiplier: TAGS_TO_FOLLOW },
    resolve: (_root, _args, context) => tagsWithMostStories(context.db, TAGS_TO_FOLLOW),
  }),
}));
