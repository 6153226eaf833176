import type { Logger } from '../../shared/logger.ts';
import type { Database } from '../db/client.ts';
import type { FederationJob as FedifyJob } from './jobs-message-queue.ts';
import { federationKeySecret } from './federation-key-secret.ts';
import { storyReachesFediverse } from './federation-queries.ts';

/** Work a request asks of the fediverse; the queue's consumer does it (worker/federation/run-federation-job.ts). */
export type FederationWork =
  /** A story changed: bring what the fediverse has of it in line (Create, Update, Delete or nothing). */
  | { readonly kind: 'federate_post'; readonly postId: string }
  /** A writer turned federation off: their followers are told the actor is gone. */
  | { readonly kind: 'federation_off'; readonly userId: string }
  /** A writer removed a fediverse follower: its server is told with a Reject of the Follow. */
  | {
      readonly kind: 'fediverse_reject';
      readonly userId: string;
      readonly actorUri: string;
      readonly inbox: string;
      readonly followId: string;
    };

/** Everything federation puts on the jobs queue: requests' work (with the site's origin) and Fedify's own tasks. */
export type FederationJob = FedifyJob | (FederationWork & { readonly origin: string });

export type QueueFederation = (work: FederationWork) => Promise<void>;

/**
 * Queues federation work from a request, when federation is on (production needs
 * FEDERATION_KEY_SECRET, docs/federation.md). A failure to queue is logged, never the request's.
 */
export function createFederationQueue(
  env: Pick<Env, 'JOBS' | 'FEDERATION_KEY_SECRET' | 'ENVIRONMENT'>,
  origin: string,
  logger: Logger,
): QueueFederation {
  return async (work) => {
    if (!federationKeySecret(env)) return;
    try {
      await env.JOBS.send({ ...work, origin });
    } catch (error) {
      logger.error('Federation work could not be queued', { kind: work.kind, error: String(error) });
    }
  };
}

/**
 * Whether a job has anything to send, asked before the fediverse's Worker is called: a story
 * whose writer and publication have no fediverse followers, and that was never sent, needs
 * nothing (a follower who comes later reads the outbox).
 */
export async function federationJobNeeded(
  db: Database,
  env: Pick<Env, 'FEDERATION_KEY_SECRET' | 'ENVIRONMENT'>,
  job: FederationJob,
): Promise<boolean> {
  if (!federationKeySecret(env)) return false;
  if (job.kind !== 'federate_post') return true;
  return storyReachesFediverse(db, job.postId);
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Queues work for the fediverse: a changed story, a follower removed, federation turned off (worker/federation/). */
    readonly queueFederation: QueueFederation;
  }
}
