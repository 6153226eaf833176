import {
  GIFT_MONTHS,
  GIFT_PLAN_IDS,
  giftPlanType,
  GROUP_GIFT_SIZES,
  normalGiftCode,
} from '../../shared/membership/gifts.ts';
import { MEMBERSHIPS_CLOSED } from '../../shared/membership/plans.ts';
import { link } from '../../shared/routes/index.ts';
import { normalizeEmail, validateEmail } from '../../shared/validation/account-fields.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { buyersGift, giftOfCode, type GiftRow, newGift, redeemGiftCode } from './gift-writes.ts';
import { customerOf } from './billing-writes.ts';
import { builder } from '../graphql/builder.ts';
import { upsellSourceArgument } from '../graphql/upsell-source-argument.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure } from '../graphql/types/failure.ts';

/** The longest note a buyer can send with a gift. */
const MAX_GIFT_MESSAGE = 500;

const GiftCheckoutRef = builder
  .objectRef<{ kind: 'GiftCheckout'; url: string; giftId: string }>('GiftCheckout')
  .implement({
    description: 'Where the buyer pays for a gift, and the gift it pays for.',
    fields: (t) => ({ url: t.exposeString('url'), giftId: t.exposeID('giftId') }),
  });

const GiftCodeRef = builder.objectRef<{ code: string; redeemed: boolean }>('GiftCode').implement({
  description: 'One of a gift’s redemption codes, as its buyer sees it.',
  fields: (t) => ({ code: t.exposeString('code'), redeemed: t.exposeBoolean('redeemed') }),
});

const GiftRef = builder.objectRef<GiftRow & { codes: { code: string; redeemed: boolean }[] }>('Gift').implement({
  description: 'A gift of membership, as its buyer sees it: paid or not, and its codes once paid.',
  fields: (t) => ({
    id: t.exposeID('id'),
    planId: t.int({ resolve: (gift) => GIFT_PLAN_IDS[gift.planType] }),
    months: t.int({ resolve: (gift) => GIFT_MONTHS[gift.plan] }),
    quantity: t.exposeInt('quantity'),
    recipientEmail: t.exposeString('recipientEmail', { nullable: true }),
    paid: t.boolean({ resolve: (gift) => gift.paidAt !== null }),
    codes: t.field({ type: [GiftCodeRef], resolve: (gift) => gift.codes }),
  }),
});

const GiftRedemptionRef = builder.objectRef<{ kind: 'GiftRedemption'; endsAt: Date }>('GiftRedemption').implement({
  description: 'A redeemed gift: the reader is a member until then.',
  fields: (t) => ({ memberUntil: t.float({ resolve: (redemption) => redemption.endsAt.getTime() }) }),
});

const GiftOfferRef = builder.objectRef<{ months: number; fromName: string; redeemed: boolean }>('GiftOffer').implement({
  description:
    'What a redemption code gives, for the page it is redeemed on. The code itself is the secret that shows it.',
  fields: (t) => ({
    months: t.exposeInt('months'),
    fromName: t.exposeString('fromName'),
    redeemed: t.exposeBoolean('redeemed'),
  }),
});

const GiftCheckoutResult = resultUnion('GiftCheckoutResult', GiftCheckoutRef, [
  'BadRequest',
  'Unauthorized',
  'TooManyRequests',
]);
const GiftRedemptionResult = resultUnion('GiftRedemptionResult', GiftRedemptionRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);

const GiftTermEnum = builder.enumType('GiftTerm', {
  values: { MONTH: { value: 'monthly' }, YEAR: { value: 'yearly' } } as const,
});

