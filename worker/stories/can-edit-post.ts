import type { GraphQLContext } from '../graphql/context.ts';
import type { PostRow } from '../db/schema/index.ts';
import { canEditCollection } from '../publications/index.ts';

/** The writer, or an editor of the publication the post is in or was submitted to. */
export async function canEditPost(post: PostRow, context: GraphQLContext): Promise<boolean> {
  const viewerId = context.viewer?.user.id;
  if (!viewerId) return false;
  if (post.creatorId === viewerId) return true;
  for (const collectionId of [post.collectionId, post.pendingCollectionId]) {
    const collection = collectionId ? await context.loaders.collectionById.load(collectionId) : null;
    if (collection && (await canEditCollection(collection, context))) return true;
  }
  return false;
}
