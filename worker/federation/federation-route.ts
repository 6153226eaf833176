import type { Context } from 'hono';
import { link, type RouteMatch } from '../../shared/routes/index.ts';
import type { AppEnv } from '../context.ts';
import { ACTIVITY_STREAMS } from '../cache/request-eligibility.ts';
import { database, type Database } from '../db/client.ts';
import { findActorByHandle } from './federation-queries.ts';
import { actorIdentifier } from './actor-identifier.ts';
import { federationKeySecret } from './federation-key-secret.ts';
import { federationService } from './federation-service.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { boundedBody, MAX_JSON_DEPTH, withBody } from '../routes/bounded-body.ts';
import { publicationBySlug } from '../publications/index.ts';

/** An activity a server sends an inbox: a reply or a like is a few kilobytes; the jobs queue takes 128 KB a message with its envelope. */
const MAX_ACTIVITY_BYTES = 64 * 1024;

/**
 * Hands a request to Fedify, in the fediverse's own Worker (worker/federation/federation-worker.ts):
 * the app's script, which every page's isolate starts on, does not carry it.
 */
async function answerWithFedify(
  c: Context<AppEnv>,
  request: Request,
  {
    onNotAcceptable,
    onNotFound,
  }: { onNotAcceptable: () => Response | Promise<Response>; onNotFound: () => Response | Promise<Response> },
): Promise<Response> {
  const answered = await federationService(c.env).answer(request, c.get('authOrigin'));
  if (answered === 'not-found') return onNotFound();
  if (answered === 'not-acceptable') return onNotAcceptable();
  const answer = new Response(answered.body, answered);
  // the same address answers a page or an activity by Accept; Fedify says so itself on some answers
  const varies = (answer.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  if (!varies.includes('accept')) answer.headers.append('Vary', 'Accept');
  return answer;
}

/**
 * WebFinger, NodeInfo, actors, their inboxes, outboxes and followers: Fedify answers
 * them all. Inboxes take no anti-forgery value: they are called server to server, never with a
 * cookie, and Fedify checks every activity's HTTP signature instead. Production without
 * FEDERATION_KEY_SECRET does not federate, and these routes do not exist.
 */
export const federation: RouteHandler = async (c) => {
  if (!federationKeySecret(c.env)) return c.get('app').notFound();
  let request = c.req.raw;
  if (c.req.method === 'POST') {
    // before Fedify: its JSON-LD processing recurses per level, and the jobs queue takes 128 KB a message
    const read = await boundedBody(request, { maxBytes: MAX_ACTIVITY_BYTES, maxDepth: MAX_JSON_DEPTH });
    if ('refused' in read) return c.json({ error: read.refused.message }, read.refused.status);
    request = withBody(request, read.text);
  }
  // these are asked by servers, not read by people: what is not here is said in JSON, as WebFinger's clients expect
  return answerWithFedify(c, request, {
    onNotAcceptable: () => c.text('Not Acceptable', 406, { Vary: 'Accept' }),
    onNotFound: () => c.json({ error: 'Not found' }, 404),
  });
};

/** The ActivityPub address of what a page shows: a writer's or a publication's actor, or a story's Article. */
async function activityAddress(db: Database, match: RouteMatch): Promise<string | null> {
  const { route, params } = match;
  if (route.page === 'post' && params['postId']) return link('ShowPost', { postId: params['postId'] });
  if (route.name === 'ShowUser' && params['username']) {
    const ref = await findActorByHandle(db, params['username']);
    return ref?.kind === 'USER' ? link('FederationActor', { identifier: actorIdentifier(ref) }) : null;
  }
  if (route.name === 'ShowCollectionHome' && params['collectionSlug']) {
    const collection = await publicationBySlug(db, params['collectionSlug']);
    return collection
      ? link('FederationActor', { identifier: actorIdentifier({ kind: 'PUBLICATION', id: collection.id }) })
      : null;
  }
  return null;
}

/**
 * Content negotiation on pages: a fediverse server that asks a profile's, a publication's or a
 * story's address for ActivityStreams gets its actor or its Article (wherever the page is
 * served: a writer's subdomain or custom domain too); null lets the page render.
 */
export async function negotiatedActivity(c: Context<AppEnv>, match: RouteMatch): Promise<Response | null> {
  if (
    (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
    !ACTIVITY_STREAMS.test(c.req.header('Accept') ?? '') ||
    !federationKeySecret(c.env)
  )
    return null;
  const address = await activityAddress(database(c.get('d1')), match);
  if (!address) return null;
  const request = new Request(c.get('authOrigin') + address, { headers: c.req.raw.headers });
  return answerWithFedify(c, request, {
    onNotAcceptable: () => c.get('app').notFound(),
    onNotFound: () => c.get('app').notFound(),
  });
}
