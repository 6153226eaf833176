import { servesTraffic } from '../../shared/publications/custom-domain.ts';
import { collectionPermissions, type CollectionRole } from '../../shared/publications/roles.ts';
import type { CollectionRow } from '../db/schema/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';

/** The viewer's role in a publication: its creator, an editor, a writer, or none. */
export async function viewerRoleIn(collection: CollectionRow, context: GraphQLContext): Promise<CollectionRole | null> {
  const viewerId = context.viewer?.user.id;
  if (!viewerId) return null;
  if (collection.creatorId === viewerId) return 'CREATOR';
  const roles = await context.loaders.rolesByCollectionId.load(collection.id);
  return roles.find((role) => role.userId === viewerId)?.role ?? null;
}

/** The publication's domain while it serves traffic (ACTIVE); a domain still being set up is never linked to. */
export const liveDomain = (collection: CollectionRow): string | null =>
  servesTraffic(collection.domainStatus) ? collection.domain : null;

/** The people who run a publication, its creator first: they hear of its follows and submissions. */
export async function editorsOf(collection: CollectionRow, context: GraphQLContext): Promise<string[]> {
  const roles = await context.loaders.rolesByCollectionId.load(collection.id);
  return [collection.creatorId, ...roles.filter((role) => role.role === 'EDITOR').map((role) => role.userId)];
}

/** The creator and the editors manage a publication and publish in it. */
export const canEditCollection = async (collection: CollectionRow, context: GraphQLContext): Promise<boolean> =>
  collectionPermissions(await viewerRoleIn(collection, context)).canPublish;

/**
 * A publication as this viewer may reach it: one moderators hid is its people's (anyone with a
 * role in it) and the moderators' alone; to anyone else it is not there (docs/trust-and-safety.md).
 */
export async function reachableCollection(
  collection: CollectionRow | null,
  context: GraphQLContext,
): Promise<CollectionRow | null> {
  if (!collection?.isSuspended || context.flags.can_view_suspended_content) return collection;
  return (await viewerRoleIn(collection, context)) ? collection : null;
}
