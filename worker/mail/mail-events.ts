import { normalizeEmail } from '../../shared/validation/account-fields.ts';
import { sameSecret } from '../auth/same-secret.ts';

/** How old a signed event may be before it is taken for a replay (Svix's own tolerance). */
const TOLERANCE_SECONDS = 5 * 60;

export interface SignedDelivery {
  readonly id: string;
  readonly timestamp: string;
  /** Space-separated `v1,<base64>` signatures; any one matching will do (secrets rotate). */
  readonly signatures: string;
}

const base64Of = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Whether a webhook delivery is the carrier's: Resend signs with Svix, an HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` under the base64 secret after its `whsec_` prefix.
 * https://docs.svix.com/receiving/verifying-payloads/how-manual
 */
export async function isSignedDelivery(
  secret: string,
  delivery: SignedDelivery,
  body: string,
  nowSeconds: number,
): Promise<boolean> {
  const sentAt = Number(delivery.timestamp);
  if (!Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > TOLERANCE_SECONDS) return false;
  let keyBytes: Uint8Array<ArrayBuffer>;
  try {
    keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (character) => character.charCodeAt(0));
  } catch {
    return false;
  }
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = base64Of(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${delivery.id}.${delivery.timestamp}.${body}`)),
  );
  return delivery.signatures
    .split(' ')
    .some((entry) => entry.startsWith('v1,') && sameSecret(entry.slice(3), expected));
}

/** What a carrier's report means for Quire. */
export type MailEvent =
  | { readonly kind: 'suppress'; readonly emails: readonly string[]; readonly reason: 'BOUNCE' | 'COMPLAINT' }
  | { readonly kind: 'opened'; readonly messageId: string }
  | { readonly kind: 'ignored' };

interface ResendEvent {
  readonly type?: unknown;
  readonly data?: { readonly email_id?: unknown; readonly to?: unknown; readonly bounce?: { readonly type?: unknown } };
}

/**
 * Reads one of Resend's events (https://resend.com/docs/webhooks/event-types): a hard bounce or a
 * complaint stops mail to its addresses; a soft (transient) bounce does not; an open is counted.
 */
export function mailEventOf(payload: unknown): MailEvent {
  const event = (typeof payload === 'object' && payload !== null ? payload : {}) as ResendEvent;
  const emails = Array.isArray(event.data?.to)
    ? event.data.to.filter((to): to is string => typeof to === 'string').map(normalizeEmail)
    : [];
  if (event.type === 'email.complained' && emails.length > 0) return { kind: 'suppress', emails, reason: 'COMPLAINT' };
  if (event.type === 'email.bounced' && emails.length > 0 && event.data?.bounce?.type !== 'Transient')
    return { kind: 'suppress', emails, reason: 'BOUNCE' };
  if (event.type === 'email.opened' && typeof event.data?.email_id === 'string')
    return { kind: 'opened', messageId: event.data.email_id };
  return { kind: 'ignored' };
}
