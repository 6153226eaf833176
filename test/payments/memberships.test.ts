import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { askWithStripe, deliverStripeEvent, STRIPE } from '../support/stripe-deployment.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, memberships, notifications, stripeEvents, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

type Answer = Record<string, unknown>;

const ask = askWithStripe;

const CHECKOUT = `mutation ($plan: MembershipPlan!, $referrer: String, $source: String) { startMembershipCheckout(plan: $plan, referrerUsername: $referrer, source: $source) {
  __typename ... on MembershipCheckout { url } ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message } ... on TooManyRequests { message }
} }`;

const paid = (session: string, userId: string, referrerId: string | null) => ({
  id: `evt_${session}`,
  type: 'checkout.session.completed',
  data: {
    object: {
      id: session,
      client_reference_id: userId,
      payment_status: 'paid',
      subscription: `sub_${session}`,
      metadata: { plan: 'monthly', ...(referrerId ? { referrer_id: referrerId } : {}) },
    },
  },
});

const member = async (userId: string) =>
  env.DB.prepare('select medium_member_at as since, has_past_memberships as past from users where id = ?')
    .bind(userId)
    .first<{ since: number | null; past: number }>();

const notificationsOf = async (userId: string) =>
  (
    await env.DB.prepare('select notification_type as type, actor_id as actor from notifications where user_id = ?')
      .bind(userId)
      .all()
  ).results;

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(authAttempts),
    db.delete(memberships),
    db.delete(stripeEvents),
    db.delete(notifications),
    db.update(users).set({ mediumMemberAt: null, hasPastMemberships: false }),
  ]);
});

