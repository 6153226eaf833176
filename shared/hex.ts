/** Bytes as lowercase hex, two characters each: ids, digests, signatures. */
export const hexOf = (bytes: ArrayBuffer | Uint8Array): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** `length` random lowercase hex characters: ids of people, stories and uploads, paragraph names. */
export const randomHex = (length: number): string =>
  hexOf(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);
