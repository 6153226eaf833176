import { TIME } from '../../shared/constants.ts';
import { normalizePhone } from '../../shared/validation/account-fields.ts';

/** docs/spec-checklist.md 2 §9: two-factor codes by text or call have 7 digits. */
export const PHONE_CODE_DIGITS = 7;
export const PHONE_CODE_LIFETIME_MS = 10 * TIME.minute;

export type PhoneMethod = 'SMS_TEXT' | 'VOICE_CALL';

/**
 * The number to send codes to, in E.164 form, or the spec's message: the country code is 1 to 3
 * digits, and the number has exactly 10 digits once everything else is stripped (docs/spec-checklist.md 2 §8).
 */
export function phoneNumberOf(countryCode: string, phoneNumber: string): { e164: string } | { error: string } {
  const { digits, error } = normalizePhone(phoneNumber);
  if (error) return { error };
  const country = countryCode.replace(/\D/g, '');
  if (!/^[1-9]\d{0,2}$/.test(country)) return { error: 'Please choose your country.' };
  return { e164: `+${country}${digits}` };
}

/** A uniformly random 7-digit code (rejection sampling keeps every code equally likely). */
export function createPhoneCode(): string {
  const range = 10 ** PHONE_CODE_DIGITS;
  const limit = Math.floor(2 ** 32 / range) * range;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? limit;
    if (value < limit) return String(value % range).padStart(PHONE_CODE_DIGITS, '0');
  }
}

/** What the text says, or the call reads out (digits apart, twice, so they can be written down). */
export function phoneCodeMessage(method: PhoneMethod, productName: string, code: string): string {
  if (method === 'SMS_TEXT') return `Your ${productName} verification code is ${code}. It expires in 10 minutes.`;
  const spoken = code.split('').join(', ');
  return `Your ${productName} verification code is ${spoken}. Again, your code is ${spoken}.`;
}

/** The last digits only, for telling a reader where the code went. */
export const maskedPhone = (e164: string): string => `•••• ${e164.slice(-4)}`;
