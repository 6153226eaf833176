import type Stripe from 'stripe';
import type { LazyStripe } from './stripe-client.ts';
import { GIFT_MONTHS, GIFT_PRICE_CENTS, giftTermWords } from '../../shared/membership/gifts.ts';
import type { MembershipPlan } from '../../shared/membership/plans.ts';

export interface CheckoutRequest {
  readonly plan: MembershipPlan;
  readonly userId: string;
  readonly email: string | null;
  /** The writer whose membership page the reader paid from, if any. */
  readonly referrerId: string | null;
  /** The reader's Stripe customer from an earlier checkout, reused so their payments stay together. */
  readonly customerId: string | null;
  /** The upsell the reader came from (shared/membership/upsell-source.ts), if any. */
  readonly upsellSource: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface GiftCheckoutRequest {
  readonly giftId: string;
  readonly plan: MembershipPlan;
  readonly quantity: number;
  readonly buyerId: string;
  readonly email: string | null;
  readonly customerId: string | null;
  readonly upsellSource: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** A payment provider's hosted checkout (where to send the reader to pay) and its subscriptions. */
export interface MembershipCheckout {
  start(request: CheckoutRequest): Promise<{ readonly url: string }>;
  /** A one-time payment for memberships given as gifts; the completed-payment event names the gift. */
  startGift(request: GiftCheckoutRequest): Promise<{ readonly url: string }>;
  /** Stops renewing a subscription: it ends with the period paid for. Answers when that is. */
  cancel(subscriptionRef: string): Promise<{ readonly endsAt: Date }>;
  /** Undoes a cancellation before the subscription ends: it renews again. */
  resume(subscriptionRef: string): Promise<void>;
  /** Stripe's customer portal for one customer, where they change their card: where to send them. */
  portal(customerId: string, returnUrl: string): Promise<{ readonly url: string }>;
}

/** Who pays: the customer Stripe knows, or an address for the one it makes. */
const payer = (customerId: string | null, email: string | null) =>
  customerId ? { customer: customerId } : email ? { customer_email: email } : {};

/** The upsell a checkout came from, kept with the payment so the sale can be traced to it. */
const upsell = (source: string | null): Record<string, string> => (source ? { upsell_source: source } : {});

type PriceEnv = Pick<Env, 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY'>;

/**
 * Stripe Checkout: memberships in subscription mode, gifts as one-time payments. Who pays, for
 * which plan or gift, through whose page and from which upsell travel with the session
 * (client_reference_id and metadata), so the completed-payment event names them.
 * Null when the deployment has no client or prices: then memberships are not open. Stripe's
 * errors can name the account: only what failed goes into ours.
 */
export function stripeCheckout(stripe: LazyStripe | null, env: PriceEnv): MembershipCheckout | null {
  const { STRIPE_PRICE_MONTHLY: monthly, STRIPE_PRICE_YEARLY: yearly } = env;
  if (!stripe || !monthly || !yearly) return null;
  /** A hosted checkout: where to send the payer. */
  const checkout = async (params: Stripe.Checkout.SessionCreateParams) => {
    const session = await (await stripe()).checkout.sessions
      .create(params)
      .catch(() => Promise.reject(new Error('The payment provider refused the checkout')));
    if (!session.url) throw new Error('The payment provider answered without a checkout address');
    return { url: session.url };
  };
  return {
    start: (request) =>
      checkout({
        mode: 'subscription',
        line_items: [{ price: request.plan === 'monthly' ? monthly : yearly, quantity: 1 }],
        client_reference_id: request.userId,
        metadata: {
          plan: request.plan,
          ...(request.referrerId ? { referrer_id: request.referrerId } : {}),
          ...upsell(request.upsellSource),
        },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...payer(request.customerId, request.email),
      }),
    startGift: (request) =>
      checkout({
        mode: 'payment',
        line_items: [
          {
            // the gift's price is the plan's, for a one-time payment rather than the plan's subscription
            price_data: {
              currency: 'usd',
              unit_amount: GIFT_PRICE_CENTS[request.plan],
              product_data: { name: `Membership gift: ${giftTermWords(GIFT_MONTHS[request.plan])}` },
            },
            quantity: request.quantity,
          },
        ],
        client_reference_id: request.buyerId,
        metadata: { gift_id: request.giftId, ...upsell(request.upsellSource) },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...payer(request.customerId, request.email),
        // a one-time payment makes no customer unless asked: billing history is kept by customer
        ...(request.customerId ? {} : { customer_creation: 'always' as const }),
      }),
    async cancel(subscriptionRef) {
      const subscription = await (await stripe()).subscriptions
        .update(subscriptionRef, { cancel_at_period_end: true })
        .catch(() => Promise.reject(new Error('The payment provider refused the cancellation')));
      // cancel_at is when the cancelled subscription ends: the end of its current period
      if (typeof subscription.cancel_at !== 'number')
        throw new Error('The payment provider answered without an end date');
      return { endsAt: new Date(subscription.cancel_at * 1000) };
    },
    async resume(subscriptionRef) {
      await (await stripe()).subscriptions
        .update(subscriptionRef, { cancel_at_period_end: false })
        .catch(() => Promise.reject(new Error('The payment provider refused to resume the subscription')));
    },
    async portal(customerId, returnUrl) {
      const session = await (await stripe()).billingPortal.sessions
        .create({ customer: customerId, return_url: returnUrl })
        .catch(() => Promise.reject(new Error('The payment provider refused the customer portal')));
      return { url: session.url };
    },
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** The payment provider's checkout for memberships; null when memberships are not open. */
    readonly checkout: MembershipCheckout | null;
  }
}
