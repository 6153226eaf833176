import { PARTNER_PROGRAM_ENROLLMENTS } from '../../shared/content/enumerations.ts';
import { currentEnrollStep, ineligibility, PAYOUT_COUNTRIES } from '../../shared/partner/enrollment.ts';
import { link } from '../../shared/routes/index.ts';
import { isLinkSignature, linkSignature } from '../auth/link-signature.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import {
  chooseCountry,
  partnerAccountOf,
  requestFeature,
  setEnrollment,
  setPayoutAccountId,
} from './partner-writes.ts';
import type { partnerAccounts, UserRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isStaff } from '../graphql/is-staff.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef, UserRef } from '../graphql/types/refs.ts';
import { earningsOf, partnerStanding } from './partner-queries.ts';
import { failure, SIGN_IN } from '../graphql/types/failure.ts';

/** The purpose a feature request link is signed for. */
export const FEATURE_LINK_PURPOSE = 'partner-feature';

const EnrollmentEnum = builder.enumType('PartnerProgramEnrollment', { values: PARTNER_PROGRAM_ENROLLMENTS });

type PartnerAccount = typeof partnerAccounts.$inferSelect;
interface PartnerState {
  readonly user: UserRow;
  readonly account: PartnerAccount | null;
  readonly publishedStories: number;
}

const ineligibilityOf = ({ user, publishedStories }: PartnerState) =>
  ineligibility({ isMember: user.mediumMemberAt !== null, publishedStories, isSuspended: user.isSuspended });

const stepOf = (state: PartnerState) =>
  currentEnrollStep({
    enrollment: state.user.partnerProgramEnrollment,
    eligible: ineligibilityOf(state).length === 0,
    country: state.account?.country ?? null,
    payoutAccount: state.account?.stripeAccountId ? state.account : null,
  });

const PayoutCountryRef = builder.objectRef<{ code: string; name: string }>('PayoutCountry').implement({
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const PartnerProgramRef = builder.objectRef<PartnerState>('PartnerProgram').implement({
  description: 'The viewer’s place in the Partner Program: enrollment, the step they are at, and their payout account.',
  fields: (t) => ({
    id: t.id({ resolve: (state) => state.user.id }),
    enrollment: t.field({ type: EnrollmentEnum, resolve: (state) => state.user.partnerProgramEnrollment }),
    /** The enrollment step reached (eligibility, country, payouts, taxes); null once enrolled. */
    step: t.string({ nullable: true, resolve: stepOf }),
    ineligibleReasons: t.stringList({ resolve: ineligibilityOf }),
    country: t.string({ nullable: true, resolve: (state) => state.account?.country ?? null }),
    countries: t.field({
      type: [PayoutCountryRef],
      resolve: () => Object.entries(PAYOUT_COUNTRIES).map(([code, name]) => ({ code, name })),
    }),
    hasPayoutAccount: t.boolean({ resolve: (state) => Boolean(state.account?.stripeAccountId) }),
    detailsSubmitted: t.boolean({ resolve: (state) => state.account?.detailsSubmitted ?? false }),
    payoutsEnabled: t.boolean({ resolve: (state) => state.account?.payoutsEnabled ?? false }),
    taxDocumentStatus: t.int({ nullable: true, resolve: (state) => state.user.taxDocumentStatus }),
    termsAcceptedAt: t.float({
      nullable: true,
      resolve: (state) => state.user.hightowerTermsAcceptedAt?.getTime() ?? null,
    }),
  }),
});

const PartnerProgramResult = resultUnion('PartnerProgramResult', PartnerProgramRef, [
  'BadRequest',
  'Forbidden',
  'Unauthorized',
]);

const StripeLinkRef = builder.objectRef<{ kind: 'StripeLink'; url: string }>('StripeLink').implement({
  description: 'An address on Stripe to send the writer to: payout onboarding or their payout dashboard.',
  fields: (t) => ({ url: t.exposeString('url') }),
});
const StripeLinkResult = resultUnion('StripeLinkResult', StripeLinkRef, [
  'BadRequest',
  'Forbidden',
  'Unauthorized',
  'TooManyRequests',
]);

async function partnerState(context: GraphQLContext, user: UserRow): Promise<PartnerState> {
  return { user, ...(await partnerStanding(context.db, user.id)) };
}

/** The viewer again after a change: the loader's copy is from before it. */
async function freshState(context: GraphQLContext, userId: string): Promise<PartnerState | null> {
  context.loaders.userById.clear(userId);
  const user = await context.loaders.userById.load(userId);
  return user ? partnerState(context, user) : null;
}

interface MonthRow {
  readonly month: string;
  readonly earnedCents: number;
  readonly payableCents: number;
  readonly memberReadingTimeMs: number;
}
interface StoryRow extends Omit<MonthRow, 'month'> {
  readonly postId: string;
  readonly flags: string;
  readonly featureRequestedAt: number | null;
}
interface Dashboard {
  readonly user: UserRow;
  readonly months: readonly MonthRow[];
  readonly stories: readonly StoryRow[];
  readonly thisMonthReadingMs: number;
}

const EarningsMonthRef = builder.objectRef<MonthRow>('EarningsMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month'),
    earnedCents: t.exposeInt('earnedCents'),
    payableCents: t.exposeInt('payableCents'),
    memberReadingTimeMs: t.exposeFloat('memberReadingTimeMs'),
  }),
});

