/**
 * Pages to drop from the edge cache, asked by a Worker that does not own it: the fediverse's
 * (worker/federation/federation-worker.ts), when a reply arrives or goes. The app's consumer purges.
 */
export interface EdgePurgeJob {
  readonly kind: 'edge_purge';
  readonly tags: readonly string[];
}
