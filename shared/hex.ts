/** Bytes as lowercase hex, two characters each: ids, digests, signatures. */
export const hexOf = (bytes: ArrayBuffer | Uint8Array): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** `length` random lowercase hex characters: ids of people, stories and uploads, paragraph names. */
export const randomHex = (length: number): string =>
  hexOf(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);

/** The SHA-256 digest of a text, in hex: ids that the same input always gives again. */
export const sha256Hex = async (text: string): Promise<string> =>
  hexOf(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