describe('becoming a member through Stripe Checkout', () => {
  it('starts a checkout for the chosen plan, carrying the reader, the writer whose page they came from and the upsell they clicked', async () => {
    const answer = (
      await ask('u-rex', CHECKOUT, { plan: 'yearly', referrer: 'ann', source: 'upgrade_membership---paywall' })
    )['startMembershipCheckout'] as { __typename: string; url: string };
    expect(answer.__typename).toBe('MembershipCheckout');
    expect(answer.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const session = (await (
      await fetch(`${inject('stripeApiOrigin')}/v1/checkout/sessions/${answer.url.split('/').pop()}`, {
        headers: { Authorization: `Bearer ${inject('stripeTestKey')}` },
      })
    ).json()) as Answer;
    expect(session).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly',
      client_reference_id: 'u-rex',
      'metadata[plan]': 'yearly',
      'metadata[referrer_id]': 'u-ann',
      'metadata[upsell_source]': 'upgrade_membership---paywall',
      success_url: 'http://localhost/welcome-member',
      cancel_url: 'http://localhost/@ann/membership',
    });
  });

  it.each<[string, string | null, Answer, Partial<Env>, string, string, number]>([
    ['a visitor', null, { plan: 'monthly' }, STRIPE, 'Unauthorized', 'Sign in to become a member.', 0],
    [
      'a deployment without a payment provider',
      'u-rex',
      { plan: 'monthly' },
      {},
      'BadRequest',
      'Memberships are not open yet.',
      0,
    ],
    [
      'a writer who does not exist',
      'u-rex',
      { plan: 'monthly', referrer: 'nobody' },
      STRIPE,
      'NotFound',
      'User not found',
      0,
    ],
    // docs/spec-checklist.md 2 §5's upsell sources
    [
      'an upsell source of another name',
      'u-rex',
      { plan: 'monthly', source: 'newsletter---top-bar' },
      STRIPE,
      'BadRequest',
      'Unstandardized upsell source',
      0,
    ],
    [
      'an upsell source without its place',
      'u-rex',
      { plan: 'monthly', source: 'upgrade_membership' },
      STRIPE,
      'BadRequest',
      'Upsell source without source location',
      0,
    ],
    [
      'a provider that refuses the key',
      'u-rex',
      { plan: 'monthly' },
      { ...STRIPE, STRIPE_SECRET_KEY: 'sk_wrong' },
      'BadRequest',
      'Checkout could not start. Please try again.',
      1,
    ],
  ])('refuses %s', async (_case, userId, variables, deployment, typename, message, logLines) => {
    const logged = expectConsoleOutput('error');
    expect((await ask(userId, CHECKOUT, variables, deployment))['startMembershipCheckout']).toEqual({
      __typename: typename,
      message,
    });
    // the provider's refusal is logged, without the key
    expect(logged).toHaveBeenCalledTimes(logLines);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('sk_wrong');
  });

  it('counts checkouts per account, so a batch of aliases cannot start more than ten an hour', async () => {
    const aliases = Array.from(
      { length: 11 },
      (_, n) => `c${n}: startMembershipCheckout(plan: monthly) { __typename }`,
    ).join(' ');
    const answers = Object.values(await ask('u-rex', `mutation { ${aliases} }`)) as { __typename: string }[];
    expect(answers.map((answer) => answer.__typename)).toEqual([
      ...Array<string>(10).fill('MembershipCheckout'),
      'TooManyRequests',
    ]);
    // another reader is not held back
    expect(
      ((await ask('u-ed', CHECKOUT, { plan: 'monthly' }))['startMembershipCheckout'] as { __typename: string })
        .__typename,
    ).toBe('MembershipCheckout');
  });

  it('says whether memberships are open', async () => {
    expect(await ask(null, '{ membershipsOpen }')).toEqual({ membershipsOpen: true });
    expect(await ask(null, '{ membershipsOpen }', {}, {})).toEqual({ membershipsOpen: false });
  });

  it('a paid checkout makes a member, and tells the writer whose page it came from once, however often Stripe reports it', async () => {
    expect((await deliverStripeEvent(paid('cs_a', 'u-rex', 'u-ann'))).status).toBe(200);
    expect((await deliverStripeEvent(paid('cs_a', 'u-rex', 'u-ann'))).status).toBe(200);
    expect((await member('u-rex'))?.since).toBeGreaterThan(0);
    await expect
      .poll(() => notificationsOf('u-ann'), { timeout: 8000, interval: 150 })
      .toEqual([{ type: 'users_referred_membership', actor: 'u-rex' }]);
    // a member is not sent to pay again
    expect((await ask('u-rex', CHECKOUT, { plan: 'monthly' }))['startMembershipCheckout']).toEqual({
      __typename: 'BadRequest',
      message: 'You are already a member.',
    });
  });

  it('two readers through the same page roll up into one row for the writer', async () => {
    await deliverStripeEvent(paid('cs_b', 'u-rex', 'u-ann'));
    await deliverStripeEvent(paid('cs_c', 'u-ed', 'u-ann'));
    await expect.poll(async () => (await notificationsOf('u-ann')).length, { timeout: 8000, interval: 150 }).toBe(2);
    const inbox = (
      await ask(
        'u-ann',
        '{ notificationsConnectionByActivityTypes(paging: { limit: 10 }) { notifications { notificationType rollupItems { actor { id } } } } }',
      )
    )['notificationsConnectionByActivityTypes'] as {
      notifications: { notificationType: string; rollupItems: { actor: { id: string } }[] }[];
    };
    expect(
      inbox.notifications.map((row) => [row.notificationType, row.rollupItems.map((item) => item.actor.id).sort()]),
    ).toEqual([['users_referred_membership_rollup', ['u-ed', 'u-rex']]]);
  });

  it('a membership from the plans page tells nobody; an ended subscription leaves a lapsed member', async () => {
    await deliverStripeEvent(paid('cs_d', 'u-rex', null));
    expect((await member('u-rex'))?.since).toBeGreaterThan(0);
    await deliverStripeEvent({
      id: 'evt_end',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_cs_d' } },
    });
    expect(await member('u-rex')).toEqual({ since: null, past: 1 });
    expect(await env.DB.prepare('select count(*) as n from notifications').first()).toEqual({ n: 0 });
  });

  it.each<[string, { secret?: string; signedAt?: number }]>([
    ['signed with another secret', { secret: 'whsec_forged' }],
    ['signed more than five minutes ago', { signedAt: Math.floor(Date.now() / 1000) - 301 }],
  ])('refuses an event %s, and changes nothing', async (_case, signing) => {
    const response = await deliverStripeEvent(paid('cs_e', 'u-rex', 'u-ann'), signing);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid signature' });
    expect((await member('u-rex'))?.since).toBeNull();
  });

  it('acts on an event id once: a replay of an ended subscription, after the reader paid again, changes nothing', async () => {
    await deliverStripeEvent(paid('cs_g', 'u-rex', null));
    const ended = { id: 'evt_ended_g', type: 'customer.subscription.deleted', data: { object: { id: 'sub_cs_g' } } };
    await deliverStripeEvent(ended);
    expect((await member('u-rex'))?.since).toBeNull();
    // the reader pays again on the same subscription id (a resumed one); the old event, sent again, is known
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1800000000000) })
      .where(eq(users.id, 'u-rex'))
      .run();
    expect((await deliverStripeEvent(ended)).status).toBe(200);
    expect((await member('u-rex'))?.since).toBe(1800000000000);
  });
});

