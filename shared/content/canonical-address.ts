/** Longer than any address a browser shows; a story's first home fits well within it. */
const MAX_CANONICAL_ADDRESS = 2000;

export const CANONICAL_ADDRESS_ERROR = 'The canonical address must be an http:// or https:// address.';

/**
 * A story's first home, when it was published elsewhere first: an absolute http(s) address as the
 * page will name it (`<link rel="canonical">`), or null for anything else.
 */
export function canonicalAddress(value: string): string | null {
  if (value.length > MAX_CANONICAL_ADDRESS) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
