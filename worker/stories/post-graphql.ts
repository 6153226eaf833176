import { liveUser } from '../routes/live-addresses.ts';
import { postUrl } from '../../shared/routes/entity-urls.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { readableContent } from './readable-content.ts';
import { canEditPost } from './can-edit-post.ts';
import { LicenseEnum, ParagraphImageRef, PostContentRef, PostVisibilityEnum } from '../graphql/types/content.ts';
import { CollectionRef, PostRef, TagRef, UserRef } from '../graphql/types/refs.ts';
import { openParagraphs } from './post-access.ts';
import type { SequenceRow } from '../db/schema/index.ts';
import { liveDomain } from '../publications/index.ts';

/** A sequence: stories grouped in order across time, at /s/{sequenceSlug} (docs/spec-checklist.md 3 §2). */
export const SequenceRef = builder.objectRef<SequenceRow>('Sequence').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
  }),
});

const PostViewerEdge = builder.objectRef<{ id: string; shareKey: string | null }>('PostViewerEdge').implement({
  fields: (t) => ({ id: t.exposeID('id'), shareKey: t.exposeString('shareKey', { nullable: true }) }),
});

const loadCollection = (id: string | null, context: GraphQLContext) =>
  id ? context.loaders.collectionById.load(id) : null;

PostRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle'),
    uniqueSlug: t.exposeString('uniqueSlug'),
    visibility: t.field({ type: PostVisibilityEnum, resolve: (post) => post.visibility }),
    license: t.field({ type: LicenseEnum, resolve: (post) => post.license }),
    /** Where the story was first published, when that was elsewhere: its page sends search engines there. */
    canonicalUrl: t.exposeString('canonicalUrl', { nullable: true }),
    isLocked: t.boolean({ resolve: (post) => post.visibility === 'LOCKED' }),
    isPublished: t.boolean({ resolve: (post) => post.firstPublishedAt !== null }),
    isSeries: t.exposeBoolean('isSeries'),
    /** Set on responses: the story they answer. */
    inResponseToPostId: t.exposeID('inResponseToPostId', { nullable: true }),
    sequence: t.field({
      type: SequenceRef,
      nullable: true,
      resolve: (post, _args, context) => context.loaders.sequenceByPostId.load(post.id),
    }),
    layerCake: t.exposeInt('layerCake', { nullable: true }),
    statusForCollection: t.exposeString('statusForCollection', { nullable: true }),
    firstPublishedAt: t.float({ nullable: true, resolve: (post) => post.firstPublishedAt?.getTime() ?? null }),
    latestPublishedAt: t.float({ nullable: true, resolve: (post) => post.latestPublishedAt?.getTime() ?? null }),
    updatedAt: t.float({ resolve: (post) => post.updatedAt.getTime() }),
    /** Minutes, as readers see it. */
    readingTime: t.float({ resolve: (post) => post.readingTime / 60 }),
    clapCount: t.exposeInt('clapCount'),
    /**
     * The responses a reader can see. A signed-in reader's count leaves out those of writers they
     * mute or block or who block them, and those the writer hid, as their thread does, so a
     * count never stands above an empty list. One query for all the page's stories.
     */
    responsesCount: t.int({
      resolve: async (post, _args, context) => {
        if (!context.viewer || post.responseCount === 0) return post.responseCount;
        return (
          await context.loaders.responsePage.load({ id: post.id, kind: 'post', sort: 'NEWEST', offset: 0, limit: 0 })
        ).total;
      },
    }),
    creator: t.field({
      type: UserRef,
      resolve: async (post, _args, context) => {
        const creator = await context.loaders.userById.load(post.creatorId);
        if (!creator) throw new Error(`Post ${post.id} has no creator`);
        return creator;
      },
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (post, _args, context) => loadCollection(post.collectionId, context),
    }),
    pendingCollection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: async (post, _args, context) =>
        (await canEditPost(post, context)) ? loadCollection(post.pendingCollectionId, context) : null,
    }),
    tags: t.field({
      type: [TagRef],
      complexity: { field: 1, multiplier: 5 },
      resolve: (post, _args, context) => context.loaders.tagsByPostId.load(post.id),
    }),
    mediumUrl: t.string({
      resolve: async (post, _args, context) => {
        const [creator, collection] = await Promise.all([
          context.loaders.userById.load(post.creatorId),
          loadCollection(post.collectionId, context),
        ]);
        return postUrl(
          {
            id: post.id,
            uniqueSlug: post.uniqueSlug,
            isSeries: post.isSeries,
            collection: collection && { ...collection, domain: liveDomain(collection) },
            creator: creator && liveUser(creator),
          },
          context.linkContext,
        );
      },
    }),
    /** The first image of the part anyone may read, for cards and previews (shown to everyone, like the title). */
    previewImage: t.field({
      type: ParagraphImageRef,
      nullable: true,
      resolve: (post) =>
        openParagraphs(post).find((paragraph) => paragraph.type === 'IMG' && paragraph.metadata)?.metadata ?? null,
    }),
    content: t.field({
      type: PostContentRef,
      /** `shareKey`: the Share Friend Link's ?sk=, which opens a members-only story to whoever holds it. */
      args: { shareKey: t.arg.string({ required: false }) },
      resolve: (post, args, context) => readableContent(post, context, args.shareKey),
    }),
    viewerEdge: t.field({
      type: PostViewerEdge,
      resolve: async (post, _args, context) => ({
        id: `postId:${post.id}-viewerId:${context.viewer?.user.id ?? 'anon'}`,
        // the share key opens a locked story to anyone: only those who may hand it out see it
        shareKey: (await canEditPost(post, context)) ? post.shareKey : null,
      }),
    }),
  }),
});
