// The worker tests' Worker: the app's, with the fediverse's entrypoint beside it in the same
// runtime, where the tests' FEDERATION binding reaches it (vitest.config.ts). Deployed and under
// `npm start`, the fediverse's is a Worker of its own (wrangler.federation.toml).
import { WorkerEntrypoint } from 'cloudflare:workers';
import type { FederationJob } from '../worker/federation/federation-job.ts';
import type { FedifyDeclined, FederationWorker as Loaded } from '../worker/federation/federation-worker.ts';

export { default } from '../worker/index.ts';

/**
 * The fediverse's entrypoint, its module loaded at the first call, as its own Worker's isolate
 * would start: Fedify and its JSON-LD took each of the tests' runtimes 20 s to load, and most
 * runtimes never call it. It answers every method the fediverse's Worker has, or the typecheck fails.
 */
export class FederationWorker extends WorkerEntrypoint<Env> implements Omit<Loaded, keyof WorkerEntrypoint<Env>> {
  async #loaded() {
    const { FederationWorker: Fediverse } = await import('../worker/federation/federation-worker.ts');
    return new Fediverse(this.ctx, this.env);
  }

  async answer(request: Request, origin: string): Promise<Response | FedifyDeclined> {
    return (await this.#loaded()).answer(request, origin);
  }

  async runJob(job: FederationJob): Promise<void> {
    return (await this.#loaded()).runJob(job);
  }
}
