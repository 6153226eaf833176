import { inject } from 'vitest';

/**
 * The address of the site this file drives: each Vitest worker has a site of its own
 * (e2e/global-setup.ts), and Vitest numbers its workers from 1 in VITEST_POOL_ID.
 */
function ownSite(): string {
  const site = inject('sites')[Number(process.env.VITEST_POOL_ID) - 1];
  if (!site)
    throw new Error(
      `No site for Vitest worker ${String(process.env.VITEST_POOL_ID)}: e2e/vitest.config.ts runs more workers than e2e/global-setup.ts starts sites`,
    );
  return site;
}

export const baseURL = ownSite();
