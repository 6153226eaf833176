import { database } from '../db/client.ts';
import { endMembership, startMembership } from '../db/membership-writes.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { membershipChange } from '../payments/membership-change.ts';
import { verifyStripeSignature } from '../payments/stripe-signature.ts';
import type { RouteHandler } from './route-handler.ts';
import { jsonBody, NOT_JSON } from './json-body.ts';

/** Stripe's events are small; anything larger is not one of them. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /_/payments/stripe: Stripe tells us of payments. Its signature stands in for the
 * anti-forgery value (Stripe has no session). A paid checkout makes its reader a member and tells
 * the writer whose page they paid from; an ended subscription makes a lapsed member. Stripe
 * retries anything but a 2xx, so an event we do not act on is still answered 200.
 */
export const stripeWebhook: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return c.json({ message: 'Method not allowed: use POST' }, 405);
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return c.json({ message: 'Payments are not configured' }, 404);
  const body = await c.req.text();
  if (body.length > MAX_BODY_BYTES) return c.json({ message: 'The request is too large' }, 413);
  if (!(await verifyStripeSignature(secret, c.req.header('Stripe-Signature') ?? null, body, Math.floor(Date.now() / 1000)))) {
    return c.json({ message: 'Invalid signature' }, 400);
  }
  const event = jsonBody(body);
  if (event === undefined) return c.json({ message: NOT_JSON }, 400);
  const change = membershipChange(event);
  const db = database(c.get('d1'));
  if (change?.kind === 'start' && (await startMembership(db, change, new Date())) && change.referrerId) {
    const notify = createNotifier(c.env.JOBS, c.get('logger'), () => new Date());
    await notify({ kind: 'membership_referred', actorId: change.userId, referrerId: change.referrerId });
  }
  if (change?.kind === 'end') await endMembership(db, change.subscriptionRef);
  return c.json({ received: true });
};
