/** A random token of `bytes` bytes, URL-safe base64 without padding (cookies, links, codes' ids). */
export const randomToken = (bytes: number): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
