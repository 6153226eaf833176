import { describe, expect, it } from 'vitest';
import { passableUpsellSource, readUpsellSource, upsellSource } from './upsell-source.ts';

describe('upsell sources (docs/spec-checklist.md 2 §5)', () => {
  it.each([
    ['upgrade_membership---top-bar', { name: 'upgrade_membership', location: 'top-bar' }],
    ['gift_membership---avatar-menu', { name: 'gift_membership', location: 'avatar-menu' }],
    // "Upsell attribution source name must be upgrade_membership or gift_membership, otherwise an error 'Unstandardized upsell source'"
    ['newsletter_signup---top-bar', { error: 'Unstandardized upsell source' }],
    ['Upgrade_Membership---top-bar', { error: 'Unstandardized upsell source' }],
    ['', { error: 'Unstandardized upsell source' }],
    // "a source must carry a dimension, otherwise 'Upsell source without source location'"
    ['upgrade_membership', { error: 'Upsell source without source location' }],
    ['gift_membership---', { error: 'Upsell source without source location' }],
    ['gift_membership--- ', { error: 'Upsell source without source location' }],
  ])('%j reads as %j', (value, reading) => {
    expect(readUpsellSource(value)).toEqual(reading);
  });

  it('writes what it reads back', () => {
    expect(readUpsellSource(upsellSource('upgrade_membership', 'paywall'))).toEqual({
      name: 'upgrade_membership',
      location: 'paywall',
    });
  });

  it.each([
    ['upgrade_membership---paywall', 'upgrade_membership---paywall'],
    ['upgrade_membership', null],
    ['made-up', null],
    [null, null],
  ])('passes %j on to the checkout as %j', (value, passed) => {
    expect(passableUpsellSource(value)).toBe(passed);
  });
});
