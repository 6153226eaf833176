import { READING_LIST_KINDS } from '../../shared/content/enumerations.ts';
import type { PostRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { pageSize } from '../graphql/types/paging.ts';
import { PostRef } from '../graphql/types/refs.ts';
import { readReadingList, removeFromReadingList, setReadingListState } from './reading-list-writes.ts';
import { NOT_FOUND, PostActionResult, resolvePost } from '../stories/graphql.ts';
import { type Failure, SIGN_IN } from '../graphql/types/failure.ts';

// The reader's reading list (a list of their own, made when first used): a story's place in it, the list
// itself, and saving to it, archiving and taking out.

export const ReadingListTypeEnum = builder.enumType('ReadingListType', { values: READING_LIST_KINDS });

builder.objectField(PostRef, 'readingList', (t) =>
  t.field({
    type: ReadingListTypeEnum,
    resolve: async (post, _args, context) => (await context.loaders.viewerPostState.load(post.id)).readingList,
  }),
);

/** Saving applies to posts the viewer can read; the post answers with its new reading-list state. */
async function onReadablePost(
  context: GraphQLContext,
  postId: string,
  change: (viewerId: string) => Promise<unknown>,
): Promise<PostRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const result = await resolvePost(context, postId);
  if ('kind' in result) return NOT_FOUND;
  await change(viewer.id);
  context.loaders.viewerPostState.clear(postId);
  return result;
}

const ReadingListCounts = builder.objectRef<{ saved: number; archived: number }>('ReadingListCounts').implement({
  fields: (t) => ({ saved: t.exposeInt('saved'), archived: t.exposeInt('archived') }),
});

const ReadingList = builder
  .objectRef<{ posts: PostRow[]; counts: { saved: number; archived: number } }>('ReadingList')
  .implement({
    fields: (t) => ({
      postPreviews: t.field({
        type: [PostRef],
        complexity: { field: 5, multiplier: 25 },
        resolve: (list) => list.posts,
      }),
      counts: t.field({ type: ReadingListCounts, resolve: (list) => list.counts }),
    }),
  });

builder.queryFields((t) => ({
  /** RetrieveReadingList (docs/spec-checklist.md 1 §7): the viewer's saved or archived stories. */
  readingList: t.field({
    type: ReadingList,
    nullable: true,
    args: {
      readingListType: t.arg({ type: ReadingListTypeEnum }),
      searchQuery: t.arg.string({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer || args.readingListType === 'NONE') return null;
      const list = await readReadingList(
        context.db,
        viewer.id,
        args.readingListType === 'READING_LIST_ARCHIVE',
        args.searchQuery ?? null,
        pageSize(args.limit),
      );
      for (const post of list.posts) context.loaders.postById.prime(post.id, post);
      return list;
    },
  }),
}));

builder.mutationFields((t) => ({
  bookmarkPost: t.field({
    type: PostActionResult,
    args: { targetPostId: t.arg.id() },
    resolve: (_root, args, context) =>
      onReadablePost(context, String(args.targetPostId), (viewerId) =>
        setReadingListState(context.db, viewerId, String(args.targetPostId), 'QUEUE', context.now()),
      ),
  }),
  archivePost: t.field({
    type: PostActionResult,
    args: { targetPostId: t.arg.id() },
    resolve: (_root, args, context) =>
      onReadablePost(context, String(args.targetPostId), (viewerId) =>
        setReadingListState(context.db, viewerId, String(args.targetPostId), 'READING_LIST_ARCHIVE', context.now()),
      ),
  }),
  /** Takes a story out of the reading list; bookmarkPost is its undo. */
  unbookmarkPost: t.field({
    type: PostActionResult,
    args: { targetPostId: t.arg.id() },
    resolve: (_root, args, context) =>
      onReadablePost(context, String(args.targetPostId), (viewerId) =>
        removeFromReadingList(context.db, viewerId, String(args.targetPostId), context.now()),
      ),
  }),
}));
