import { describe, expect, it } from 'vitest';
import { createPhoneCode, maskedPhone, phoneCodeMessage, phoneNumberOf } from './phone-codes.ts';

describe('phoneNumberOf (docs/spec-checklist.md 2 §8: non-digits stripped, exactly 10 digits)', () => {
  it.each([
    ['1', '(555) 010-0199', { e164: '+15550100199' }],
    ['+44', '20 7946 0958', { e164: '+442079460958' }],
    ['1', '555-0100', { error: 'Please enter a valid phone number.' }],
    ['1', '5550100199 1', { error: 'Please enter a valid phone number.' }],
    ['', '5550100199', { error: 'Please choose your country.' }],
    ['0', '5550100199', { error: 'Please choose your country.' }],
    ['1234', '5550100199', { error: 'Please choose your country.' }],
  ])('+%s %s → %j', (country, number, expected) => {
    expect(phoneNumberOf(country, number)).toEqual(expected);
  });
});

describe('phone codes', () => {
  it('are 7 digits (docs/spec-checklist.md 2 §9) and differ from one to the next', () => {
    const codes = Array.from({ length: 50 }, createPhoneCode);
    for (const code of codes) expect(code).toMatch(/^\d{7}$/);
    expect(new Set(codes).size).toBeGreaterThan(45);
  });

  it('are texted whole and read out digit by digit, twice', () => {
    expect(phoneCodeMessage('SMS_TEXT', 'Quire', '0123456')).toBe(
      'Your Quire verification code is 0123456. It expires in 10 minutes.',
    );
    expect(phoneCodeMessage('VOICE_CALL', 'Quire', '0123456')).toBe(
      'Your Quire verification code is 0, 1, 2, 3, 4, 5, 6. Again, your code is 0, 1, 2, 3, 4, 5, 6.',
    );
  });

  it('names a number by its last four digits only', () => {
    expect(maskedPhone('+15550100199')).toBe('•••• 0199');
  });
});
