/**
 * How many sites the journeys run on side by side, one per Vitest worker. A journey waits on page
 * loads, the queue and polls: one at a time left this project's two cores about a third idle, and
 * two at a time, each on a site of its own (e2e/support/site.ts), finish about a fifth sooner; three
 * left nothing idle and were slower. A machine with more cores can raise it.
 */
export const E2E_SITES = 2;
