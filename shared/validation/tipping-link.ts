import { safeUrl } from '../content/safe-url.ts';

export const TIPPING_LINK_MAX_LENGTH = 300;

/**
 * A writer's tipping link (PUBLISHING_TIPPING_LINK) as typed: empty removes it; otherwise a web
 * address (Ko-fi, PayPal.me, Buy Me a Coffee…), since readers follow it off Quire.
 */
export function parseTippingLink(typed: string): { url: string | null } | { error: string } {
  const trimmed = typed.trim();
  if (!trimmed) return { url: null };
  if (trimmed.length > TIPPING_LINK_MAX_LENGTH)
    return { error: `A tipping link can be at most ${TIPPING_LINK_MAX_LENGTH} characters long.` };
  const url = safeUrl(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  if (!url?.startsWith('http')) return { error: 'Enter a web address, such as https://ko-fi.com/yourname.' };
  return { url };
}