const StoryEarningsRef = builder.objectRef<StoryRow>('StoryEarnings').implement({
  fields: (t) => ({
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (row, _args, context) => context.loaders.postById.load(row.postId),
    }),
    earnedCents: t.exposeInt('earnedCents'),
    payableCents: t.exposeInt('payableCents'),
    memberReadingTimeMs: t.exposeFloat('memberReadingTimeMs'),
    /** The earnings flags of the story's latest month (docs/spec-checklist.md 3 §3). */
    flags: t.stringList({ resolve: (row) => JSON.parse(row.flags) as string[] }),
    featureRequestedAt: t.float({ nullable: true, resolve: (row) => row.featureRequestedAt }),
    /** The signed address where the writer asks curators to feature the story. */
    featureRequestPath: t.string({
      nullable: true,
      resolve: async (row, _args, context) =>
        row.featureRequestedAt === null
          ? link('RequestPartnerFeature', {
              postId: row.postId,
              token: await linkSignature(context.signing, FEATURE_LINK_PURPOSE, row.postId),
            })
          : null,
    }),
  }),
});

const PartnerDashboardRef = builder.objectRef<Dashboard>('PartnerDashboard').implement({
  description: 'A partner’s earnings: by month, by story, and the member reading time of the month so far.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (dashboard) => dashboard.user }),
    enrollment: t.field({ type: EnrollmentEnum, resolve: (dashboard) => dashboard.user.partnerProgramEnrollment }),
    months: t.field({ type: [EarningsMonthRef], resolve: (dashboard) => dashboard.months }),
    stories: t.field({ type: [StoryEarningsRef], resolve: (dashboard) => dashboard.stories }),
    thisMonthReadingMs: t.float({ resolve: (dashboard) => dashboard.thisMonthReadingMs }),
    totalPayableCents: t.int({
      resolve: (dashboard) => dashboard.months.reduce((sum, month) => sum + month.payableCents, 0),
    }),
  }),
});
const PartnerDashboardResult = resultUnion('PartnerDashboardResult', PartnerDashboardRef, ['NotFound', 'Unauthorized']);

/** A writer's earnings in three queries sent as one batch, however many stories and months. */
async function dashboardOf(context: GraphQLContext, user: UserRow): Promise<Dashboard> {
  const { months, stories, thisMonthReadingMs } = await earningsOf(
    context.db,
    user.id,
    context.now().toISOString().slice(0, 7),
  );
  // the titles the page shows, in one load
  await context.loaders.postById.loadMany(stories.map((story) => story.postId));
  return { user, months, stories, thisMonthReadingMs };
}

