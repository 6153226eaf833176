// The worker tests' Worker: the app's, with the fediverse's entrypoint beside it in the same
// runtime, where the tests' FEDERATION binding reaches it (vitest.config.ts). Deployed and under
// `npm start`, the fediverse's is a Worker of its own (wrangler.federation.toml).
export { default } from '../worker/index.ts';
export { FederationWorker } from '../worker/federation/federation-worker.ts';
