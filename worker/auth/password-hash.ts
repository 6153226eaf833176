/**
 * Password hashing: PBKDF2-SHA256 with a per-password salt plus a server-side pepper.
 * Production Workers refuse more than 100,000 iterations, so that is both the setting and a hard
 * cap; the count is stored with each hash so it can be raised later without breaking old ones.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const MAX_PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = 'pbkdf2-sha256';

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function derive(
  password: string,
  pepper: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be between 1 and ${MAX_PBKDF2_ITERATIONS}`);
  }
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password + pepper), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** "pbkdf2-sha256${iterations}${salt}${hash}", salt and hash in base64. */
export async function hashPassword(password: string, pepper: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, pepper, salt, iterations);
  return [SCHEME, iterations, toBase64(salt), toBase64(hash)].join('$');
}

/** Compares in constant time; a malformed stored value never matches. */
export async function verifyPassword(password: string, pepper: string, stored: string): Promise<boolean> {
  const [scheme, iterationText, salt, hash] = stored.split('$');
  const iterations = Number(iterationText);
  if (scheme !== SCHEME || !salt || !hash) return false;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, pepper, fromBase64(salt), iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
