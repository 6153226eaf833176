import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedContent } from '../support/seed-content.ts';
import { askWithStripe, deliverStripeEvent, type Answer, visitWithStripe } from '../support/stripe-deployment.ts';
import { eq } from 'drizzle-orm';
import {
  authAttempts,
  charges,
  memberships,
  stripeCustomers,
  stripeEvents,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const ask = askWithStripe;

const page = visitWithStripe;

const HISTORY = `{ billingHistory { id amountCents refundedCents currency description cardBrand cardLast4 paidAt } }`;
const RECEIPT = `query ($id: ID!) { charge(id: $id) { id amountCents } }`;
const PORTAL = `mutation { openBillingPortal { __typename ... on PortalSession { url } ... on Failure { message } } }`;
const RESUME = `mutation { resumeMembership { __typename ... on Membership { cancelAt } ... on Failure { message } } }`;

const PAID_AT = Date.UTC(2026, 10, 20, 12) / 1000;

/** A checkout that names Rex's customer, then the charge Stripe made for it (Stripe may send them in either order). */
const checkoutNaming = (customer: string, userId: string) => ({
  id: `evt_checkout_${customer}`,
  type: 'checkout.session.completed',
  data: {
    object: {
      id: `cs_${customer}`,
      customer,
      client_reference_id: userId,
      payment_status: 'paid',
      mode: 'payment',
      metadata: {},
    },
  },
});
const charge = (id: string, customer: string, fields: Record<string, unknown> = {}, type = 'charge.succeeded') => ({
  id: `evt_${type}_${id}`,
  type,
  data: {
    object: {
      id,
      object: 'charge',
      customer,
      amount: 500,
      amount_refunded: 0,
      currency: 'usd',
      description: 'Subscription creation',
      paid: true,
      created: PAID_AT,
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
      ...fields,
    },
  },
});

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(charges),
    db.delete(stripeCustomers),
    db.delete(stripeEvents),
    db.delete(memberships),
    db.delete(authAttempts),
    db.update(users).set({ mediumMemberAt: null }),
  ]);
});

describe('billing history and receipts, from the payments Stripe reported', () => {
  it('lists a reader’s payments, whichever of the charge and its checkout arrives first, and shows a receipt to them alone', async () => {
    expect((await deliverStripeEvent(charge('ch_1', 'cus_rex'))).status).toBe(200);
    expect((await deliverStripeEvent(checkoutNaming('cus_rex', 'u-rex'))).status).toBe(200);
    await deliverStripeEvent(
      charge('ch_2', 'cus_rex', { amount: 5000, created: PAID_AT + 86_400, description: 'Membership gift: 1 year' }),
    );
    await deliverStripeEvent(charge('ch_ann', 'cus_ann'));
    await deliverStripeEvent(checkoutNaming('cus_ann', 'u-ann'));

    const history = (await ask('u-rex', HISTORY))['billingHistory'] as unknown as Answer[];
    expect(history.map((row) => [row['id'], row['amountCents'], row['description']])).toEqual([
      ['ch_2', 5000, 'Membership gift: 1 year'],
      ['ch_1', 500, 'Subscription creation'],
    ]);
    expect(history[1]).toMatchObject({ currency: 'USD', cardBrand: 'VISA', cardLast4: '4242', paidAt: PAID_AT * 1000 });
    expect((await ask('u-rex', RECEIPT, { id: 'ch_1' }))['charge']).toEqual({ id: 'ch_1', amountCents: 500 });
    // someone else's receipt is nobody's business, not even that it exists
    expect((await ask('u-rex', RECEIPT, { id: 'ch_ann' }))['charge']).toBeNull();
    expect((await ask(null, HISTORY))['billingHistory']).toEqual([]);

    const receipt = await page('u-rex', '/me/billing-history/receipt/ch_1');
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain('$5.00');
    expect(html).toContain('Visa ending in 4242');
    expect((await page('u-rex', '/me/billing-history/receipt/ch_ann')).status).toBe(404);
    const list = await (await page('u-rex', '/me/billing-history')).text();
    expect(list).toContain('$50.00');
    expect(list).toContain('/me/billing-history/receipt/ch_2');
  });

  it('keeps a refund, and a charge delivered again adds nothing', async () => {
    await deliverStripeEvent(checkoutNaming('cus_rex', 'u-rex'));
    await deliverStripeEvent(charge('ch_1', 'cus_rex'));
    await deliverStripeEvent(charge('ch_1', 'cus_rex', { amount_refunded: 500, refunded: true }, 'charge.refunded'));
    await deliverStripeEvent(charge('ch_1', 'cus_rex'));
    expect(
      ((await ask('u-rex', HISTORY))['billingHistory'] as unknown as Answer[]).map((row) => [
        row['id'],
        row['refundedCents'],
      ]),
    ).toEqual([['ch_1', 500]]);
  });

  it.each<[string, { secret?: string; signedAt?: number }]>([
    ['a bad signature', { secret: 'whsec_someone_else' }],
    ['an old timestamp', { signedAt: Math.floor(Date.now() / 1000) - 600 }],
  ])('a charge event with %s changes nothing', async (_case, signing) => {
    await deliverStripeEvent(checkoutNaming('cus_rex', 'u-rex'));
    expect((await deliverStripeEvent(charge('ch_forged', 'cus_rex'), signing)).status).toBe(400);
    expect((await ask('u-rex', HISTORY))['billingHistory']).toEqual([]);
  });

  it('a replayed event id changes nothing: a charge deleted since is not brought back by its old event', async () => {
    await deliverStripeEvent(checkoutNaming('cus_rex', 'u-rex'));
    await deliverStripeEvent(charge('ch_1', 'cus_rex'));
    await db.delete(charges).where(eq(charges.id, 'ch_1')).run();
    expect((await deliverStripeEvent(charge('ch_1', 'cus_rex'))).status).toBe(200);
    expect((await ask('u-rex', HISTORY))['billingHistory']).toEqual([]);
  });
});

