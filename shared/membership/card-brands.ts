import type { CARD_BRANDS } from '../content/enumerations.ts';

export type CardBrand = (typeof CARD_BRANDS)[number];

/** Stripe's names for a card's brand (a charge's payment_method_details.card.brand), as the specification's card brands. */
const FROM_STRIPE: Readonly<Record<string, CardBrand>> = {
  amex: 'AMEX',
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  discover: 'DISCOVER',
  jcb: 'JCB',
  diners: 'DINERS',
  unionpay: 'UNIONPAY',
};

/** The brand of the card a payment came from; UNKNOWN for one Stripe names that the list does not, null when there was no card. */
export const cardBrandOf = (stripeBrand: string | null): CardBrand | null =>
  stripeBrand === null ? null : (FROM_STRIPE[stripeBrand.toLowerCase()] ?? 'UNKNOWN');

/** How a receipt names each brand: "Visa ending in 4242". */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  AMEX: 'American Express',
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  DINERS: 'Diners Club',
  UNIONPAY: 'UnionPay',
  UNKNOWN: 'Card',
};
