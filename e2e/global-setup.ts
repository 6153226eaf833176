import type { TestProject } from 'vitest/node';
import { startSite } from '../scripts/site.ts';
import { fakeStripe, STRIPE_TEST_KEY } from '../test/stripe-api.ts';
import { serveOnLoopback } from '../test/support/serve-on-loopback.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    e2eStripe: { origin: string; key: string; webhookSecret: string };
  }
}

const WEBHOOK_SECRET = 'whsec_e2e_quire';

/**
 * One site for the whole e2e run, started exactly as a newcomer's `npm start` would, but with
 * payments on: Stripe is the tests' stand-in on loopback (test/stripe-api.ts), so no journey
 * reaches Stripe, and the journeys deliver its signed events themselves.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stripe = await serveOnLoopback(fakeStripe());
  const site = await startSite({
    vars: {
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_API_ORIGIN: stripe.origin,
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
  project.provide('baseURL', site.baseURL);
  project.provide('e2eStripe', { origin: stripe.origin, key: STRIPE_TEST_KEY, webhookSecret: WEBHOOK_SECRET });
  return async () => {
    site.stop();
    await stripe.close();
  };
}
