import { Delete, PUBLIC_COLLECTION, Reject, Follow } from '@fedify/fedify/vocab';
import type { Message } from '@fedify/fedify';
import type { Logger } from '../../shared/logger.ts';
import type { Database } from '../db/client.ts';
import { claimDelivery, releaseDelivery, removeAllFediverseFollowers } from './federation-writes.ts';
import { actorIdentifier } from './actor-identifier.ts';
import { federatePost } from './federate-post.ts';
import { federationFor } from './federation.ts';
import type { FederationData } from './federation-data.ts';
import type { FederationJob } from './federation-job.ts';

/**
 * Runs fediverse work from the jobs queue, in the fediverse's Worker (federation-worker.ts). A
 * delivery to one inbox is claimed by its activity, inbox and attempt before it is sent: the
 * queue may hand a message over twice, and the second sends nothing. Fedify's own retries are new
 * messages with the next attempt number, so they still go.
 */
export async function runFederationJob(db: Database, env: Env, job: FederationJob, logger: Logger): Promise<void> {
  const data: FederationData = { db, env, logger };
  if (job.kind === 'fedify') {
    const message = job.message as Message;
    const federation = federationFor(new URL(message.baseUrl).origin, env);
    if (message.type !== 'outbox') return federation.processQueuedTask(data, message);
    const key = `${message.activityId ?? message.id}\u0000${message.inbox}\u0000${message.attempt}`;
    if (!(await claimDelivery(db, key))) return;
    try {
      await federation.processQueuedTask(data, message);
    } catch (error) {
      await releaseDelivery(db, key);
      throw error;
    }
    return;
  }
  const federation = federationFor(job.origin, env);
  if (job.kind === 'federate_post') return federatePost(federation, data, job.origin, job.postId);
  const ctx = federation.createContext(new URL(job.origin), data);
  const identifier = actorIdentifier({ kind: 'USER', id: job.userId });
  const me = ctx.getActorUri(identifier);
  if (job.kind === 'fediverse_reject') {
    const follow = new Follow({ id: new URL(job.followId), actor: new URL(job.actorUri), object: me });
    await ctx.sendActivity(
      { identifier },
      { id: new URL(job.actorUri), inboxId: new URL(job.inbox) },
      new Reject({ id: new URL(`${me.href}#rejects/${crypto.randomUUID()}`), actor: me, object: follow }),
    );
    return;
  }
  // federation off: the followers hear the actor is gone, then are forgotten
  await ctx.sendActivity(
    { identifier },
    'followers',
    new Delete({ id: new URL(`${me.href}#delete-${Date.now()}`), actor: me, object: me, to: PUBLIC_COLLECTION }),
    { preferSharedInbox: true },
  );
  await removeAllFediverseFollowers(db, { kind: 'USER', id: job.userId });
}
