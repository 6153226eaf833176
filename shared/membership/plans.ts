/** The membership plans a reader chooses from (docs/spec-checklist.md 3 §8: plan ids monthly and yearly). */
export const MEMBERSHIP_PLANS = ['monthly', 'yearly'] as const;
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/** What the plans page and a checkout say on a deployment without a payment provider. */
export const MEMBERSHIPS_CLOSED = 'Memberships are not open yet.';

/**
 * What each plan costs, as the plans page shows it. The deployment's Stripe prices
 * (STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY) must charge these amounts.
 */
export const PLAN_PRICES: Readonly<Record<MembershipPlan, { readonly amount: string; readonly per: string }>> = {
  monthly: { amount: '$5', per: 'month' },
  yearly: { amount: '$50', per: 'year' },
};
