import { createScheduledController, env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import worker from '../../worker/index.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { askWithStripe, deliverStripeEvent, type Answer, visitWithStripe } from '../support/stripe-deployment.ts';
import { eq, inArray } from 'drizzle-orm';
import {
  authAttempts,
  earningsMonths,
  memberReadingMonthly,
  memberships,
  partnerAccounts,
  partnerFeatureRequests,
  postEarnings,
  postEarningTerms,
  posts,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const ask = askWithStripe;

const visit = visitWithStripe;

/** Plays the writer finishing Stripe's onboarding: the stand-in's account changes as Stripe's would. */
const finishOnboarding = async (accountId: string, fields: Record<string, unknown>) => {
  const response = await fetch(`${inject('stripeApiOrigin')}/test/accounts/${accountId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${inject('stripeTestKey')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status).toBe(200);
};

const STATE = `{ partnerProgram { enrollment step ineligibleReasons country hasPayoutAccount detailsSubmitted taxDocumentStatus } }`;
const COUNTRY = `mutation ($country: String!) { choosePayoutCountry(country: $country) { __typename ... on PartnerProgram { step country } ... on Failure { message } } }`;
const ONBOARD = `mutation { startPayoutOnboarding { __typename ... on StripeLink { url } ... on Failure { message } } }`;
const JOIN = `mutation { joinPartnerProgram { __typename ... on PartnerProgram { enrollment step } ... on Failure { message } } }`;
const LEAVE = `mutation { leavePartnerProgram { __typename ... on PartnerProgram { enrollment } ... on Failure { message } } }`;
const DASHBOARD = `query ($username: String) { partnerDashboard(username: $username) {
  __typename ... on Failure { message }
  ... on PartnerDashboard { totalPayableCents months { month earnedCents payableCents } stories { post { id } earnedCents payableCents flags featureRequestPath } }
} }`;

const LOCKED_STORY = postId(1);
const source = async (id: string) =>
  (await env.DB.prepare('select locked_source as source from posts where id = ?').bind(id).first<{ source: string }>())
    ?.source;

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db.delete(partnerAccounts),
    db.delete(partnerFeatureRequests),
    db.delete(postEarnings),
    db.delete(earningsMonths),
    db.delete(memberReadingMonthly),
    db.delete(postEarningTerms),
    db.delete(memberships),
    db.delete(authAttempts),
    db.update(users).set({
      mediumMemberAt: null,
      partnerProgramEnrollment: 'NOT_ENROLLED',
      taxDocumentStatus: null,
      hightowerTermsAcceptedAt: null,
    }),
    db.update(posts).set({ visibility: 'LOCKED', lockedSource: 'UGC_UNENROLLED' }).where(eq(posts.id, LOCKED_STORY)),
  ]);
});

describe('enrolling in the Partner Program (eligibility, country, Stripe Connect Express, tax forms)', () => {
  it('takes an eligible writer through every step to ENROLLED, and their members-only stories start earning', async () => {
    expect((await ask('u-rex', STATE))['partnerProgram']).toMatchObject({
      step: 'eligibility',
      ineligibleReasons: [expect.stringContaining('Become a member'), 'Publish at least one story.'],
    });
    expect((await ask('u-ann', STATE))['partnerProgram']).toMatchObject({
      enrollment: 'NOT_ENROLLED',
      step: 'eligibility',
      ineligibleReasons: [expect.stringContaining('Become a member')],
    });
    expect((await ask('u-ann', COUNTRY, { country: 'GB' }))['choosePayoutCountry']).toEqual({
      __typename: 'Forbidden',
      message: 'You are not eligible for the Partner Program yet.',
    });

    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1) })
      .where(eq(users.id, 'u-ann'))
      .run();
    expect((await ask('u-ann', STATE))['partnerProgram']).toMatchObject({ step: 'country', ineligibleReasons: [] });
    expect((await ask('u-ann', COUNTRY, { country: 'XX' }))['choosePayoutCountry']).toEqual({
      __typename: 'BadRequest',
      message: 'Choose one of the countries listed.',
    });
    expect((await ask('u-ann', COUNTRY, { country: 'GB' }))['choosePayoutCountry']).toEqual({
      __typename: 'PartnerProgram',
      step: 'payouts',
      country: 'GB',
    });
    expect((await ask('u-ann', JOIN))['joinPartnerProgram']).toEqual({
      __typename: 'BadRequest',
      message: 'Set up payouts before you join.',
    });

    const onboarding = (await ask('u-ann', ONBOARD))['startPayoutOnboarding'];
    expect(onboarding?.__typename).toBe('StripeLink');
    const accountId = String(onboarding?.['url']).split('/').pop() ?? '';
    expect(accountId).toMatch(/^acct_test_\d+$/);
    // the account Quire asked Stripe for: Express, in the writer's country, receiving transfers as a recipient outside the US
    const account = (await (
      await fetch(`${inject('stripeApiOrigin')}/v1/accounts/${accountId}`, {
        headers: { Authorization: `Bearer ${inject('stripeTestKey')}` },
      })
    ).json()) as Record<string, unknown>;
    expect(account).toMatchObject({
      type: 'express',
      country: 'GB',
      'capabilities[transfers][requested]': 'true',
      'tos_acceptance[service_agreement]': 'recipient',
      'metadata[user_id]': 'u-ann',
    });
    // a second try reuses the account
    expect((await ask('u-ann', ONBOARD))['startPayoutOnboarding']?.['url']).toBe(onboarding?.['url']);
    // the country cannot move away from the account's
    expect((await ask('u-ann', COUNTRY, { country: 'US' }))['choosePayoutCountry']).toEqual({
      __typename: 'BadRequest',
      message: 'Your payout account is set up for another country.',
    });

    // Stripe returns the writer; Quire reads the account there
    await finishOnboarding(accountId, {
      details_submitted: true,
      payouts_enabled: false,
      requirements: { disabled_reason: 'requirements.pending_verification' },
    });
    const back = await visit('u-ann', '/me/settings/payout/stripe/finish');
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe('http://localhost/me/partner/enroll/taxes');
    expect((await ask('u-ann', STATE))['partnerProgram']).toMatchObject({
      step: 'taxes',
      detailsSubmitted: true,
      taxDocumentStatus: 1,
    });

    expect((await ask('u-ann', JOIN))['joinPartnerProgram']).toEqual({
      __typename: 'PartnerProgram',
      enrollment: 'ENROLLED',
      step: null,
    });
    expect(await source(LOCKED_STORY)).toBe('UGC');
    expect(await source(postId(2))).toBe('NONE');

    // Stripe approves the forms later: its event brings the tax status up
    await deliverStripeEvent({
      id: 'evt_acct_ok',
      type: 'account.updated',
      data: {
        object: {
          id: accountId,
          object: 'account',
          details_submitted: true,
          payouts_enabled: true,
          requirements: { disabled_reason: null },
        },
      },
    });
    expect((await ask('u-ann', STATE))['partnerProgram']).toMatchObject({ taxDocumentStatus: 4 });

    expect((await ask('u-ann', LEAVE))['leavePartnerProgram']).toEqual({
      __typename: 'PartnerProgram',
      enrollment: 'NOT_ENROLLED',
    });
    expect(await source(LOCKED_STORY)).toBe('UGC_UNENROLLED');
  });

  it('refuses a writer whose account may not join', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1), partnerProgramEnrollment: 'PERMISSION_DENIED' })
      .where(eq(users.id, 'u-ann'))
      .run();
    expect((await ask('u-ann', COUNTRY, { country: 'US' }))['choosePayoutCountry']).toEqual({
      __typename: 'Forbidden',
      message: 'Your account cannot join the Partner Program.',
    });
    expect((await ask('u-ann', JOIN))['joinPartnerProgram']).toEqual({
      __typename: 'Forbidden',
      message: 'Your account cannot join the Partner Program.',
    });
  });

  it('makes a members-only story earn only while its writer is enrolled (docs/spec-checklist.md 3 §3 locked-post sources)', async () => {
    const SETTINGS = `mutation ($id: ID!, $visibility: PostVisibility!) { updatePostSettings(targetPostId: $id, visibility: $visibility, license: ALL_RIGHTS_RESERVED, tags: []) { __typename } }`;
    await ask('u-ann', SETTINGS, { id: postId(2), visibility: 'LOCKED' });
    expect(await source(postId(2))).toBe('UGC_UNENROLLED');
    await db.update(users).set({ partnerProgramEnrollment: 'ENROLLED' }).where(eq(users.id, 'u-ann')).run();
    await ask('u-ann', SETTINGS, { id: postId(2), visibility: 'LOCKED' });
    expect(await source(postId(2))).toBe('UGC');
    await ask('u-ann', SETTINGS, { id: postId(2), visibility: 'PUBLIC' });
    expect(await source(postId(2))).toBe('NONE');
  });
});

describe('a month’s earnings, computed by the cron trigger', () => {
  const seedReading = () =>
    db.batch([
      db
        .update(users)
        .set({ mediumMemberAt: new Date(1), partnerProgramEnrollment: 'ENROLLED' })
        .where(inArray(users.id, ['u-ann', 'u-rex', 'u-ed'])),
      db.insert(memberships).values([
        {
          id: 'm-rex',
          userId: 'u-rex',
          plan: 'monthly',
          provider: 'STRIPE',
          providerRef: 'cs_rex',
          startedAt: new Date(1),
        },
        {
          id: 'm-ed',
          userId: 'u-ed',
          plan: 'yearly',
          provider: 'STRIPE',
          providerRef: 'cs_ed',
          startedAt: new Date(1),
        },
      ]),
      db.insert(posts).values({
        id: 'p-ed',
        creatorId: 'u-ed',
        title: 'Ed’s story',
        uniqueSlug: 'eds-story-p-ed',
        content: { paragraphs: [] },
        firstPublishedAt: new Date(1),
        visibility: 'LOCKED',
        lockedSource: 'UGC',
        updatedAt: new Date(1),
      }),
      // Rex read Ann's two stories for 3 and 1 minutes, Ed her first, Ann Ed's; February is not January's business
      db.insert(memberReadingMonthly).values([
        { month: '2030-01', memberId: 'u-rex', postId: postId(1), readingTimeMs: 180000 },
        { month: '2030-01', memberId: 'u-rex', postId: postId(2), readingTimeMs: 60000 },
        { month: '2030-01', memberId: 'u-ed', postId: postId(1), readingTimeMs: 60000 },
        { month: '2030-01', memberId: 'u-ann', postId: 'p-ed', readingTimeMs: 60000 },
        { month: '2030-02', memberId: 'u-rex', postId: postId(1), readingTimeMs: 60000 },
      ]),
      db.insert(postEarningTerms).values({ postId: postId(2), bonusCents: 1000, bonusMonth: '2030-01' }),
    ]);
  const cron = (at: number) =>
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: '17 3 * * *' }), env);

  it('divides each member’s share among what they read, once per month however often the job runs', async () => {
    await seedReading();
    await cron(Date.UTC(2030, 1, 1, 3));
    await cron(Date.UTC(2030, 1, 2, 3));
    const rows = await env.DB.prepare(
      'select month, post_id as post, earned_cents as earned, payable_cents as payable, flags from post_earnings order by post_id',
    ).all();
    // Rex's 250 cents: 3:1 → 188 and 62; Ed's 208 all to story 1; Ann's 250 to Ed's story
    expect(rows.results).toEqual([
      { month: '2030-01', post: postId(1), earned: 396, payable: 396, flags: '[]' },
      { month: '2030-01', post: postId(2), earned: 62, payable: 1062, flags: '["POST_AWARDED_BONUS"]' },
      { month: '2030-01', post: 'p-ed', earned: 250, payable: 250, flags: '[]' },
    ]);
    expect(
      await env.DB.prepare('select month, pool_cents as pool from earnings_months')
        .all()
        .then((result) => result.results),
    ).toEqual([{ month: '2030-01', pool: 708 }]);

    const dashboard = (await ask('u-ann', DASHBOARD))['partnerDashboard'];
    expect(dashboard).toMatchObject({
      __typename: 'PartnerDashboard',
      totalPayableCents: 1458,
      months: [{ month: '2030-01', earnedCents: 458, payableCents: 1458 }],
    });
    expect(
      (dashboard?.['stories'] as Answer[]).map((story) => [(story['post'] as Answer)['id'], story['payableCents']]),
    ).toEqual([
      [postId(2), 1062],
      [postId(1), 396],
    ]);
  });

  it('shows a writer’s dashboard to them and staff only', async () => {
    await seedReading();
    await cron(Date.UTC(2030, 1, 1, 3));
    expect((await ask('u-rex', DASHBOARD, { username: 'ann' }))['partnerDashboard']).toEqual({
      __typename: 'NotFound',
      message: 'User not found',
    });
    expect((await ask(null, DASHBOARD))['partnerDashboard']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to see your earnings.',
    });
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-rex')).run();
    expect((await ask('u-rex', DASHBOARD, { username: 'ann' }))['partnerDashboard']).toMatchObject({
      __typename: 'PartnerDashboard',
      totalPayableCents: 1458,
    });
    await db.update(users).set({ isStaff: false }).where(eq(users.id, 'u-rex')).run();
    const html = await (await visit('u-ann', '/@ann/partner/dashboard')).text();
    expect(html).toContain('$14.58');
    expect((await visit('u-rex', '/@ann/partner/dashboard')).status).toBe(404);
  });

  it('lets a partner ask for a members-only story to be featured from its signed link, and nobody else', async () => {
    await seedReading();
    await cron(Date.UTC(2030, 1, 1, 3));
    const stories = (await ask('u-ann', DASHBOARD))['partnerDashboard']?.['stories'] as Answer[];
    const path = String(
      stories.find((story) => (story['post'] as Answer)['id'] === LOCKED_STORY)?.['featureRequestPath'],
    );
    const token = path.split('/').pop() ?? '';
    const REQUEST = `mutation ($postId: ID!, $token: String!) { requestPartnerFeature(postId: $postId, token: $token) { __typename ... on Failure { message } } }`;
    expect(
      (await ask('u-ann', REQUEST, { postId: LOCKED_STORY, token: `${token.slice(0, -1)}x` }))['requestPartnerFeature'],
    ).toEqual({ __typename: 'NotFound', message: 'Post not found' });
    expect((await ask('u-rex', REQUEST, { postId: LOCKED_STORY, token }))['requestPartnerFeature']).toEqual({
      __typename: 'NotFound',
      message: 'Post not found',
    });
    const html = await (await visit('u-ann', path)).text();
    expect(html).toContain('Story 1');
    expect((await ask('u-ann', REQUEST, { postId: LOCKED_STORY, token }))['requestPartnerFeature']).toEqual({
      __typename: 'Post',
    });
    expect(
      await env.DB.prepare('select requested_by as by from partner_feature_requests')
        .all()
        .then((result) => result.results),
    ).toEqual([{ by: 'u-ann' }]);
  });
});
