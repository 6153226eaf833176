import { sameSecret } from '../auth/same-secret.ts';
import { hexOf } from '../../shared/hex.ts';

/** Stripe's default: an event signed more than five minutes ago may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a webhook body comes from Stripe: the `Stripe-Signature` header's `v1` is the
 * HMAC-SHA256 of `{t}.{body}` under the endpoint's secret, and `t` is recent.
 */
export async function verifyStripeSignature(secret: string, header: string | null, body: string, nowSeconds: number): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0 || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = hexOf(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`)));
  return signatures.some((signature) => sameSecret(signature, expected));
}
