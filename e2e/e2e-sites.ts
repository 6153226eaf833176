/**
 * How many sites the journeys run on side by side, one per Vitest worker. One on this project's
 * two cores: Chromium takes most of the CPU, and two files at a time took as long as one after the
 * other (12¾ minutes against 12¼) while each journey ran twice as slowly. A machine with more cores
 * can raise it; each worker's files then drive a site of their own (e2e/support/site.ts).
 */
export const E2E_SITES = 1;
