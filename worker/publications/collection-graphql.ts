import { collectionUrl } from '../../shared/routes/entity-urls.ts';
import { servesTraffic } from '../../shared/publications/custom-domain.ts';
import { collectionPermissions, type CollectionRole } from '../../shared/publications/roles.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import type { CollectionRow } from '../db/schema/index.ts';

const ImageRef = builder.objectRef<{ id: string }>('ImageMetadata').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const CollectionViewerEdge = builder
  .objectRef<{ id: string; isEditor: boolean; isFollowing: boolean; isMuting: boolean }>('CollectionViewerEdge')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      isEditor: t.exposeBoolean('isEditor'),
      isFollowing: t.exposeBoolean('isFollowing'),
      isMuting: t.exposeBoolean('isMuting'),
    }),
  });

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

CollectionRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    domain: t.string({ nullable: true, resolve: liveDomain }),
    avatar: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (collection) => (collection.avatarImageId ? { id: collection.avatarImageId } : null),
    }),
    /** PublicationFaviconQuery (docs/spec-checklist.md 2 §7): the publication's own favicon, when it has one. */
    favicon: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (collection) => (collection.faviconImageId ? { id: collection.faviconImageId } : null),
    }),
    isAuroraEligible: t.exposeBoolean('isAuroraEligible'),
    /** Hidden by moderators: only its people and moderators see it, and read this. */
    isSuspended: t.exposeBoolean('isSuspended'),
    isAuroraVisible: t.exposeBoolean('isAuroraVisible'),
    followerCount: t.exposeInt('followerCount'),
    mediumUrl: t.string({
      resolve: (collection, _args, context) =>
        collectionUrl({ ...collection, domain: liveDomain(collection) }, context.linkContext),
    }),
    creator: t.field({
      type: UserRef,
      resolve: async (collection, _args, context) => {
        const creator = await context.loaders.userById.load(collection.creatorId);
        if (!creator) throw new Error(`Collection ${collection.id} has no creator`);
        return creator;
      },
    }),
    viewerEdge: t.field({
      type: CollectionViewerEdge,
      resolve: async (collection, _args, context) => ({
        id: `collectionId:${collection.id}-viewerId:${context.viewer?.user.id ?? 'anon'}`,
        isEditor: await canEditCollection(collection, context),
        ...(await context.loaders.collectionEdge.load(collection.id)),
      }),
    }),
  }),
});
