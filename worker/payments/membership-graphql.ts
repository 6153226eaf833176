import { MEMBERSHIP_PLANS, MEMBERSHIPS_CLOSED } from '../../shared/membership/plans.ts';
import { link } from '../../shared/routes/index.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { currentMembership, setMembershipCancelAt } from './membership-writes.ts';
import type { memberships } from '../db/schema/index.ts';
import { customerOf } from './billing-writes.ts';
import { builder } from '../graphql/builder.ts';
import { upsellSourceArgument } from '../graphql/upsell-source-argument.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure, SIGN_IN } from '../graphql/types/failure.ts';

const MembershipPlanEnum = builder.enumType('MembershipPlan', { values: MEMBERSHIP_PLANS });

const MembershipCheckoutRef = builder
  .objectRef<{ kind: 'MembershipCheckout'; url: string }>('MembershipCheckout')
  .implement({
    description: 'Where the reader pays: the payment provider’s hosted checkout.',
    fields: (t) => ({ url: t.exposeString('url') }),
  });

const MembershipCheckoutResult = resultUnion('MembershipCheckoutResult', MembershipCheckoutRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);

const MembershipRef = builder.objectRef<typeof memberships.$inferSelect>('Membership').implement({
  description: 'The viewer’s own paid membership.',
  fields: (t) => ({
    id: t.exposeID('id'),
    plan: t.field({ type: MembershipPlanEnum, resolve: (membership) => membership.plan }),
    startedAt: t.float({ resolve: (membership) => membership.startedAt.getTime() }),
    /** Set once cancelled: the membership lasts until then, the end of the period paid for. */
    cancelAt: t.float({ nullable: true, resolve: (membership) => membership.cancelAt?.getTime() ?? null }),
  }),
});

const MembershipResult = resultUnion('MembershipResult', MembershipRef, ['BadRequest', 'Unauthorized']);

builder.queryFields((t) => ({
  /** Whether readers can pay for a membership here: the deployment has a payment provider. */
  membershipsOpen: t.boolean({ resolve: (_root, _args, context) => context.checkout !== null }),
  /** The viewer's membership while they are a member; null otherwise. */
  viewerMembership: t.field({
    type: MembershipRef,
    nullable: true,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      return viewer?.mediumMemberAt ? ((await currentMembership(context.db, viewer.id)) ?? null) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * Starts paying for a membership: answers the provider's checkout address. From a writer's
   * membership page (referrerUsername), the writer hears of the membership once it is paid.
   */
  startMembershipCheckout: t.field({
    type: MembershipCheckoutResult,
    args: {
      plan: t.arg({ type: MembershipPlanEnum }),
      referrerUsername: t.arg.string({ required: false }),
      /** The upsell the reader came from: `upgrade_membership---top-bar` (shared/membership/upsell-source.ts). */
      source: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to become a member.');
      if (viewer.mediumMemberAt) return failure('BadRequest', 'You are already a member.');
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      const upsell = upsellSourceArgument(args.source);
      if ('error' in upsell) return failure('BadRequest', upsell.error);
      const referrer = args.referrerUsername
        ? await context.loaders.userByUsername.load(args.referrerUsername.toLowerCase())
        : null;
      if (args.referrerUsername && !referrer) return failure('NotFound', 'User not found');
      const limit = await countOperation(context.db, LIMITS.checkoutPerAccount, viewer.id, context.now().getTime());
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have started many checkouts in a short time. Please try again later.');
      const origin = context.linkContext.authOrigin;
      try {
        const { url } = await context.checkout.start({
          plan: args.plan,
          userId: viewer.id,
          customerId: await customerOf(context.db, viewer.id),
          email: viewer.email,
          referrerId: referrer?.id ?? null,
          upsellSource: upsell.source,
          successUrl: origin + link('ShowWelcomeMember'),
          cancelUrl:
            origin + (referrer ? link('ShowUserMembership', { username: referrer.username }) : link('ShowPay')),
        });
        return { kind: 'MembershipCheckout' as const, url };
      } catch (error) {
        context.logger.error('A membership checkout could not start', { error: String(error) });
        return failure('BadRequest', 'Checkout could not start. Please try again.');
      }
    },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * Stops the membership renewing: it lasts to the end of the period paid for, when the payment
   * provider reports the subscription ended and the reader becomes a lapsed member.
   */
  cancelMembership: t.field({
    type: MembershipResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const membership = viewer.mediumMemberAt ? await currentMembership(context.db, viewer.id) : undefined;
      if (!membership?.subscriptionRef) return failure('BadRequest', 'You have no membership to cancel.');
      if (membership.cancelAt) return membership;
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      try {
        const { endsAt } = await context.checkout.cancel(membership.subscriptionRef);
        await setMembershipCancelAt(context.db, membership.id, endsAt);
        return { ...membership, cancelAt: endsAt };
      } catch (error) {
        context.logger.error('A membership could not be cancelled', { error: String(error) });
        return failure('BadRequest', 'Your membership could not be cancelled. Please try again.');
      }
    },
  }),
  /** Undoes a cancellation while the membership still runs: it renews again. */
  resumeMembership: t.field({
    type: MembershipResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const membership = viewer.mediumMemberAt ? await currentMembership(context.db, viewer.id) : undefined;
      if (
        !membership?.subscriptionRef ||
        !membership.cancelAt ||
        membership.cancelAt.getTime() <= context.now().getTime()
      )
        return failure('BadRequest', 'You have no cancelled membership to resume.');
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      try {
        await context.checkout.resume(membership.subscriptionRef);
        await setMembershipCancelAt(context.db, membership.id, null);
        return { ...membership, cancelAt: null };
      } catch (error) {
        context.logger.error('A membership could not be resumed', { error: String(error) });
        return failure('BadRequest', 'Your membership could not be resumed. Please try again.');
      }
    },
  }),
}));
