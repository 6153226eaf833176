import { MEMBERSHIP_PLANS, type MembershipPlan } from '../../shared/membership/plans.ts';

/** What a payment event means for a membership. */
export type MembershipChange =
  | {
      readonly kind: 'start';
      readonly userId: string;
      /** Never the reader themself. */
      readonly referrerId: string | null;
      readonly plan: MembershipPlan;
      readonly providerRef: string;
      readonly subscriptionRef: string | null;
    }
  | { readonly kind: 'end'; readonly subscriptionRef: string }
  /** A gift's one-time payment went through: its codes can be made and sent. */
  | { readonly kind: 'gift-paid'; readonly giftId: string; readonly checkoutRef: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Reads a Stripe event: a paid checkout starts a membership; a subscription that ends (cancelled
 * or unpaid to the end) ends it. Everything else, and anything malformed, changes nothing.
 */
export function membershipChange(event: unknown): MembershipChange | null {
  const { type, data } = record(event);
  const object = record(record(data)['object']);
  if (type === 'checkout.session.completed') {
    const metadata = record(object['metadata']);
    const giftId = text(metadata['gift_id']);
    if (giftId) {
      const checkoutRef = text(object['id']);
      return checkoutRef && object['mode'] === 'payment' && object['payment_status'] === 'paid'
        ? { kind: 'gift-paid', giftId, checkoutRef }
        : null;
    }
    const plan = MEMBERSHIP_PLANS.find((candidate) => candidate === metadata['plan']);
    const userId = text(object['client_reference_id']);
    const providerRef = text(object['id']);
    const paid = object['payment_status'] === 'paid' || object['payment_status'] === 'no_payment_required';
    if (!plan || !userId || !providerRef || !paid) return null;
    // a writer who pays from their own page refers nobody
    const referrerId = text(metadata['referrer_id']);
    return {
      kind: 'start',
      userId,
      referrerId: referrerId === userId ? null : referrerId,
      plan,
      providerRef,
      subscriptionRef: text(object['subscription']),
    };
  }
  if (type === 'customer.subscription.deleted') {
    const subscriptionRef = text(object['id']);
    return subscriptionRef ? { kind: 'end', subscriptionRef } : null;
  }
  return null;
}
