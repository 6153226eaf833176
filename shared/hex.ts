const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * Bytes as lowercase hex, two characters each: ids, digests, signatures. A loop over a table,
 * not an array of strings joined: every request makes a few (its trace ids, the page's nonce).
 */
export function hexOf(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += BYTE_HEX[byte];
  return hex;
}

/** `length` random lowercase hex characters: ids of people, stories and uploads, paragraph names. */
export const randomHex = (length: number): string =>
  hexOf(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);

/** The SHA-256 digest of a text, in hex: ids that the same input always gives again. */
export const sha256Hex = async (text: string): Promise<string> =>
  hexOf(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
