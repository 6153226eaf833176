import { env } from 'cloudflare:test';
import { inject } from 'vitest';
import Stripe from 'stripe';
import { createApp } from '../../worker/app.ts';

const WEBHOOK_SECRET = 'whsec_test_quire';

/** A deployment with Stripe configured: the loopback stand-in's key and origin (test/stripe-api.ts), two prices and the webhook secret. */
export const STRIPE: Partial<Env> = {
  STRIPE_SECRET_KEY: inject('stripeTestKey'),
  STRIPE_PRICE_MONTHLY: 'price_monthly',
  STRIPE_PRICE_YEARLY: 'price_yearly',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_ORIGIN: inject('stripeApiOrigin'),
};

/** Posts an event to the webhook as Stripe does, signed by the Stripe library's test helper with `secret` at `signedAt` (seconds). */
export async function deliverStripeEvent(event: unknown, { secret = WEBHOOK_SECRET, signedAt = Math.floor(Date.now() / 1000) } = {}): Promise<Response> {
  const body = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret, timestamp: signedAt, cryptoProvider: Stripe.createSubtleCryptoProvider() });
  return createApp().request('http://localhost/_/payments/stripe', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body }, { ...env, ...STRIPE });
}
