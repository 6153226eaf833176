import { Secret, TOTP } from 'otpauth';

/** Authenticator apps show 6-digit codes that change every 30 seconds (RFC 6238). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
    label,
    issuer,
  });

/** The otpauth:// address the set-up QR code carries. */
export const totpUrl = (secret: string, account: string, issuer: string): string =>
  totp(secret, account, issuer).toString();

export const totpStep = (now: number): number => Math.floor(now / 1000 / PERIOD_SECONDS);

/**
 * The time step a code belongs to when it is right (one step of clock drift either way), else
 * null. A step at or before `lastStep` was used already: a code works once.
 */
export function verifyTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** For tests and the set-up screen's own check: the code an app would show at `now`. */
export const totpCode = (secret: string, now: number): string => totp(secret).generate({ timestamp: now });
