import { createScheduledController, env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import worker from '../../worker/index.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { askWithStripe, deliverStripeEvent, STRIPE } from '../support/stripe-deployment.ts';
import { eq, sql } from 'drizzle-orm';
import {
  authAttempts,
  giftCodes,
  gifts,
  memberships,
  outbox as outboxTable,
  stripeEvents,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const ask = askWithStripe;

const BUY = `mutation ($planId: Int!, $term: GiftTerm!, $quantity: Int, $to: String, $message: String, $source: String) {
  startGiftCheckout(planId: $planId, term: $term, quantity: $quantity, recipientEmail: $to, message: $message, source: $source) {
    __typename ... on GiftCheckout { url giftId } ... on Failure { message }
  }
}`;
const REDEEM = `mutation ($code: String!) { redeemGiftCode(code: $code) { __typename ... on GiftRedemption { memberUntil } ... on Failure { message } } }`;
const GIFT = `query ($id: ID!) { gift(id: $id) { paid quantity months recipientEmail codes { code redeemed } } }`;

/** Stripe reports the gift's checkout paid. */
const pay = (giftId: string, session = `cs_${giftId}`): Promise<Response> =>
  deliverStripeEvent({
    id: `evt_${session}`,
    type: 'checkout.session.completed',
    data: { object: { id: session, mode: 'payment', payment_status: 'paid', metadata: { gift_id: giftId } } },
  });

const outbox = async (to: string) =>
  (
    await env.DB.prepare('select subject, text, code, links from outbox where recipient = ? order by id')
      .bind(to)
      .all<{ subject: string; text: string; code: string | null; links: string }>()
  ).results;

const member = async (userId: string) =>
  env.DB.prepare('select medium_member_at as since, has_past_memberships as past from users where id = ?')
    .bind(userId)
    .first<{ since: number | null; past: number }>();

/** Starts a gift's checkout as Ann: the gift's id, and the Checkout session the stand-in made (shared with other test files). */
async function startGift(variables: Record<string, unknown>): Promise<{ giftId: string; session: string }> {
  const answer = (await ask('u-ann', BUY, variables))['startGiftCheckout'];
  expect(answer?.__typename).toBe('GiftCheckout');
  return { giftId: String(answer?.['giftId']), session: String(answer?.['url']).split('/').pop() ?? '' };
}

const buy = async (variables: Record<string, unknown>): Promise<string> => (await startGift(variables)).giftId;

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(giftCodes),
    db.delete(gifts),
    db.delete(memberships),
    db.delete(stripeEvents),
    db.delete(outboxTable),
    db.delete(authAttempts),
    db
      .update(users)
      .set({ mediumMemberAt: null, hasPastMemberships: false, email: sql`${users.id} || '@example.com'` }),
  ]);
});

