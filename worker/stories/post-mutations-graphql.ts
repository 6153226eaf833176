import { moveToTrash, recountTags, restoreFromTrash, setResponseHidden } from './post-writes.ts';
import { YOUR_STORIES_FILTERS } from '../../shared/content/your-stories.ts';
import { listYourStories } from './your-stories-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { pageSize } from '../graphql/types/paging.ts';
import { PostRef } from '../graphql/types/refs.ts';
import { purgeEntityPages, purgePostPages } from '../cache/purge-pages.ts';
import type { PostRow } from '../db/schema/index.ts';
import { canEditCollection } from '../publications/index.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

export const PostActionResult = resultUnion('PostActionResult', PostRef, ['NotFound', 'Forbidden', 'Unauthorized']);

export const NOT_FOUND = failure('NotFound', 'Post not found');

/** Only the writer moves a story to the trash or takes it back out (docs/spec-checklist.md 1 §2.9). */
async function onOwnPost(
  context: GraphQLContext,
  postId: string,
  change: (post: PostRow) => Promise<unknown>,
): Promise<PostRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const post = await context.loaders.postById.load(postId);
  if (!post) return NOT_FOUND;
  if (post.creatorId !== viewer.id) return failure('Forbidden', 'Only the writer can do that.');
  await change(post);
  // a story in the trash no longer counts for its tags
  await recountTags(
    context.db,
    (await context.loaders.tagsByPostId.load(post.id)).map((tag) => tag.slug),
  );
  await purgePostPages(context, [post]);
  context.loaders.postById.clear(post.id);
  return (await context.loaders.postById.load(post.id)) ?? NOT_FOUND;
}

/** The writer of the story a response answers, or an editor of the publication it is in, may hide or show the response there. */
async function onResponseOfOwnPost(
  context: GraphQLContext,
  parentPostId: string,
  responseId: string,
  hidden: boolean,
): Promise<PostRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const [parent, response] = await Promise.all([
    context.loaders.postById.load(parentPostId),
    context.loaders.postById.load(responseId),
  ]);
  if (!parent || !response || response.inResponseToPostId !== parent.id) return NOT_FOUND;
  const publication = parent.collectionId ? await context.loaders.collectionById.load(parent.collectionId) : null;
  if (parent.creatorId !== viewer.id && !(publication && (await canEditCollection(publication, context)))) {
    return failure('Forbidden', 'Only the writer or the publication’s editors can do that.');
  }
  await setResponseHidden(context.db, response, hidden);
  await purgeEntityPages(context, [{ postId: parent.id }, { postId: response.id }]);
  context.loaders.postById.clear(response.id);
  context.loaders.postById.clear(parent.id);
  return (await context.loaders.postById.load(response.id)) ?? NOT_FOUND;
}

builder.objectFields(PostRef, (t) => ({
  isHiddenOnParent: t.exposeBoolean('isHiddenOnParent'),
  /** A new account's response with links, hidden until the story's writer shows it (docs/trust-and-safety.md). */
  isHeldForApproval: t.boolean({ resolve: (post) => post.moderationState === 'PENDING' }),
  deletedAt: t.float({
    nullable: true,
    // only the writer sees a story's trash date
    resolve: (post, _args, context) =>
      context.viewer?.user.id === post.creatorId ? (post.deletedAt?.getTime() ?? null) : null,
  }),
}));

const YourStoriesFilterEnum = builder.enumType('YourStoriesFilter', { values: YOUR_STORIES_FILTERS });

builder.queryFields((t) => ({
  /** /me/stories/{filterBy} (and /me/series/{filterBy} with series): the viewer's own drafts, published, responses, unlisted or deleted stories. */
  viewerStories: t.field({
    type: [PostRef],
    args: {
      filterBy: t.arg({ type: YourStoriesFilterEnum }),
      series: t.arg.boolean({ required: false }),
      limit: t.arg.int({ required: false }),
    },
    complexity: { field: 5, multiplier: 25 },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return [];
      const rows = await listYourStories(
        context.db,
        viewer.id,
        args.filterBy,
        args.series ?? false,
        pageSize(args.limit),
      );
      for (const post of rows) context.loaders.postById.prime(post.id, post);
      return rows;
    },
  }),
}));

builder.mutationFields((t) => ({
  hidePostResponseOnParentPost: t.field({
    type: PostActionResult,
    args: { parentPostId: t.arg.id(), postResponseId: t.arg.id() },
    resolve: (_root, args, context) =>
      onResponseOfOwnPost(context, String(args.parentPostId), String(args.postResponseId), true),
  }),
  unhidePostResponseOnParentPost: t.field({
    type: PostActionResult,
    args: { parentPostId: t.arg.id(), postResponseId: t.arg.id() },
    resolve: (_root, args, context) =>
      onResponseOfOwnPost(context, String(args.parentPostId), String(args.postResponseId), false),
  }),
  deletePost: t.field({
    type: PostActionResult,
    args: { targetPostId: t.arg.id() },
    resolve: (_root, args, context) =>
      onOwnPost(context, String(args.targetPostId), (post) => moveToTrash(context.db, post.id, context.now())),
  }),
  undeletePost: t.field({
    type: PostActionResult,
    args: { targetPostId: t.arg.id() },
    resolve: (_root, args, context) =>
      onOwnPost(context, String(args.targetPostId), (post) => restoreFromTrash(context.db, post.id)),
  }),
}));