builder.queryFields((t) => ({
  /** The viewer's Partner Program state; null for visitors. */
  partnerProgram: t.field({
    type: PartnerProgramRef,
    nullable: true,
    resolve: (_root, _args, context) => (context.viewer ? partnerState(context, context.viewer.user) : null),
  }),
  /** /me/partner/dashboard and /@{username}/partner/dashboard: for the writer and staff only. */
  partnerDashboard: t.field({
    type: PartnerDashboardResult,
    args: { username: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to see your earnings.');
      const user = args.username ? await context.loaders.userByUsername.load(args.username.toLowerCase()) : viewer;
      // someone else's earnings are not theirs to know exist
      if (!user || (user.id !== viewer.id && !isStaff(context))) return failure('NotFound', 'User not found');
      return dashboardOf(context, user);
    },
  }),
  /** What a feature request link is for, on its page: the story, if the link is Quire's. */
  partnerFeatureRequest: t.field({
    type: PostRef,
    nullable: true,
    args: { postId: t.arg.id(), token: t.arg.string() },
    resolve: async (_root, args, context) => {
      const postId = String(args.postId);
      if (!(await isLinkSignature(context.signing, FEATURE_LINK_PURPOSE, postId, args.token))) return null;
      const post = await context.loaders.postById.load(postId);
      return post && !post.deletedAt && post.creatorId === context.viewer?.user.id ? post : null;
    },
  }),
}));

/** The viewer, if they may change their enrollment: signed in, and not barred from the program. */
function enrollingViewer(context: GraphQLContext) {
  const viewer = context.viewer?.user;
  if (!viewer) return failure('Unauthorized', 'Sign in to join the Partner Program.');
  if (viewer.partnerProgramEnrollment === 'PERMISSION_DENIED')
    return failure('Forbidden', 'Your account cannot join the Partner Program.');
  return viewer;
}

