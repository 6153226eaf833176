import type { PayoutAccountState } from '../../shared/partner/enrollment.ts';

/** What a Stripe event tells billing history and payouts. */
export type BillingEvent =
  /** A checkout named the customer who paid: their payments are this reader's. */
  | { readonly kind: 'customer'; readonly customerId: string; readonly userId: string }
  | {
      readonly kind: 'charge';
      readonly id: string;
      readonly customerId: string;
      readonly amountCents: number;
      readonly refundedCents: number;
      readonly currency: string;
      readonly description: string;
      readonly cardBrand: string | null;
      readonly cardLast4: string | null;
      readonly paidAt: Date;
    }
  /** A writer's connected account changed: details sent, payouts enabled, or refused. */
  | { readonly kind: 'payout-account'; readonly accountId: string; readonly state: PayoutAccountState };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Reads a Stripe event for billing and payouts; anything else, or malformed, is null. */
export function billingEvent(event: unknown): BillingEvent | null {
  const { type, data } = record(event);
  const object = record(record(data)['object']);
  if (type === 'checkout.session.completed') {
    const customerId = text(object['customer']);
    const userId = text(object['client_reference_id']);
    return customerId && userId ? { kind: 'customer', customerId, userId } : null;
  }
  if (type === 'charge.succeeded' || type === 'charge.refunded') {
    const id = text(object['id']);
    const customerId = text(object['customer']);
    const amountCents = whole(object['amount']);
    const created = whole(object['created']);
    const currency = text(object['currency']);
    if (!id || !customerId || amountCents === null || created === null || !currency || object['paid'] !== true)
      return null;
    const card = record(record(object['payment_method_details'])['card']);
    return {
      kind: 'charge',
      id,
      customerId,
      amountCents,
      refundedCents: Math.min(whole(object['amount_refunded']) ?? 0, amountCents),
      currency: currency.toUpperCase(),
      description: text(object['description']) ?? '',
      cardBrand: text(card['brand']),
      cardLast4: text(card['last4']),
      paidAt: new Date(created * 1000),
    };
  }
  if (type === 'account.updated') {
    const accountId = text(object['id']);
    if (!accountId) return null;
    const requirements = record(object['requirements']);
    return {
      kind: 'payout-account',
      accountId,
      state: {
        detailsSubmitted: object['details_submitted'] === true,
        payoutsEnabled: object['payouts_enabled'] === true,
        disabledReason: text(requirements['disabled_reason']),
      },
    };
  }
  return null;
}