describe('giving a membership', () => {
  it('a gift is paid once through Stripe Checkout, mailed with its code, and redeemed once', async () => {
    const { giftId, session: sessionId } = await startGift({
      planId: 29,
      term: 'YEAR',
      to: 'Friend@Example.com',
      message: 'Happy reading!',
      source: 'gift_membership---gift-dialog',
    });
    // what Quire asked Stripe for: a one-time payment of the yearly price, naming the gift and the upsell it came from
    const sessions = await fetch(`${inject('stripeApiOrigin')}/v1/checkout/sessions/${sessionId}`, {
      headers: { Authorization: `Bearer ${inject('stripeTestKey')}` },
    });
    const session = (await sessions.json()) as Record<string, string>;
    expect([
      session['mode'],
      session['line_items[0][price_data][unit_amount]'],
      session['line_items[0][quantity]'],
      session['metadata[gift_id]'],
      session['metadata[upsell_source]'],
    ]).toEqual(['payment', '5000', '1', giftId, 'gift_membership---gift-dialog']);
    expect((await ask('u-ann', GIFT, { id: giftId }))['gift']).toMatchObject({ paid: false, codes: [] });

    expect((await pay(giftId)).status).toBe(200);
    expect((await pay(giftId)).status).toBe(200);
    const mails = await outbox('friend@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Ann Author gave you a year of Quire membership');
    expect(mails[0]?.text).toContain('“Happy reading!”');
    const code = mails[0]?.code ?? '';
    expect(JSON.parse(mails[0]?.links ?? '[]')).toEqual([`http://localhost/redeem?code=${encodeURIComponent(code)}`]);
    expect((await ask('u-ann', GIFT, { id: giftId }))['gift']).toEqual({
      paid: true,
      quantity: 1,
      months: 12,
      recipientEmail: 'friend@example.com',
      codes: [{ code, redeemed: false }],
    });
    // nobody else sees the gift
    expect((await ask('u-rex', GIFT, { id: giftId }))['gift']).toBeNull();

    expect(
      (
        await ask(null, `query ($code: String!) { giftOffer(code: $code) { months fromName redeemed } }`, {
          code: code.toLowerCase(),
        })
      )['giftOffer'],
    ).toEqual({ months: 12, fromName: 'Ann Author', redeemed: false });
    const redeemed = (await ask('u-rex', REDEEM, { code }))['redeemGiftCode'];
    expect(redeemed?.__typename).toBe('GiftRedemption');
    const until = new Date(Number(redeemed?.['memberUntil']));
    const inAYear = new Date();
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(Math.abs(until.getTime() - inAYear.getTime())).toBeLessThan(86_400_000 * 2);
    expect((await member('u-rex'))?.since).toBeGreaterThan(0);
    // a code redeems once, whoever tries again
    for (const who of ['u-rex', 'u-ed'])
      expect((await ask(who, REDEEM, { code }))['redeemGiftCode']).toEqual({
        __typename: 'BadRequest',
        message: 'This gift code has already been redeemed.',
      });
    expect((await member('u-ed'))?.since).toBeNull();
    expect((await ask('u-ann', GIFT, { id: giftId }))['gift']?.['codes']).toEqual([{ code, redeemed: true }]);
  });

  it('extends a membership that is ending, never shortens it; a renewing one is stopped first', async () => {
    const giftId = await buy({ planId: 29, term: 'MONTH', to: 'rex@example.com' });
    await pay(giftId);
    const code = (await outbox('rex@example.com'))[0]?.code ?? '';
    const ending = Date.UTC(2030, 0, 15);
    await db.batch([
      db.insert(memberships).values({
        id: 'm1',
        userId: 'u-rex',
        plan: 'monthly',
        provider: 'STRIPE',
        providerRef: 'cs_m1',
        subscriptionRef: 'sub_m1',
        startedAt: new Date(1),
        cancelAt: null,
      }),
      db
        .update(users)
        .set({ mediumMemberAt: new Date(1) })
        .where(eq(users.id, 'u-rex')),
    ]);
    expect((await ask('u-rex', REDEEM, { code }))['redeemGiftCode']).toEqual({
      __typename: 'BadRequest',
      message: 'Your membership renews by itself. Cancel its renewal first; the gift then starts when it ends.',
    });
    await db
      .update(memberships)
      .set({ cancelAt: new Date(ending) })
      .where(eq(memberships.id, 'm1'))
      .run();
    expect((await ask('u-rex', REDEEM, { code }))['redeemGiftCode']).toEqual({
      __typename: 'GiftRedemption',
      memberUntil: Date.UTC(2030, 1, 15),
    });
    // when the subscription ends, the gift carries the membership on
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1) })
      .where(eq(users.id, 'u-rex'))
      .run();
    await deliverStripeEvent({
      id: 'evt_sub_end',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_m1' } },
    });
    expect((await member('u-rex'))?.since).toBe(1);
    // the daily cron lapses the member once the gift's term is over, and not before
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.UTC(2030, 1, 14), cron: '17 3 * * *' }),
      env,
    );
    expect(await member('u-rex')).toEqual({ since: 1, past: 0 });
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.UTC(2030, 1, 16), cron: '17 3 * * *' }),
      env,
    );
    expect(await member('u-rex')).toEqual({ since: null, past: 1 });
  });

  it('a group gift makes its codes for the buyer, who finds them in a mail and on the gift’s page', async () => {
    const giftId = await buy({ planId: 31, term: 'MONTH', quantity: 3 });
    await pay(giftId);
    const gift = (await ask('u-ann', GIFT, { id: giftId }))['gift'] as { codes: { code: string; redeemed: boolean }[] };
    expect(gift.codes).toHaveLength(3);
    expect(new Set(gift.codes.map((each) => each.code)).size).toBe(3);
    const [mail] = await outbox('u-ann@example.com');
    expect(mail?.subject).toBe('Your 3 Quire memberships to give');
    for (const { code } of gift.codes) expect(mail?.text).toContain(code);
    // each code is a membership for one person
    expect((await ask('u-rex', REDEEM, { code: gift.codes[0]?.code }))['redeemGiftCode']?.__typename).toBe(
      'GiftRedemption',
    );
    expect((await ask('u-ed', REDEEM, { code: gift.codes[1]?.code }))['redeemGiftCode']?.__typename).toBe(
      'GiftRedemption',
    );
  });

  it('refuses what cannot be a gift, with a clear message, and starts no checkout', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'another plan',
        { planId: 30, term: 'YEAR', to: 'a@example.com' },
        'Choose a gift: one membership or a group’s.',
      ],
      ['a group of one', { planId: 31, term: 'YEAR', quantity: 1 }, 'A group gift is for 2 to 25 people.'],
      ['a group of 26', { planId: 31, term: 'YEAR', quantity: 26 }, 'A group gift is for 2 to 25 people.'],
      ['no address', { planId: 29, term: 'YEAR' }, 'Enter the e-mail address to send the gift to.'],
      [
        'a long note',
        { planId: 29, term: 'YEAR', to: 'a@example.com', message: 'x'.repeat(501) },
        'Keep the note to 500 characters.',
      ],
      [
        'an upsell source of another name',
        { planId: 29, term: 'YEAR', to: 'a@example.com', source: 'gift---x' },
        'Unstandardized upsell source',
      ],
    ];
    for (const [name, variables, message] of cases)
      expect([name, (await ask('u-ann', BUY, variables))['startGiftCheckout']]).toEqual([
        name,
        { __typename: 'BadRequest', message },
      ]);
    expect((await ask(null, BUY, { planId: 29, term: 'YEAR', to: 'a@example.com' }))['startGiftCheckout']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to give a membership.',
    });
    expect(await env.DB.prepare('select count(*) as n from gifts').first()).toEqual({ n: 0 });
  });

  it('a code that is not one, or whose gift is not paid, redeems nothing', async () => {
    const giftId = await buy({ planId: 29, term: 'YEAR', to: 'rex@example.com' });
    await db.insert(giftCodes).values({ code: 'AAAA-BBBB-CCCC', giftId }).run();
    for (const code of ['AAAA-BBBB-CCCC', 'ZZZZ-ZZZZ-ZZZZ', 'not a code']) {
      expect((await ask('u-rex', REDEEM, { code }))['redeemGiftCode']).toEqual({
        __typename: 'NotFound',
        message: 'We couldn’t find that gift code. Check it against your e-mail.',
      });
    }
    expect((await ask(null, REDEEM, { code: 'AAAA-BBBB-CCCC' }))['redeemGiftCode']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to redeem your gift.',
    });
    expect((await member('u-rex'))?.since).toBeNull();
  });

  it('has its pages: the gift forms, the gift’s page for its buyer only, and the redemption page that says what a code gives', async () => {
    const page = async (path: string, userId: string | null = null) => {
      const session = userId ? await signIn(userId) : { cookie: '' };
      const response = await createApp().request(
        `http://localhost${path}`,
        { headers: { Cookie: session.cookie } },
        { ...env, ...STRIPE },
      );
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await page('/gift-plans')).toContain('Give a Quire membership');
    expect(await page('/gift-plans?planId=31')).toContain('Give Quire to a group');
    expect(await page('/group-gift')).toContain('How many people (2 to 25)');
    const giftId = await buy({ planId: 31, term: 'YEAR', quantity: 2 });
    expect(await page(`/gift-checkout?gift=${giftId}`, 'u-ann')).toContain('Your payment is being confirmed.');
    await pay(giftId);
    const [first] = ((await ask('u-ann', GIFT, { id: giftId }))['gift'] as { codes: { code: string }[] }).codes;
    const mine = await page(`/gift-checkout?gift=${giftId}`, 'u-ann');
    expect(mine).toContain('Here are your 2 codes');
    expect(mine).toContain(first?.code);
    expect(await page(`/gift-checkout?gift=${giftId}`, 'u-rex')).not.toContain(first?.code);
    expect(await page(`/redeem?code=${first?.code}`)).toContain('Ann Author gave you a year of Quire membership');
    expect(await page('/redeem-gift')).toContain('Enter the code from your gift’s e-mail');
  });
});
