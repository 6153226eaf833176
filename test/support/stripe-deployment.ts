import { env } from 'cloudflare:test';
import { expect, inject } from 'vitest';
import Stripe from 'stripe';
import { createApp } from '../../worker/app/app.ts';
import { signIn } from './seed-content.ts';

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
export async function deliverStripeEvent(
  event: unknown,
  { secret = WEBHOOK_SECRET, signedAt = Math.floor(Date.now() / 1000) } = {},
): Promise<Response> {
  const body = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    timestamp: signedAt,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return createApp().request(
    'http://localhost/_/payments/stripe',
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body },
    { ...env, ...STRIPE },
  );
}

/** A GraphQL answer's field: a typed result, or a failure with its message. */
export type Answer = Record<string, unknown> & { __typename?: string; message?: string };

/** Asks GraphQL as `userId` (a visitor when null) on a deployment with Stripe (or `deployment`); fails the test on any GraphQL error. */
export async function askWithStripe(
  userId: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  deployment: Partial<Env> = STRIPE,
): Promise<Record<string, Answer | null>> {
  const session = userId ? await signIn(userId) : { cookie: '', xsrf: '' };
  const response = await createApp().request(
    'http://localhost/_/graphql',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      body: JSON.stringify({ query, variables }),
    },
    { ...env, ...deployment },
  );
  const body = (await response.json()) as { data: Record<string, Answer | null>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Opens a page as `userId` on a deployment with Stripe. */
export async function visitWithStripe(userId: string, path: string): Promise<Response> {
  const session = await signIn(userId);
  return createApp().request(`http://localhost${path}`, { headers: { Cookie: session.cookie } }, { ...env, ...STRIPE });
}
