import { database } from '../db/client.ts';
import { endMembership, startMembership } from './membership-writes.ts';
import { membershipChange } from './membership-change.ts';
import { verifiedStripeEvent } from './stripe-client.ts';
import { markGiftPaid } from './gift-writes.ts';
import { createMailer } from '../mail/mailer.ts';
import { sendGiftMail } from './gift-mail.ts';
import { billingEvent } from './billing-event.ts';
import { recordCharge, rememberCustomer, rememberStripeEvent, stripeEventSeen } from './billing-writes.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { boundedBody, MAX_JSON_DEPTH } from '../routes/bounded-body.ts';
import { createNotifier } from '../notifications/index.ts';
import { updatePayoutAccount } from '../partner/index.ts';

/** Stripe's events are small; anything larger is not one of them. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * POST /_/payments/stripe: Stripe tells us of payments. Its signature, checked by the Stripe
 * library, stands in for the anti-forgery value (Stripe has no session); a stale one may be a
 * replay. A paid checkout makes its reader a member and tells the writer whose page they paid
 * from; an ended subscription makes a lapsed member; payments are kept for billing history, and
 * a writer's payout account's status for the Partner Program. An event is acted on once: its id is kept
 * after it was handled (a failure is retried by Stripe, whose retries find it handled).
 * Stripe retries anything but a 2xx, so an event we do not act on is still answered 200.
 */
export const stripeWebhook: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return c.json({ message: 'Method not allowed: use POST' }, 405);
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return c.json({ message: 'Payments are not configured' }, 404);
  const read = await boundedBody(c.req.raw, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read) return c.json({ message: read.refused.message }, read.refused.status);
  const event = await verifiedStripeEvent(secret, c.req.header('Stripe-Signature') ?? null, read.text);
  if (!event) return c.json({ message: 'Invalid signature' }, 400);
  const db = database(c.get('d1'));
  if (await stripeEventSeen(db, event.id)) return c.json({ received: true });
  const change = membershipChange(event);
  if (change?.kind === 'start' && (await startMembership(db, change, new Date())) && change.referrerId) {
    const notify = createNotifier(c.env.JOBS, c.get('logger'), () => new Date(), c.get('authOrigin'));
    await notify({ kind: 'membership_referred', actorId: change.userId, referrerId: change.referrerId });
  }
  if (change?.kind === 'end') await endMembership(db, change.subscriptionRef, new Date());
  if (change?.kind === 'gift-paid') {
    const paid = await markGiftPaid(db, change, new Date());
    if (paid)
      await sendGiftMail(
        createMailer(c.env, db, () => new Date()),
        paid,
        { productName: c.env.PRODUCT_NAME, origin: c.get('authOrigin') },
      );
  }
  const billing = billingEvent(event);
  if (billing?.kind === 'customer') await rememberCustomer(db, billing.customerId, billing.userId);
  if (billing?.kind === 'charge') await recordCharge(db, billing);
  if (billing?.kind === 'payout-account') await updatePayoutAccount(db, billing.accountId, billing.state, new Date());
  await rememberStripeEvent(db, event.id, event.type, new Date());
  return c.json({ received: true });
};
