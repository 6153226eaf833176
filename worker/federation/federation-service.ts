import type { FederationWorker } from './federation-worker.ts';

/** The fediverse's Worker, as the app's Worker calls it (wrangler.toml's FEDERATION service binding). */
export const federationService = (env: Pick<Env, 'FEDERATION'>): Service<FederationWorker> =>
  env.FEDERATION as unknown as Service<FederationWorker>;
