/**
 * Headers on every HTML response. Scripts run only with this request's nonce
 * ('strict-dynamic' lets the entry module load its chunks); framing is refused unless
 * allow_iframe is on, and the page's own frame guard blanks it besides.
 */
export interface PolicyOptions {
  readonly googleOneTap?: boolean;
  /** A hosted search service the page queries as the reader types (SEARCH_HOST). */
  readonly searchHost?: string;
  /** The main site, which the top bar's search form submits to from a writer's or a publication's domain. */
  readonly authOrigin?: string;
}

export function htmlSecurityHeaders(
  nonce: string,
  allowIframe: boolean,
  options: PolicyOptions = {},
): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style props become style attributes; they cannot run code.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // Google's one-tap script checks its sign-in status from the page (only where it may show).
    `connect-src 'self'${options.googleOneTap ? ' https://accounts.google.com/gsi/' : ''}${options.searchHost ? ` ${options.searchHost}` : ''}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${options.authOrigin ? ` ${options.authOrigin}` : ''}`,
    `frame-ancestors ${allowIframe ? '*' : "'self'"}`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(allowIframe ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
  };
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
