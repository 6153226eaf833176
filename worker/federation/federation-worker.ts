import { WorkerEntrypoint } from 'cloudflare:workers';
import { database } from '../db/client.ts';
import { workLog } from '../logging/request-log.ts';
import { federationFor } from './federation.ts';
import type { FederationJob } from './federation-job.ts';
import { runFederationJob } from './run-federation-job.ts';

/** Fedify had no answer of its own: the address is not one of its, or the request asked for a page. */
export type FedifyDeclined = 'not-found' | 'not-acceptable';

/**
 * The fediverse's own Worker (wrangler.federation.toml): Fedify, its vocabulary and JSON-LD
 * weigh more than the rest of Quire together, so they live here rather than in the script every
 * page's isolate starts on. The app's Worker calls it through the FEDERATION service binding,
 * for a fediverse request (`answer`) and for the queue's federation work (`runJob`), and stays
 * the only one that consumes the queue and touches the edge cache (docs/federation.md).
 */
export class FederationWorker extends WorkerEntrypoint<Env> {
  /** Fedify's answer to a request for the site at `origin`, or why it has none (the app answers then). */
  async answer(request: Request, origin: string): Promise<Response | FedifyDeclined> {
    const { logger } = workLog(this.env, 'request', null, (promise) => this.ctx.waitUntil(promise));
    let declined: FedifyDeclined | null = null;
    const response = await federationFor(origin, this.env).fetch(request, {
      contextData: { db: database(this.env.DB), env: this.env, logger },
      onNotFound: () => {
        declined = 'not-found';
        return new Response(null, { status: 404 });
      },
      onNotAcceptable: () => {
        declined = 'not-acceptable';
        return new Response(null, { status: 406 });
      },
    });
    // what Fedify left of the body (a POST to an address it declined) is let go of, or the caller's
    // stream into this call stays open and the call with it
    if (request.body && !request.bodyUsed && !request.body.locked) await request.body.cancel();
    if (declined) return declined;
    // a document of a few kilobytes: read here, so the answer holds no stream of this Worker's
    // open (one its caller never reads, a 410's, say, kept this request from ending)
    return new Response(response.body ? await response.arrayBuffer() : null, response);
  }

  /** Runs one job of federation work; a failure throws, and the app's consumer retries the message. */
  async runJob(job: FederationJob): Promise<void> {
    const { logger } = workLog(this.env, 'queue', null, (promise) => this.ctx.waitUntil(promise));
    await runFederationJob(database(this.env.DB), this.env, job, logger);
  }
}

export default FederationWorker;
