import { MEMBERSHIP_PLANS } from '../../../shared/membership/plans.ts';
import { link } from '../../../shared/routes/index.ts';
import { builder } from '../builder.ts';
import { failure, failureRefs, resultType } from './failures.ts';

const MembershipPlanEnum = builder.enumType('MembershipPlan', { values: MEMBERSHIP_PLANS });

const MembershipCheckoutRef = builder.objectRef<{ kind: 'MembershipCheckout'; url: string }>('MembershipCheckout').implement({
  description: 'Where the reader pays: the payment provider’s hosted checkout.',
  fields: (t) => ({ url: t.exposeString('url') }),
});

const MembershipCheckoutResult = builder.unionType('MembershipCheckoutResult', {
  types: [MembershipCheckoutRef, failureRefs.BadRequest, failureRefs.NotFound, failureRefs.Unauthorized],
  resolveType: resultType('MembershipCheckout'),
});

export const MEMBERSHIPS_CLOSED = 'Memberships are not open yet.';

builder.queryFields((t) => ({
  /** Whether readers can pay for a membership here: the deployment has a payment provider. */
  membershipsOpen: t.boolean({ resolve: (_root, _args, context) => context.checkout !== null }),
}));

builder.mutationFields((t) => ({
  /**
   * Starts paying for a membership: answers the provider's checkout address. From a writer's
   * membership page (referrerUsername), the writer hears of the membership once it is paid.
   */
  startMembershipCheckout: t.field({
    type: MembershipCheckoutResult,
    args: { plan: t.arg({ type: MembershipPlanEnum }), referrerUsername: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to become a member.');
      if (viewer.mediumMemberAt) return failure('BadRequest', 'You are already a member.');
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      const referrer = args.referrerUsername ? await context.loaders.userByUsername.load(args.referrerUsername.toLowerCase()) : null;
      if (args.referrerUsername && !referrer) return failure('NotFound', 'User not found');
      const origin = context.linkContext.authOrigin;
      try {
        const { url } = await context.checkout.start({
          plan: args.plan,
          userId: viewer.id,
          email: viewer.email,
          referrerId: referrer && referrer.id !== viewer.id ? referrer.id : null,
          successUrl: origin + link('ShowWelcomeMember'),
          cancelUrl: origin + (referrer ? link('ShowUserMembership', { username: referrer.username }) : link('ShowPay')),
        });
        return { kind: 'MembershipCheckout' as const, url };
      } catch (error) {
        context.logger.error('A membership checkout could not start', { error: String(error) });
        return failure('BadRequest', 'Checkout could not start. Please try again.');
      }
    },
  }),
}));
