import { createFederation } from '@fedify/fedify';
import { Article, Endpoints, Group, Image, Person, Tombstone } from '@fedify/fedify/vocab';
import { instant } from './instant.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { userUrl, collectionUrl } from '../../shared/routes/entity-urls.ts';
import { database } from '../db/client.ts';
import {
  countFediverseFollowers,
  findActorByHandle,
  findLocalActor,
  listFediverseFollowers,
  type LocalActor,
} from './federation-queries.ts';
import { forgetFediverseActors } from './federation-writes.ts';
import { actorIdentifier, parseActorIdentifier } from './actor-identifier.ts';
import { actorKeyPairs } from './actor-key-writes.ts';
import { federationKeySecret } from './federation-key-secret.ts';
import { announceOf, articleFor, articleId, createOf } from './articles.ts';
import { countArticlePosts, findArticlePost, recentArticlePosts, siteUsage } from './article-queries.ts';
import { D1KvStore } from './kv-store-writes.ts';
import { listenToInbox } from './inbox-listeners.ts';
import { JobsMessageQueue } from './jobs-message-queue.ts';
import { ACTOR_PATH, type FederationData, type QuireContext, type QuireFederation } from './federation-data.ts';

const OUTBOX_PAGE = 20;

/** The fixed part of an actor document: addresses, keys, the profile and its picture. */
async function actorDocument(ctx: QuireContext, identifier: string, actor: LocalActor, origin: string) {
  const keys = await ctx.getActorKeyPairs(identifier);
  const linkContext = { table: 'default' as const, authOrigin: origin };
  const profile =
    actor.kind === 'USER'
      ? userUrl({ id: actor.id, username: actor.handle }, linkContext)
      : collectionUrl({ id: actor.id, slug: actor.handle }, linkContext);
  return {
    id: ctx.getActorUri(identifier),
    preferredUsername: actor.handle,
    name: actor.name,
    summary: actor.summary || null,
    url: new URL(profile),
    icon: actor.imageId
      ? new Image({ url: new URL(origin + imageUrl(actor.imageId, { width: 400, height: 400, strategy: 'crop' })) })
      : null,
    image: actor.headerImageId
      ? new Image({
          url: new URL(origin + imageUrl(actor.headerImageId, { width: 1500, height: 500, strategy: 'crop' })),
        })
      : null,
    published: instant(actor.createdAt),
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
  };
}

function build(origin: string, env: Env): QuireFederation {
  const production = env.ENVIRONMENT === 'production';
  const federation = createFederation<FederationData>({
    // what Fedify keeps (cached documents, idempotence marks) is read and written on the primary
    kv: new D1KvStore(database(env.DB)),
    queue: new JobsMessageQueue(env.JOBS),
    manuallyStartQueue: true,
    origin,
    // development and tests federate with servers on loopback, over plain HTTP
    allowPrivateAddress: !production,
    userAgent: { software: `${env.PRODUCT_NAME}/0.1`, url: new URL(origin) },
  });

  federation
    .setActorDispatcher(ACTOR_PATH, async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      const actor = ref && (await findLocalActor(ctx.data.db, ref));
      if (!actor) return null;
      if (actor.off) return new Tombstone({ id: ctx.getActorUri(identifier) });
      const document = await actorDocument(ctx, identifier, actor, origin);
      return actor.kind === 'USER' ? new Person(document) : new Group(document);
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      const secret = federationKeySecret(ctx.data.env);
      if (!ref || !secret) return [];
      return actorKeyPairs(
        ctx.data.db,
        secret,
        identifier,
        async () => (await findLocalActor(ctx.data.db, ref)) !== null,
      );
    })
    .mapHandle(async (ctx, handle) => {
      const ref = await findActorByHandle(ctx.data.db, handle);
      return ref ? actorIdentifier(ref) : null;
    });

  federation
    .setFollowersDispatcher(`${ACTOR_PATH}/followers`, async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      if (!ref) return null;
      const rows = await listFediverseFollowers(ctx.data.db, ref);
      return {
        items: rows.map((row) => ({
          id: new URL(row.actorUri),
          inboxId: new URL(row.inbox),
          endpoints: row.sharedInbox ? { sharedInbox: new URL(row.sharedInbox) } : null,
        })),
      };
    })
    .setCounter(async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      return ref ? countFediverseFollowers(ctx.data.db, ref) : null;
    });

  federation
    .setOutboxDispatcher(`${ACTOR_PATH}/outbox`, async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      if (!ref) return null;
      // a writer's outbox lists their Creates, a publication's its Announces, as they were sent
      const rows = await recentArticlePosts(ctx.data.db, ref, OUTBOX_PAGE);
      const items = rows.map((row) => {
        const article = articleFor(ctx, row, origin, env.PRODUCT_NAME);
        return ref.kind === 'USER'
          ? createOf(ctx, article, row.creator.id)
          : announceOf(ctx, articleId(origin, row.post.id), ref.id);
      });
      return { items };
    })
    .setCounter(async (ctx, identifier) => {
      const ref = parseActorIdentifier(identifier);
      return ref ? countArticlePosts(ctx.data.db, ref) : null;
    });

  federation.setObjectDispatcher(Article, '/p/{postId}', async (ctx, values) => {
    const row = await findArticlePost(ctx.data.db, values.postId);
    return row ? articleFor(ctx, row, origin, env.PRODUCT_NAME) : null;
  });

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async (ctx) => ({
    software: { name: 'quire', version: '0.1.0', homepage: new URL(origin) },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: ['rss2.0'] },
    openRegistrations: true,
    usage: await siteUsage(ctx.data.db),
  }));

  listenToInbox(federation);

  // an inbox that answers 404 or 410 belongs to accounts that are gone: stop sending to them
  federation.setOutboxPermanentFailureHandler(async (ctx, failure) => {
    await forgetFediverseActors(
      ctx.data.db,
      failure.actorIds.map((id) => id.href),
    );
  });
  return federation;
}

const built = new WeakMap<Env, Map<string, QuireFederation>>();

/** The federation for a site origin and its bindings, made once per isolate. */
export function federationFor(origin: string, env: Env): QuireFederation {
  const byOrigin = built.get(env) ?? new Map<string, QuireFederation>();
  built.set(env, byOrigin);
  let federation = byOrigin.get(origin);
  if (!federation) {
    federation = build(origin, env);
    byOrigin.set(origin, federation);
  }
  return federation;
}
