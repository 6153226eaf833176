import { describe, expect, it } from 'vitest';
import { createTotpSecret, totpCode, totpStep, totpUrl, verifyTotp } from './totp.ts';

const secret = createTotpSecret();
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('TOTP for authenticator apps', () => {
  it('accepts the current code, and one step of drift either way', () => {
    for (const offset of [-30_000, 0, 30_000]) {
      expect(verifyTotp(secret, totpCode(secret, now + offset), now, null)).toBe(totpStep(now + offset));
    }
  });

  it.each([
    ['a code from two steps ago', () => totpCode(secret, now - 60_000)],
    ['a malformed code', () => '12345'],
    ['letters', () => 'abcdef'],
  ])('refuses %s', (_, code) => {
    expect(verifyTotp(secret, code(), now, null)).toBeNull();
  });

  it('accepts a code once', () => {
    const code = totpCode(secret, now);
    const step = verifyTotp(secret, code, now, null);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, code, now, step)).toBeNull();
  });

  it('builds the otpauth address for the QR code', () => {
    expect(totpUrl(secret, 'ada@example.com', 'Quire')).toMatch(
      /^otpauth:\/\/totp\/Quire:ada%40example\.com\?issuer=Quire&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
  });
});