describe('the plans page and a writer’s membership page', () => {
  it.each<[string, string, number, string[]]>([
    [
      'the plans page',
      '/plans',
      200,
      ['Become a Quire member', 'Monthly', '$5', 'Yearly', '$50', 'Memberships are not open yet.'],
    ],
    [
      'a writer’s membership page names them',
      '/@ann/membership',
      200,
      ['Support Ann Author by becoming a member', 'Ann Author hears that you joined through their page.'],
    ],
    ['the referral address leads there', '/membership/@ann', 301, []],
    ['a writer who is not there', '/@nobody/membership', 404, []],
  ])('%s', async (_case, path, status, texts) => {
    const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
    expect(response.status).toBe(status);
    const html = await response.text();
    for (const text of texts) expect(html).toContain(text);
  });

  it.each<[string, string | null, string]>([
    ['before the payment is confirmed', null, 'Your payment is being confirmed.'],
    ['once it is', '1700000000000', 'Welcome, Rex Reader'],
  ])('the checkout returns to a welcome %s', async (_case, since, text) => {
    await db
      .update(users)
      .set({ mediumMemberAt: since === null ? null : new Date(Number(since)) })
      .where(eq(users.id, 'u-rex'))
      .run();
    const { cookie } = await signIn('u-rex');
    const response = await SELF.fetch('http://localhost/welcome-member', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
  });

  it('a writer finds their membership link in settings', async () => {
    const { cookie } = await signIn('u-ann');
    const html = await (await SELF.fetch('http://localhost/me/settings', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('You are not a member.');
    expect(html).toMatch(/<a href="https?:\/\/[^"]+\/membership\/@ann">/);
  });

  it('a member is thanked instead of offered the plans', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1700000000000) })
      .where(eq(users.id, 'u-rex'))
      .run();
    const { cookie } = await signIn('u-rex');
    const html = await (
      await createApp().request(
        'http://localhost/@ann/membership',
        { headers: { Cookie: cookie } },
        { ...env, ...STRIPE },
      )
    ).text();
    expect(html).toContain('You are a member. Thank you for supporting writers.');
    expect(html).not.toContain('Choose monthly');
  });
});

describe('cancelling a membership', () => {
  const CANCEL = `mutation { cancelMembership { __typename ... on Membership { cancelAt } ... on BadRequest { message } ... on Unauthorized { message } } }`;
  const PERIOD_END = Date.UTC(2030, 0, 1);

  it('stops it renewing: the reader stays a member until the period paid for ends, then lapses', async () => {
    await deliverStripeEvent(paid('cs_f', 'u-rex', null));
    expect((await ask('u-rex', CANCEL))['cancelMembership']).toEqual({
      __typename: 'Membership',
      cancelAt: PERIOD_END,
    });
    // asking twice changes nothing
    expect((await ask('u-rex', CANCEL))['cancelMembership']).toEqual({
      __typename: 'Membership',
      cancelAt: PERIOD_END,
    });
    expect(await ask('u-rex', '{ viewerMembership { plan cancelAt } }')).toEqual({
      viewerMembership: { plan: 'monthly', cancelAt: PERIOD_END },
    });
    expect((await member('u-rex'))?.since).toBeGreaterThan(0);
    const { cookie } = await signIn('u-rex');
    const html = await (
      await createApp().request(
        'http://localhost/me/membership/cancel',
        { headers: { Cookie: cookie } },
        { ...env, ...STRIPE },
      )
    ).text();
    expect(html).toContain('Your membership ends on <!-- -->Jan 1, 2030');
    // Stripe ends the subscription when the period is over
    await deliverStripeEvent({
      id: 'evt_over',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_cs_f' } },
    });
    expect(await member('u-rex')).toEqual({ since: null, past: 1 });
  });

  it('tells a member whose membership was given, not bought, that nothing renews, rather than that they are no member', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(Date.UTC(2025, 8, 27)) })
      .where(eq(users.id, 'u-ed'))
      .run();
    const { cookie } = await signIn('u-ed');
    const html = await (
      await createApp().request(
        'http://localhost/me/membership/cancel',
        { headers: { Cookie: cookie } },
        { ...env, ...STRIPE },
      )
    ).text();
    expect(html).toContain(
      'You have been a member since <!-- -->Sep 27, 2025<!-- -->. Your membership was not bought with a subscription, so nothing renews and there is nothing to cancel.',
    );
    expect(html).not.toContain('You are not a member');
    const { cookie: readerCookie } = await signIn('u-rex');
    const reader = await (
      await createApp().request(
        'http://localhost/me/membership/cancel',
        { headers: { Cookie: readerCookie } },
        { ...env, ...STRIPE },
      )
    ).text();
    expect(reader).toContain('You are not a member');
  });

  it.each<[string, string | null, string | null, string, string, number]>([
    ['a visitor', null, null, 'Unauthorized', 'Sign in to do that.', 0],
    ['a reader who is not a member', 'u-ed', null, 'BadRequest', 'You have no membership to cancel.', 0],
    [
      'a subscription the provider does not know',
      'u-rex',
      'gone',
      'BadRequest',
      'Your membership could not be cancelled. Please try again.',
      1,
    ],
  ])('refuses %s', async (_case, userId, session, typename, message, logLines) => {
    if (session) await deliverStripeEvent(paid(session, 'u-rex', null));
    const logged = expectConsoleOutput('error');
    expect((await ask(userId, CANCEL))['cancelMembership']).toEqual({ __typename: typename, message });
    expect(logged).toHaveBeenCalledTimes(logLines);
  });
});
