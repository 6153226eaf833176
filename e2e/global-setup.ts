import type { TestProject } from 'vitest/node';
import { startSite } from '../scripts/site.ts';
import { fakeStripe, STRIPE_TEST_KEY } from '../test/stripe-api.ts';
import { serveOnLoopback } from '../test/support/serve-on-loopback.ts';
import { E2E_SITES } from './e2e-sites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sites' addresses, one for each Vitest worker (e2e/support/site.ts). */
    sites: string[];
    e2eStripe: { origin: string; key: string; webhookSecret: string };
  }
}

const WEBHOOK_SECRET = 'whsec_e2e_quire';

/**
 * One site for each Vitest worker (E2E_SITES), each started exactly as a newcomer's `npm start`
 * would, with its own database and port, so the files one worker runs never meet another's
 * accounts, rate limits or queued mail. Payments are on: Stripe is the tests' stand-in on loopback
 * (test/stripe-api.ts), so no journey reaches Stripe, and the journeys deliver its signed events
 * themselves. The worker is bundled as `wrangler deploy` bundles it (React's production build, no
 * local trace collector), so the journeys drive what readers get, with the server's share of each
 * page about a third lighter; the client is the production build either way.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stripe = await serveOnLoopback(fakeStripe());
  const vars = {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_API_ORIGIN: stripe.origin,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  const sites = await Promise.all(Array.from({ length: E2E_SITES }, () => startSite({ vars, production: true })));
  project.provide(
    'sites',
    sites.map((site) => site.baseURL),
  );
  project.provide('e2eStripe', { origin: stripe.origin, key: STRIPE_TEST_KEY, webhookSecret: WEBHOOK_SECRET });
  return async () => {
    for (const site of sites) site.stop();
    await stripe.close();
  };
}
