import { hexOf } from '../../shared/hex.ts';
import { sameSecret } from './same-secret.ts';

type SigningEnv = Pick<Env, 'LINK_SIGNING_SECRET' | 'ENVIRONMENT'>;

/** The link-signing secret: set in production, a fixed value where no real account lives. */
function linkSigningSecret(env: SigningEnv): string {
  if (env.LINK_SIGNING_SECRET) return env.LINK_SIGNING_SECRET;
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') return 'quire-development-link-secret';
  throw new Error('LINK_SIGNING_SECRET is not set: run `wrangler secret put LINK_SIGNING_SECRET` before deploying');
}

/**
 * The HMAC-SHA256 of what a link carries, in hex: Quire's word that it made the link. Each
 * purpose is part of the signed text, so a signature for one kind of link never opens another.
 */
export async function linkSignature(env: SigningEnv, purpose: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(linkSigningSecret(env)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hexOf(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${purpose}\n${value}`)));
}

/** Whether a presented signature is Quire's for this purpose and value. */
export async function isLinkSignature(
  env: SigningEnv,
  purpose: string,
  value: string,
  presented: string | undefined,
): Promise<boolean> {
  return presented !== undefined && sameSecret(presented, await linkSignature(env, purpose, value));
}
