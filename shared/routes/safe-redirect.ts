/** A base no real request has: what resolves against it and keeps its origin stayed on this site. */
const BASE = 'https://quire.invalid';

/**
 * Where a reader may be sent after signing in: a path on the site they signed in to, never
 * another host. The target is parsed as a URL, as a browser would read it (browsers drop tabs
 * and newlines and read `\` as `/`, so `/\t/evil.example` is `//evil.example`); anything whose
 * origin is not ours, or that is not a path at all, becomes the home page.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The path as the parser wrote it: `//` at its start would read as a host on the way out.
  return path.startsWith('//') ? '/' : path;
}
