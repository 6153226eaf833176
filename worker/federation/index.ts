// The federation feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export type { FederationJob } from './federation-job.ts';
