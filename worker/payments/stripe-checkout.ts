import type { MembershipPlan } from '../../shared/membership/plans.ts';

export interface CheckoutRequest {
  readonly plan: MembershipPlan;
  readonly userId: string;
  readonly email: string | null;
  /** The writer whose membership page the reader paid from, if any. */
  readonly referrerId: string | null;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** A payment provider's hosted checkout (where to send the reader to pay) and its subscriptions. */
export interface MembershipCheckout {
  start(request: CheckoutRequest): Promise<{ readonly url: string }>;
  /** Stops renewing a subscription: it ends with the period paid for. Answers when that is. */
  cancel(subscriptionRef: string): Promise<{ readonly endsAt: Date }>;
}

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY' | 'STRIPE_API_ORIGIN'>;

/**
 * Stripe Checkout in subscription mode. Who pays, for which plan and through whose page travel
 * with the session (client_reference_id and metadata), so the completed-payment event names them.
 * Null when the deployment has no key or prices: then memberships are not open.
 */
export function stripeCheckout(env: StripeEnv): MembershipCheckout | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_PRICE_MONTHLY: monthly, STRIPE_PRICE_YEARLY: yearly } = env;
  if (!key || !monthly || !yearly) return null;
  const origin = env.STRIPE_API_ORIGIN ?? 'https://api.stripe.com';
  const post = async (path: string, form: URLSearchParams, refusal: string): Promise<Record<string, unknown>> => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    // Stripe's error body can name the account: only the status goes into our error
    if (!response.ok) throw new Error(`The payment provider refused ${refusal} (HTTP ${response.status})`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async start(request) {
      const form = new URLSearchParams({
        mode: 'subscription',
        'line_items[0][price]': request.plan === 'monthly' ? monthly : yearly,
        'line_items[0][quantity]': '1',
        client_reference_id: request.userId,
        'metadata[plan]': request.plan,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (request.email) form.set('customer_email', request.email);
      if (request.referrerId) form.set('metadata[referrer_id]', request.referrerId);
      const session = await post('/v1/checkout/sessions', form, 'the checkout');
      if (typeof session['url'] !== 'string') throw new Error('The payment provider answered without a checkout address');
      return { url: session['url'] };
    },
    async cancel(subscriptionRef) {
      const subscription = await post(`/v1/subscriptions/${encodeURIComponent(subscriptionRef)}`, new URLSearchParams({ cancel_at_period_end: 'true' }), 'the cancellation');
      // cancel_at is when the cancelled subscription ends: the end of its current period
      if (typeof subscription['cancel_at'] !== 'number') throw new Error('The payment provider answered without an end date');
      return { endsAt: new Date(subscription['cancel_at'] * 1000) };
    },
  };
}
