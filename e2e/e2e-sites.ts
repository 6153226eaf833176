/**
 * How many sites the journeys run on side by side, one per Vitest worker. A journey mostly waits
 * (on a page load, the queue, a poll): one at a time left this project's two cores about half idle,
 * and two at a time, each on a site of its own (e2e/support/site.ts), finish about a fifth sooner.
 * A machine with more cores can raise it.
 */
export const E2E_SITES = 2;
