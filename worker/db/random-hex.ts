/** `length` random lowercase hex characters: ids of people, stories and uploads. */
export const randomHex = (length: number): string =>
  [...crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length);
