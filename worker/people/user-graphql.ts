import { liveUser, userDomainServes } from '../routes/live-addresses.ts';
import { userUrl } from '../../shared/routes/entity-urls.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { pagedComplexity, PagingOptions } from '../graphql/types/paging.ts';
import { PostConnectionRef, UserRef } from '../graphql/types/refs.ts';
import { showsExternalServices } from '../graphql/types/shows-external-services.ts';
import type { UserRow } from '../db/schema/index.ts';
import { publishedPostConnection } from '../stories/graphql.ts';

const SocialStats = builder.objectRef<UserRow>('SocialStats').implement({
  fields: (t) => ({
    followerCount: t.exposeInt('followerCount'),
    followingCount: t.exposeInt('followingCount'),
  }),
});

const UserPostCounts = builder.objectRef<UserRow>('UserPostCounts').implement({
  fields: (t) => ({ publishedPosts: t.exposeInt('publishedPostCount') }),
});

const LiveDomain = builder.objectRef<{ domain: string }>('LiveDomain').implement({
  fields: (t) => ({ domain: t.exposeString('domain') }),
});

const CustomDomainState = builder.objectRef<{ live: { domain: string } | null }>('CustomDomainState').implement({
  fields: (t) => ({ live: t.field({ type: LiveDomain, nullable: true, resolve: (state) => state.live }) }),
});

const UserViewerEdge = builder
  .objectRef<{ id: string; userId: string; isFollowing: boolean; isBlocking: boolean; isMuting: boolean }>(
    'UserViewerEdge',
  )
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      isFollowing: t.exposeBoolean('isFollowing'),
      isBlocking: t.exposeBoolean('isBlocking'),
      isMuting: t.exposeBoolean('isMuting'),
      /** They blocked the viewer: the viewer may not follow them, respond to or read their stories, and their profile says so. */
      isBlockedBy: t.boolean({ resolve: (edge, _args, context) => context.loaders.blocksViewer.load(edge.userId) }),
    }),
  });

const isSelf = (user: UserRow, context: GraphQLContext): boolean => context.viewer?.user.id === user.id;

/** A field only the account's owner may read; everyone else gets null. */
const ownerOnly =
  <T>(read: (user: UserRow) => T) =>
  (user: UserRow, _args: object, context: GraphQLContext) =>
    isSelf(user, context) ? read(user) : null;

UserRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    bio: t.exposeString('bio'),
    /** The writer's X handle, without the @; null when they gave none or hide it from the viewer. */
    twitterScreenName: t.string({
      nullable: true,
      resolve: (user, _args, context) => (showsExternalServices(user, context) ? user.twitterScreenName : null),
    }),
    imageId: t.exposeString('imageId', { nullable: true }),
    mediumMemberAt: t.float({ nullable: true, resolve: (user) => user.mediumMemberAt?.getTime() ?? null }),
    hasPastMemberships: t.exposeBoolean('hasPastMemberships'),
    isPartnerProgramEnrolled: t.boolean({ resolve: (user) => user.partnerProgramEnrollment === 'ENROLLED' }),
    isAuroraVisible: t.exposeBoolean('isAuroraVisible'),
    hasSubdomain: t.exposeBoolean('hasSubdomain'),
    isSuspended: t.exposeBoolean('isSuspended'),
    createdAt: t.float({ resolve: (user) => user.createdAt.getTime() }),
    customDomainState: t.field({
      type: CustomDomainState,
      nullable: true,
      resolve: (user) =>
        user.customDomain
          ? { live: userDomainServes(user.customDomainStatus) ? { domain: user.customDomain } : null }
          : null,
    }),
    mediumUrl: t.string({
      resolve: (user, _args, context) =>
        userUrl(
          liveUser({
            id: user.id,
            username: user.username,
            hasSubdomain: user.hasSubdomain,
            customDomain: user.customDomain,
            customDomainStatus: user.customDomainStatus,
          }),
          context.linkContext,
        ),
    }),
    socialStats: t.field({ type: SocialStats, resolve: (user) => user }),
    userPostCounts: t.field({ type: UserPostCounts, resolve: (user) => user }),
    viewerEdge: t.field({
      type: UserViewerEdge,
      resolve: async (user, _args, context) => ({
        id: `userId:${user.id}-viewerId:${context.viewer?.user.id ?? 'anon'}`,
        userId: user.id,
        ...(await context.loaders.userEdge.load(user.id)),
      }),
    }),
    postsConnection: t.field({
      type: PostConnectionRef,
      args: {
        paging: t.arg({ type: PagingOptions, required: false }),
        seriesOnly: t.arg.boolean({ required: false }),
        /** The stories they clapped for instead of their own: what they recommend (as their has-recommended feed). */
        clappedFor: t.arg.boolean({ required: false }),
      },
      complexity: pagedComplexity,
      resolve: async (user, args, context) => {
        // a reader they blocked may not read their stories (the story page refuses them too), so is not shown the list
        if (!args.clappedFor && (await context.loaders.blocksViewer.load(user.id)))
          return { posts: [], pagingInfo: { next: null } };
        return publishedPostConnection(
          context,
          args.clappedFor ? { clappedBy: user.id } : { creatorId: user.id, seriesOnly: args.seriesOnly ?? false },
          args.paging,
        );
      },
    }),
    // The owner's own account fields: never another viewer's.
    email: t.string({ nullable: true, resolve: ownerOnly((user) => user.email) }),
    unverifiedEmail: t.string({ nullable: true, resolve: ownerOnly((user) => user.unverifiedEmail) }),
    dismissableFlags: t.stringList({ nullable: true, resolve: ownerOnly((user) => user.dismissableFlags) }),
    hasSeenStyleReminder: t.boolean({ nullable: true, resolve: ownerOnly((user) => user.hasSeenStyleReminder) }),
    hightowerTermsAcceptedAt: t.float({
      nullable: true,
      resolve: ownerOnly((user) => user.hightowerTermsAcceptedAt?.getTime() ?? null),
    }),
  }),
});
