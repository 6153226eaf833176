import { describe, expect, it } from 'vitest';
import { CARD_BRAND_NAMES, cardBrandOf } from './card-brands.ts';

describe('card brands (docs/spec-checklist.md 3 §3: AMEX, VISA, MASTERCARD, DISCOVER, JCB and others)', () => {
  it.each<[string | null, string | null, string | null]>([
    ['visa', 'VISA', 'Visa'],
    ['amex', 'AMEX', 'American Express'],
    ['mastercard', 'MASTERCARD', 'Mastercard'],
    ['discover', 'DISCOVER', 'Discover'],
    ['jcb', 'JCB', 'JCB'],
    ['diners', 'DINERS', 'Diners Club'],
    ['unionpay', 'UNIONPAY', 'UnionPay'],
    ['cartes_bancaires', 'UNKNOWN', 'Card'],
    [null, null, null],
  ])('Stripe’s %s is %s, named %s', (stripe, brand, name) => {
    const found = cardBrandOf(stripe);
    expect(found).toBe(brand);
    expect(found && CARD_BRAND_NAMES[found]).toBe(name);
  });
});
