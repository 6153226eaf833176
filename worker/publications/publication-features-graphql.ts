import { DEFAULT_TRENDING_MODE, isTrendingMode, TRENDING_SIZE } from '../../shared/discovery/trending.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import type { PostRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, PostRef } from '../graphql/types/refs.ts';
import { featuredStories, setFeatured, trendingInPublication } from './publication-feature-writes.ts';
import { viewerRoleIn } from './collection-access.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

/** How many featured stories a publication shows. */
export const FEATURED_LIMIT = 25;

const FeaturePostResult = resultUnion('FeaturePostResult', PostRef, ['NotFound', 'Forbidden', 'Unauthorized']);

const live = (post: PostRow | null | undefined | Error): post is PostRow =>
  !!post && !(post instanceof Error) && post.deletedAt === null && !post.isSuspended;

/** Whether the viewer may feature the story: an editor (or the creator) of the publication it is in. */
async function featurable(
  context: GraphQLContext,
  postId: string,
): Promise<{ post: PostRow; collectionId: string; viewerId: string } | Failure> {
  const viewerId = context.viewer?.user.id;
  if (!viewerId) return SIGN_IN;
  const post = await context.loaders.postById.load(postId);
  const collection = post?.collectionId ? await context.loaders.collectionById.load(post.collectionId) : null;
  if (!live(post) || !post.firstPublishedAt || !collection)
    return failure('NotFound', 'Only a story published in a publication can be featured there.');
  if (!collectionPermissions(await viewerRoleIn(collection, context)).canPublish)
    return failure('Forbidden', 'Only the publication’s editors can feature its stories.');
  return { post, collectionId: collection.id, viewerId };
}

builder.objectFields(CollectionRef, (t) => ({
  /** /{collectionSlug}/featured and the top of its home: what its editors featured, newest first. */
  featuredPosts: t.field({
    type: [PostRef],
    args: { limit: t.arg.int({ required: false }) },
    complexity: (args) => ({ field: 5, multiplier: Math.min(FEATURED_LIMIT, args.limit ?? FEATURED_LIMIT) }),
    resolve: async (collection, args, context) => {
      return featuredStories(
        context.db,
        collection.id,
        Math.max(1, Math.min(FEATURED_LIMIT, args.limit ?? FEATURED_LIMIT)),
      );
    },
  }),
  /** /{collectionSlug}/trending: the publication's stories as the trending job last ranked them. */
  trendingPosts: t.field({
    type: [PostRef],
    args: { mode: t.arg.string({ required: false }), limit: t.arg.int({ required: false }) },
    complexity: (args) => ({ field: 5, multiplier: Math.min(TRENDING_SIZE, args.limit ?? TRENDING_SIZE) }),
    resolve: async (collection, args, context) => {
      const mode = args.mode && isTrendingMode(args.mode) ? args.mode : DEFAULT_TRENDING_MODE;
      const ranked = await trendingInPublication(
        context.db,
        collection.id,
        mode,
        Math.max(1, Math.min(TRENDING_SIZE, args.limit ?? TRENDING_SIZE)),
      );
      const found = await context.loaders.postById.loadMany(ranked);
      // a story moved to another publication since the ranking drops out with the deleted ones
      return found.filter((post): post is PostRow => live(post) && post.collectionId === collection.id);
    },
  }),
}));

builder.objectFields(PostRef, (t) => ({
  /** Whether the story is featured in the publication it is in (/{collectionSlug}/{postId}/featured). */
  isFeatured: t.boolean({
    resolve: (post, _args, context) => (post.collectionId ? context.loaders.isFeaturedByPostId.load(post.id) : false),
  }),
}));

builder.mutationFields((t) => ({
  /** An editor features a story of their publication, or takes it off the featured list. */
  setPostFeatured: t.field({
    type: FeaturePostResult,
    args: { postId: t.arg.id(), featured: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      const place = await featurable(context, String(args.postId));
      if ('kind' in place) return place;
      await setFeatured(context.db, place.collectionId, place.post.id, args.featured ? place.viewerId : null);
      context.loaders.isFeaturedByPostId.clear(place.post.id);
      await purgeEntityPages(context, [{ collectionId: place.collectionId }, { postId: place.post.id }]);
      return place.post;
    },
  }),
}));
