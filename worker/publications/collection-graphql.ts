import { collectionUrl } from '../../shared/routes/entity-urls.ts';
import { builder } from '../graphql/builder.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import { canEditCollection, liveDomain } from './collection-access.ts';

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