builder.mutationFields((t) => ({
  /** The enrollment's country step: where the writer lives and is paid. */
  choosePayoutCountry: t.field({
    type: PartnerProgramResult,
    args: { country: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = enrollingViewer(context);
      if ('kind' in viewer) return viewer;
      const state = await partnerState(context, viewer);
      if (ineligibilityOf(state).length > 0)
        return failure('Forbidden', 'You are not eligible for the Partner Program yet.');
      if (!Object.hasOwn(PAYOUT_COUNTRIES, args.country))
        return failure('BadRequest', 'Choose one of the countries listed.');
      if (state.account?.stripeAccountId && state.account.country !== args.country)
        return failure('BadRequest', 'Your payout account is set up for another country.');
      await chooseCountry(context.db, viewer.id, args.country, context.now());
      return (await freshState(context, viewer.id)) ?? failure('Unauthorized', 'Sign in to join the Partner Program.');
    },
  }),
  /** The payouts step: makes the writer's Stripe Connect Express account if needed, and answers Stripe's onboarding address. */
  startPayoutOnboarding: t.field({
    type: StripeLinkResult,
    resolve: async (_root, _args, context) => {
      const viewer = enrollingViewer(context);
      if ('kind' in viewer) return viewer;
      const state = await partnerState(context, viewer);
      if (ineligibilityOf(state).length > 0)
        return failure('Forbidden', 'You are not eligible for the Partner Program yet.');
      if (!state.account) return failure('BadRequest', 'Choose the country you are paid in first.');
      if (!context.payouts) return failure('BadRequest', 'Payouts are not open yet.');
      const limit = await countOperation(
        context.db,
        LIMITS.stripeSessionPerAccount,
        viewer.id,
        context.now().getTime(),
      );
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have done this many times in a short time. Please try again later.');
      const origin = context.linkContext.authOrigin;
      try {
        let accountId = state.account.stripeAccountId;
        if (!accountId) {
          accountId = await context.payouts.createAccount({
            userId: viewer.id,
            country: state.account.country,
            email: viewer.email,
          });
          await setPayoutAccountId(context.db, viewer.id, accountId, context.now());
        }
        const url = await context.payouts.onboardingUrl(accountId, {
          refreshUrl: origin + link('ShowPayoutSetup'),
          returnUrl: origin + link('ShowPayoutStripeFinish'),
        });
        return { kind: 'StripeLink' as const, url };
      } catch (error) {
        context.logger.error('Payout onboarding could not start', { error: String(error) });
        return failure('BadRequest', 'Payout setup could not start. Please try again.');
      }
    },
  }),
  /** A one-time link into the writer's Stripe Express dashboard: payouts, bank details, tax forms. */
  openPayoutDashboard: t.field({
    type: StripeLinkResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const account = await partnerAccountOf(context.db, viewer.id);
      if (!account?.stripeAccountId || !account.detailsSubmitted) return failure('BadRequest', 'Set up payouts first.');
      if (!context.payouts) return failure('BadRequest', 'Payouts are not open yet.');
      const limit = await countOperation(
        context.db,
        LIMITS.stripeSessionPerAccount,
        viewer.id,
        context.now().getTime(),
      );
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have done this many times in a short time. Please try again later.');
      try {
        return { kind: 'StripeLink' as const, url: await context.payouts.dashboardUrl(account.stripeAccountId) };
      } catch (error) {
        context.logger.error('The payout dashboard could not open', { error: String(error) });
        return failure('BadRequest', 'Your payout dashboard could not be opened. Please try again.');
      }
    },
  }),
  /** The last step: the writer accepts the program's terms and is ENROLLED; their members-only stories start earning. */
  joinPartnerProgram: t.field({
    type: PartnerProgramResult,
    resolve: async (_root, _args, context) => {
      const viewer = enrollingViewer(context);
      if ('kind' in viewer) return viewer;
      const state = await partnerState(context, viewer);
      const step = stepOf(state);
      if (step === null) return state;
      if (step === 'eligibility') return failure('Forbidden', 'You are not eligible for the Partner Program yet.');
      if (step !== 'taxes') return failure('BadRequest', 'Set up payouts before you join.');
      await setEnrollment(context.db, viewer.id, 'ENROLLED', context.now());
      return (await freshState(context, viewer.id)) ?? failure('Unauthorized', 'Sign in to join the Partner Program.');
    },
  }),
  /** /me/partner/unenroll: the writer leaves; their members-only stories stay locked but stop earning. */
  leavePartnerProgram: t.field({
    type: PartnerProgramResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      if (viewer.partnerProgramEnrollment !== 'ENROLLED')
        return failure('BadRequest', 'You are not in the Partner Program.');
      await setEnrollment(context.db, viewer.id, 'NOT_ENROLLED', context.now());
      return (await freshState(context, viewer.id)) ?? SIGN_IN;
    },
  }),
  /** Asks curators to feature one of the partner's members-only stories, from its signed link. Once per story. */
  requestPartnerFeature: t.field({
    type: resultUnion('PartnerFeatureResult', PostRef, ['BadRequest', 'NotFound', 'Unauthorized']),
    args: { postId: t.arg.id(), token: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const postId = String(args.postId);
      const post = (await isLinkSignature(context.signing, FEATURE_LINK_PURPOSE, postId, args.token))
        ? await context.loaders.postById.load(postId)
        : null;
      if (!post || post.deletedAt || post.creatorId !== viewer.id) return failure('NotFound', 'Post not found');
      if (viewer.partnerProgramEnrollment !== 'ENROLLED' || post.visibility !== 'LOCKED')
        return failure('BadRequest', 'Only members-only stories of Partner Program writers can be featured.');
      await requestFeature(context.db, postId, viewer.id, context.now());
      return post;
    },
  }),
}));