builder.queryFields((t) => ({
  /** A gift the viewer bought; null for anyone else's. */
  gift: t.field({
    type: GiftRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return null;
      const { gift, codes } = await buyersGift(context.db, String(args.id), viewer.id);
      return gift
        ? { ...gift, codes: codes.map((row) => ({ code: row.code, redeemed: row.redeemedBy !== null })) }
        : null;
    },
  }),
  /** What a code gives, for its redemption page; null for a code that is not one. */
  giftOffer: t.field({
    type: GiftOfferRef,
    nullable: true,
    args: { code: t.arg.string() },
    resolve: async (_root, args, context) => {
      const code = normalGiftCode(args.code);
      if (!code) return null;
      const found = await giftOfCode(context.db, code);
      return found?.paidAt
        ? { months: GIFT_MONTHS[found.plan], fromName: found.fromName, redeemed: found.redeemedBy !== null }
        : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * Starts paying for a gift: one membership for the address named (plan id 29), or
   * several whose codes the buyer hands out (31). Answers the provider's checkout address; the
   * codes are made and mailed once the payment is reported.
   */
  startGiftCheckout: t.field({
    type: GiftCheckoutResult,
    args: {
      planId: t.arg.int(),
      term: t.arg({ type: GiftTermEnum }),
      quantity: t.arg.int({ required: false }),
      recipientEmail: t.arg.string({ required: false }),
      message: t.arg.string({ required: false }),
      /** The upsell the buyer came from: `gift_membership---avatar-menu` (shared/membership/upsell-source.ts). */
      source: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to give a membership.');
      if (!context.checkout) return failure('BadRequest', MEMBERSHIPS_CLOSED);
      const upsell = upsellSourceArgument(args.source);
      if ('error' in upsell) return failure('BadRequest', upsell.error);
      const planType = giftPlanType(args.planId);
      if (!planType) return failure('BadRequest', 'Choose a gift: one membership or a group’s.');
      const quantity = planType === 'gift' ? 1 : (args.quantity ?? GROUP_GIFT_SIZES.min);
      if (
        planType === 'group-gift' &&
        (!Number.isInteger(quantity) || quantity < GROUP_GIFT_SIZES.min || quantity > GROUP_GIFT_SIZES.max)
      ) {
        return failure('BadRequest', `A group gift is for ${GROUP_GIFT_SIZES.min} to ${GROUP_GIFT_SIZES.max} people.`);
      }
      const recipientEmail = planType === 'gift' ? normalizeEmail(args.recipientEmail ?? '') : null;
      if (recipientEmail !== null && validateEmail(recipientEmail))
        return failure('BadRequest', 'Enter the e-mail address to send the gift to.');
      const message = args.message?.trim() ?? '';
      if (message.length > MAX_GIFT_MESSAGE)
        return failure('BadRequest', `Keep the note to ${MAX_GIFT_MESSAGE} characters.`);
      const limit = await countOperation(context.db, LIMITS.checkoutPerAccount, viewer.id, context.now().getTime());
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have started many checkouts in a short time. Please try again later.');
      const giftId = crypto.randomUUID();
      const origin = context.linkContext.authOrigin;
      try {
        await newGift(context.db, {
          id: giftId,
          buyerId: viewer.id,
          planType,
          plan: args.term,
          quantity,
          recipientEmail,
          message: message || null,
        });
        const { url } = await context.checkout.startGift({
          giftId,
          plan: args.term,
          quantity,
          buyerId: viewer.id,
          customerId: await customerOf(context.db, viewer.id),
          email: viewer.email,
          upsellSource: upsell.source,
          successUrl: `${origin}${link('ShowGiftCheckout')}?gift=${giftId}`,
          cancelUrl: `${origin}${link(planType === 'gift' ? 'ShowGiftPlans' : 'ShowGroupGift')}`,
        });
        return { kind: 'GiftCheckout' as const, url, giftId };
      } catch (error) {
        context.logger.error('A gift checkout could not start', { error: String(error) });
        return failure('BadRequest', 'Checkout could not start. Please try again.');
      }
    },
  }),
  /** Redeems a gift's code for the viewer: once, extending a membership they hold, never shortening it. */
  redeemGiftCode: t.field({
    type: GiftRedemptionResult,
    args: { code: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to redeem your gift.');
      const limit = await countOperation(context.db, LIMITS.giftRedeemPerAccount, viewer.id, context.now().getTime());
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have tried many codes in a short time. Please try again later.');
      const code = normalGiftCode(args.code);
      const redemption = code
        ? await redeemGiftCode(context.db, code, viewer, context.now())
        : { kind: 'unknown' as const };
      switch (redemption.kind) {
        case 'redeemed':
          return { kind: 'GiftRedemption' as const, endsAt: redemption.endsAt };
        case 'unknown':
          return failure('NotFound', 'We couldn’t find that gift code. Check it against your e-mail.');
        case 'taken':
          return failure('BadRequest', 'This gift code has already been redeemed.');
        case 'renewing':
          return failure(
            'BadRequest',
            'Your membership renews by itself. Cancel its renewal first; the gift then starts when it ends.',
          );
      }
    },
  }),
}));
