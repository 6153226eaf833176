import type { CacheDecision } from './cache-decision.ts';

/**
 * How long the edge's copy is fresh. Purges keep it right when content changes; the hour bounds
 * what changes with time alone (trending lists, "this year" archives).
 */
export const EDGE_FRESH_SECONDS = 3600;

/** Kept a while past freshness, so a request can tell an expired copy (EXPIRED) from none (MISS). */
export const EDGE_KEEP_SECONDS = 2 * EDGE_FRESH_SECONDS;

/**
 * The browser keeps no copy of its own: it asks the edge each time (a HIT is cheap), so a purge
 * reaches readers at once and signing in never shows a page from before.
 */
export const BROWSER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** When the copy was stored (ms since the epoch); read back to tell fresh from expired. */
export const STORED_AT_HEADER = 'X-Edge-Stored-At';

export type Freshness = 'fresh' | 'expired';

export function freshness(storedAt: number, now: number): Freshness {
  return Number.isFinite(storedAt) && now - storedAt < EDGE_FRESH_SECONDS * 1000 ? 'fresh' : 'expired';
}

export interface RenderedPage {
  readonly decision: CacheDecision;
  readonly method: string;
  readonly status: number;
  readonly headers: Headers;
}

/**
 * The safety rules on what may be written: an Enabled page, rendered for a GET, that answered
 * 200 with HTML, sets no cookie and was not marked private by the renderer (a viewer's page
 * is, whatever the request looked like). (Whether its stream finished whole is known only at its end:
 * see endsAsDocument.)
 */
export function mayStore(page: RenderedPage): boolean {
  return (
    page.decision === 'Enabled' &&
    page.method === 'GET' &&
    page.status === 200 &&
    !page.headers.has('Set-Cookie') &&
    !/\b(?:private|no-store)\b/.test(page.headers.get('Cache-Control') ?? '') &&
    (page.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

const DOCUMENT_END = new TextEncoder().encode('</html>');
const isSpace = (byte: number): boolean => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * A document streamed to its end closes its html element (but for whitespace after it). Read as
 * bytes, so a page is not decoded to look at its last seven characters. (A part that failed after
 * the shell is known apart: see renderFailedLate.)
 */
export function endsAsDocument(bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && isSpace(bytes[end - 1] ?? 0)) end -= 1;
  const start = end - DOCUMENT_END.length;
  return start >= 0 && DOCUMENT_END.every((byte, index) => bytes[start + index] === byte);
}
