import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { postAccess } from './post-access.ts';
import { failureRefs, resultType, resultUnion } from '../graphql/types/failures.ts';
import { pagedComplexity, PagingOptions } from '../graphql/types/paging.ts';
import { publishedPostConnection } from './post-connection-graphql.ts';
import { canEditPost } from './can-edit-post.ts';
import { CollectionRef, PostConnectionRef, PostRef, TagRef, UserRef } from '../graphql/types/refs.ts';
import { OWN_SUSPENDED_STORY } from '../../shared/content/suspended-story.ts';
import type { CollectionRow, PostRow } from '../db/schema/index.ts';
import { hidingReason } from '../moderation/index.ts';
import { reachableCollection } from '../publications/index.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

const UserResult = resultUnion('UserResult', UserRef, ['NotFound']);

const PostResult = builder.unionType('PostResult', {
  types: [
    PostRef,
    failureRefs.NotFound,
    failureRefs.RemovedByUser,
    failureRefs.AccountSuspended,
    failureRefs.AccountDeleted,
    failureRefs.PostSuspended,
    failureRefs.Blocked,
    failureRefs.Unauthorized,
    failureRefs.WithheldInCountry,
    failureRefs.UnavailableForLegalReasons,
  ],
  resolveType: resultType('Post'),
});

async function findUser(context: GraphQLContext, args: { id?: string | null; username?: string | null }) {
  const user = args.id
    ? await context.loaders.userById.load(args.id)
    : args.username
      ? await context.loaders.userByUsername.load(args.username.toLowerCase())
      : null;
  return user && !user.deletedAt ? user : null;
}

const POST_MESSAGES: Record<Exclude<ReturnType<typeof postAccess>, 'Readable'>, string> = {
  NotFound: 'Post not found',
  RemovedByUser: 'This story was removed by its author.',
  AccountDeleted: 'The account that wrote this story was deleted.',
  AccountSuspended: 'This account is under investigation or was found in violation of the rules.',
  PostSuspended: 'This story is under investigation or was found in violation of the rules.',
  Blocked: 'The author of this story has blocked you.',
};

/** A publication by its custom domain (a name with a dot) or its slug, as this viewer may reach it. */
export async function findCollectionByDomainOrSlug(
  context: GraphQLContext,
  domainOrSlug: string,
): Promise<CollectionRow | null> {
  const key = domainOrSlug.toLowerCase();
  return reachableCollection(
    await (key.includes('.')
      ? context.loaders.collectionByDomain.load(key)
      : context.loaders.collectionBySlug.load(key)),
    context,
  );
}

/** A post by id as this viewer may see it: the post, or a typed failure (docs/spec-checklist.md 2 §8). */
export async function resolvePost(context: GraphQLContext, id: string): Promise<PostRow | Failure> {
  const post = await context.loaders.postById.load(id);
  if (!post) return failure('NotFound', POST_MESSAGES.NotFound);
  const [creator, blocksViewer, viewerCanEdit] = await Promise.all([
    context.loaders.userById.load(post.creatorId),
    context.loaders.blocksViewer.load(post.creatorId),
    canEditPost(post, context),
  ]);
  const access = postAccess({
    isPublished: post.firstPublishedAt !== null,
    isDeleted: post.deletedAt !== null,
    isPostSuspended: post.isSuspended,
    creatorExists: creator !== null,
    isCreatorDeleted: Boolean(creator?.deletedAt),
    isCreatorSuspended: Boolean(creator?.isSuspended),
    isCreatorLimited: Boolean(creator?.isLimited),
    // asked only about a limited writer: nobody else's stories cost the look-up
    viewerFollowsCreator: creator?.isLimited ? (await context.loaders.userEdge.load(creator.id)).isFollowing : false,
    viewerCanEdit,
    creatorBlocksViewer: blocksViewer,
    canViewSuspendedContent: context.flags.can_view_suspended_content,
  });
  if (access === 'Readable') return post;
  if (access !== 'PostSuspended' || !viewerCanEdit) return failure(access, POST_MESSAGES[access]);
  // its writer and editors may still edit a suspended story, and are told so, with the moderators' reason
  const reason = await hidingReason(context.db, post.id);
  return failure(access, reason ? `${OWN_SUSPENDED_STORY} The moderators’ reason: “${reason}”` : OWN_SUSPENDED_STORY);
}

/** A story asked for by id at the root is a story's page (or its card): its surroundings are read with it, in one round trip. */
async function resolveStory(context: GraphQLContext, id: string): Promise<PostRow | Failure> {
  await context.loaders.storyById.load(id);
  return resolvePost(context, id);
}

builder.queryFields((t) => ({
  viewer: t.field({ type: UserRef, nullable: true, resolve: (_root, _args, context) => context.viewer?.user ?? null }),
  user: t.field({
    type: UserRef,
    nullable: true,
    args: { id: t.arg.id({ required: false }), username: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => findUser(context, args),
  }),
  userResult: t.field({
    type: UserResult,
    args: { id: t.arg.id({ required: false }), username: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => (await findUser(context, args)) ?? failure('NotFound', 'User not found'),
  }),
  collection: t.field({
    type: CollectionRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) =>
      reachableCollection(await context.loaders.collectionById.load(String(args.id)), context),
  }),
  collectionByDomainOrSlug: t.field({
    type: CollectionRef,
    nullable: true,
    args: { domainOrSlug: t.arg.string() },
    resolve: (_root, { domainOrSlug }, context) => findCollectionByDomainOrSlug(context, domainOrSlug),
  }),
  post: t.field({
    type: PostRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const result = await resolveStory(context, String(args.id));
      return 'kind' in result ? null : result;
    },
  }),
  postResult: t.field({
    type: PostResult,
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => resolveStory(context, String(args.id)),
  }),
  tagFromSlug: t.field({
    type: TagRef,
    nullable: true,
    args: { tagSlug: t.arg.string() },
    resolve: (_root, args, context) => context.loaders.tagBySlug.load(args.tagSlug.toLowerCase()),
  }),
  latestPosts: t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (_root, args, context) => publishedPostConnection(context, {}, args.paging),
  }),
}));
