import { link } from '../../shared/routes/index.ts';
import { CARD_BRANDS } from '../../shared/content/enumerations.ts';
import { cardBrandOf } from '../../shared/membership/card-brands.ts';
import { MEMBERSHIPS_CLOSED } from '../../shared/membership/plans.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { billingHistory, customerOf, ownCharge } from './billing-writes.ts';
import type { charges } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure, SIGN_IN } from '../graphql/types/failure.ts';

const CardBrandEnum = builder.enumType('CardBrand', { values: CARD_BRANDS });

const ChargeRef = builder.objectRef<typeof charges.$inferSelect>('Charge').implement({
  description: 'A payment the viewer made, as Stripe reported it: what billing history and receipts show.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amountCents: t.exposeInt('amountCents'),
    refundedCents: t.exposeInt('refundedCents'),
    currency: t.exposeString('currency'),
    description: t.exposeString('description'),
    cardBrand: t.field({ type: CardBrandEnum, nullable: true, resolve: (charge) => cardBrandOf(charge.cardBrand) }),
    cardLast4: t.exposeString('cardLast4', { nullable: true }),
    paidAt: t.float({ resolve: (charge) => charge.paidAt.getTime() }),
  }),
});

const PortalSessionRef = builder.objectRef<{ kind: 'PortalSession'; url: string }>('PortalSession').implement({
  description: 'Where the reader manages their card: Stripe’s customer portal.',
  fields: (t) => ({ url: t.exposeString('url') }),
});

const PortalSessionResult = resultUnion('PortalSessionResult', PortalSessionRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);

builder.queryFields((t) => ({
  /** /me/billing-history: the viewer's payments, newest first; empty for visitors. */
  billingHistory: t.field({
    type: [ChargeRef],
    complexity: { field: 1, multiplier: 50 },
    resolve: (_root, _args, context) => (context.viewer ? billingHistory(context.db, context.viewer.user.id) : []),
  }),
  /** A receipt: one of the viewer's payments; null for anyone else's. */
  charge: t.field({
    type: ChargeRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) =>
      context.viewer ? ((await ownCharge(context.db, context.viewer.user.id, String(args.id))) ?? null) : null,
  }),
}));

builder.mutationFields((t) => ({
  /** /me/settings/payment/update: opens Stripe's customer portal, where the reader changes their card. */
  openBillingPortal: t.field({
    type: PortalSessionResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      const customerId = await customerOf(context.db, viewer.id);
      if (!customerId) return failure('NotFound', 'You have no payment details with us yet.');
      const limit = await countOperation(
        context.db,
        LIMITS.stripeSessionPerAccount,
        viewer.id,
        context.now().getTime(),
      );
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have done this many times in a short time. Please try again later.');
      try {
        const { url } = await context.checkout.portal(
          customerId,
          context.linkContext.authOrigin + link('ShowSettings'),
        );
        return { kind: 'PortalSession' as const, url };
      } catch (error) {
        context.logger.error('The customer portal could not open', { error: String(error) });
        return failure('BadRequest', 'Your payment details could not be opened. Please try again.');
      }
    },
  }),
}));
