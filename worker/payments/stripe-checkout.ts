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

/** A payment provider's hosted checkout: where to send the reader to pay. */
export interface MembershipCheckout {
  start(request: CheckoutRequest): Promise<{ readonly url: string }>;
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
      const response = await fetch(`${origin}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      // Stripe's error body can name the account: only the status goes into our error
      if (!response.ok) throw new Error(`The payment provider refused the checkout (HTTP ${response.status})`);
      const session = (await response.json()) as { url?: unknown };
      if (typeof session.url !== 'string') throw new Error('The payment provider answered without a checkout address');
      return { url: session.url };
    },
  };
}