describe('/me/settings/payment/update: Stripe’s customer portal', () => {
  it('opens the portal for the reader’s own customer, and returns them to their settings', async () => {
    await deliverStripeEvent(checkoutNaming('cus_rex', 'u-rex'));
    expect((await ask('u-rex', PORTAL))['openBillingPortal']).toEqual({
      __typename: 'PortalSession',
      url: 'https://billing.stripe.com/p/session/cus_rex',
    });
  });

  it.each<[string, string | null, string, string]>([
    ['a visitor', null, 'Unauthorized', 'Sign in to do that.'],
    ['a reader who never paid', 'u-ann', 'NotFound', 'You have no payment details with us yet.'],
  ])('refuses %s', async (_case, userId, typename, message) => {
    expect((await ask(userId, PORTAL))['openBillingPortal']).toEqual({ __typename: typename, message });
  });

  it('is a page with the button', async () => {
    const html = await (await page('u-rex', '/me/settings/payment/update')).text();
    expect(html).toContain('Update payment method');
  });
});

describe('resuming a cancelled membership before it ends', () => {
  const subscribe = async (cancelAt: number | null) => {
    await db.batch([
      db
        .update(users)
        .set({ mediumMemberAt: new Date(1) })
        .where(eq(users.id, 'u-rex')),
      db.insert(memberships).values({
        id: 'm-rex',
        userId: 'u-rex',
        plan: 'monthly',
        provider: 'STRIPE',
        providerRef: 'cs_rex',
        subscriptionRef: 'sub_rex',
        startedAt: new Date(1),
        cancelAt: cancelAt === null ? null : new Date(cancelAt),
      }),
    ]);
  };

  it('renews again: the end date is gone', async () => {
    await subscribe(Date.now() + 86_400_000);
    expect((await ask('u-rex', RESUME))['resumeMembership']).toEqual({ __typename: 'Membership', cancelAt: null });
    expect(await env.DB.prepare("select cancel_at as cancelAt from memberships where id = 'm-rex'").first()).toEqual({
      cancelAt: null,
    });
  });

  it.each<[string, number | null]>([
    ['a membership that was never cancelled', null],
    ['one whose end has passed', Date.now() - 1000],
  ])('refuses %s', async (_case, cancelAt) => {
    await subscribe(cancelAt);
    expect((await ask('u-rex', RESUME))['resumeMembership']).toEqual({
      __typename: 'BadRequest',
      message: 'You have no cancelled membership to resume.',
    });
  });
});
