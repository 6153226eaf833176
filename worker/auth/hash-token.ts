import { hexOf } from '../../shared/hex.ts';

/** A token's SHA-256 in hex: only this is stored, so a leaked table opens no session or link. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return hexOf(digest);
}
