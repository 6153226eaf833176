import { cacheTags, postChangeTags, type Attribution } from './cache-tags.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { PostRow } from '../db/schema/index.ts';

/**
 * The edge cache's side of a change to stories: every page showing them (their own, their
 * writer's, publication's, tags' and topic's, the home page) is purged before the change's
 * answer goes out, so the next request renders fresh. Pass the story as it was and as it is
 * when the change can move it (new tags, another publication).
 */
export async function purgePostPages(
  context: GraphQLContext,
  posts: readonly Pick<PostRow, 'id' | 'creatorId' | 'collectionId' | 'primaryTopicId'>[],
): Promise<void> {
  // every change a reader could see is one the fediverse may need to hear of (worker/federation/federate-post.ts)
  for (const id of new Set(posts.map((post) => post.id)))
    await context.queueFederation({ kind: 'federate_post', postId: id });
  const tagLists = await Promise.all(posts.map((post) => context.loaders.tagsByPostId.load(post.id)));
  await context.purgeEdgeCache(
    postChangeTags(
      posts.map((post, index) => ({
        id: post.id,
        creatorId: post.creatorId,
        collectionId: post.collectionId,
        topicId: post.primaryTopicId,
        tagSlugs: (tagLists[index] ?? []).map((tag) => tag.slug),
      })),
    ),
  );
}

/** Pages showing other entities: a profile, a publication, a list, a tag. */
export const purgeEntityPages = (context: GraphQLContext, attributions: readonly Attribution[]): Promise<void> =>
  context.purgeEdgeCache(cacheTags(attributions));
