import { safeUrl } from '../../shared/content/safe-url.ts';
import { listFediverseBlocks, listFediverseFollowers } from './federation-queries.ts';
import { removeFediverseFollower, setFederationOff, setFediverseBlock } from './federation-writes.ts';
import { builder } from '../graphql/builder.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { showsExternalServices } from '../graphql/types/shows-external-services.ts';
import { PostRef, UserRef } from '../graphql/types/refs.ts';
import type { FediverseReplyRow } from '../db/schema/index.ts';
import { failure } from '../graphql/types/failure.ts';

type FollowerRow = Awaited<ReturnType<typeof listFediverseFollowers>>[number];
type BlockRow = Awaited<ReturnType<typeof listFediverseBlocks>>[number];

const FediverseReply = builder.objectRef<FediverseReplyRow>('FediverseReply').implement({
  description: 'A reply to a story from a fediverse account, shown with its responses.',
  fields: (t) => ({
    id: t.exposeID('id'),
    handle: t.exposeString('handle'),
    name: t.exposeString('name'),
    /** The account's profile, on its own server. */
    actorUrl: t.exposeString('actorUrl', { nullable: true }),
    /** The reply on its own server. */
    url: t.exposeString('url', { nullable: true }),
    paragraphs: t.exposeStringList('paragraphs'),
    publishedAt: t.float({ resolve: (reply) => reply.publishedAt.getTime() }),
  }),
});

const FediverseFollower = builder.objectRef<FollowerRow>('FediverseFollower').implement({
  fields: (t) => ({
    id: t.exposeID('actorUri'),
    actorUri: t.exposeString('actorUri'),
    handle: t.exposeString('handle'),
    name: t.exposeString('name'),
    url: t.exposeString('url', { nullable: true }),
    followedAt: t.float({ resolve: (row) => row.createdAt.getTime() }),
  }),
});

const FediverseBlockKind = builder.enumType('FediverseBlockKind', { values: ['BLOCK', 'MUTE'] as const });

const FediverseBlock = builder.objectRef<BlockRow>('FediverseBlock').implement({
  description: 'A fediverse account (its address) or a whole server (its host) the writer blocks or mutes.',
  fields: (t) => ({
    id: t.exposeID('target'),
    target: t.exposeString('target'),
    kind: t.field({ type: FediverseBlockKind, resolve: (row) => row.kind }),
  }),
});

/** How many followers and blocks the settings list. */
const LIST_LIMIT = 200;

builder.objectFields(PostRef, (t) => ({
  fediverseReplies: t.field({
    type: [FediverseReply],
    complexity: { field: 2, multiplier: 10 },
    resolve: (post, _args, context) => context.loaders.fediverseRepliesByPostId.load(post.id),
  }),
}));

builder.queryFields((t) => ({
  /** Whether this deployment federates at all (production needs FEDERATION_KEY_SECRET). */
  federates: t.boolean({ resolve: (_root, _args, context) => context.federationOn }),
}));

builder.objectFields(UserRef, (t) => ({
  /** The writer's own setting: whether their profile may be followed from the fediverse. */
  federationEnabled: t.boolean({ resolve: (user) => !user.federationOff }),
  /**
   * `@username@host`, how the fediverse follows the writer (the site's host, as WebFinger answers
   * it); null when federation is off or the writer hides it from the viewer.
   */
  fediverseHandle: t.string({
    nullable: true,
    resolve: (user, _args, context) =>
      user.federationOff || !context.federationOn || !showsExternalServices(user, context)
        ? null
        : `@${user.username}@${new URL(context.linkContext.authOrigin).host}`,
  }),
  /** The writer's fediverse followers (/me/settings/fediverse); empty for anyone else. */
  fediverseFollowers: t.field({
    type: [FediverseFollower],
    complexity: { field: 5, multiplier: 20 },
    resolve: (user, _args, context) =>
      context.viewer?.user.id === user.id
        ? listFediverseFollowers(context.db, { kind: 'USER', id: user.id }, LIST_LIMIT)
        : [],
  }),
  fediverseBlocks: t.field({
    type: [FediverseBlock],
    complexity: { field: 5, multiplier: 20 },
    resolve: (user, _args, context) =>
      context.viewer?.user.id === user.id ? listFediverseBlocks(context.db, user.id, LIST_LIMIT) : [],
  }),
}));

const FederationResult = resultUnion('FederationResult', UserRef, ['Unauthorized', 'BadRequest', 'NotFound']);

const SIGN_IN = 'Sign in to change your fediverse settings.';

/** An account's address (https://server/users/name) or a server's name (server.example). */
function blockTarget(value: string): string | null {
  const text = value.trim();
  const address = /^https?:/i.test(text) ? safeUrl(text) : null;
  if (address) return new URL(address).href;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text) ? text.toLowerCase() : null;
}

builder.mutationFields((t) => ({
  /**
   * Turns federation on or off for the viewer (/me/settings/fediverse). Off, their actor answers
   * 410 Gone, their followers are told with a Delete and forgotten; on again, they can be followed anew.
   */
  setFederation: t.field({
    type: FederationResult,
    args: { enabled: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', SIGN_IN);
      await setFederationOff(context.db, viewer.id, !args.enabled);
      if (!args.enabled && !viewer.federationOff)
        await context.queueFederation({ kind: 'federation_off', userId: viewer.id });
      await purgeEntityPages(context, [{ userId: viewer.id }]);
      context.loaders.userById.clear(viewer.id);
      return (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', SIGN_IN);
    },
  }),
  /** Removes one of the viewer's fediverse followers; its server is told with a Reject of the Follow. */
  removeFediverseFollower: t.field({
    type: FederationResult,
    args: { actorUri: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', SIGN_IN);
      const removed = await removeFediverseFollower(context.db, { kind: 'USER', id: viewer.id }, args.actorUri);
      if (!removed) return failure('NotFound', 'That account does not follow you.');
      await context.queueFederation({
        kind: 'fediverse_reject',
        userId: viewer.id,
        actorUri: removed.actorUri,
        inbox: removed.inbox,
        followId: removed.followId,
      });
      await purgeEntityPages(context, [{ userId: viewer.id }]);
      context.loaders.userById.clear(viewer.id);
      return (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', SIGN_IN);
    },
  }),
  /**
   * Blocks or mutes a fediverse account or a whole server for the viewer, or lifts it (kind
   * null). A blocked account's follow is refused and it stops following; a muted one's replies
   * are dropped.
   */
  setFediverseBlock: t.field({
    type: FederationResult,
    args: { target: t.arg.string(), kind: t.arg({ type: FediverseBlockKind, required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', SIGN_IN);
      const target = blockTarget(args.target);
      if (!target)
        return failure('BadRequest', 'Enter an account’s address (https://…) or a server’s name (example.social).');
      const kind = args.kind ?? null;
      await setFediverseBlock(context.db, viewer.id, target, kind);
      if (kind === 'BLOCK') {
        const followers = await listFediverseFollowers(context.db, { kind: 'USER', id: viewer.id });
        for (const follower of followers.filter(
          (row) => row.actorUri === target || new URL(row.actorUri).hostname === target,
        )) {
          await removeFediverseFollower(context.db, { kind: 'USER', id: viewer.id }, follower.actorUri);
          await context.queueFederation({
            kind: 'fediverse_reject',
            userId: viewer.id,
            actorUri: follower.actorUri,
            inbox: follower.inbox,
            followId: follower.followId,
          });
        }
      }
      return viewer;
    },
  }),
}));
