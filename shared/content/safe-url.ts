/** The only schemes a stored link or image may use (checked when saved and again when rendered). */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"),
// so they are stripped before the scheme is read, as a browser would.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters browsers skip
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * The address if it is safe to put in an href or src, otherwise null. Relative addresses are
 * refused too: stored content is shown on many hosts, so every link names its own.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const cleaned = raw.replace(IGNORED_BY_BROWSERS, '');
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return ALLOWED_SCHEMES.has(url.protocol) ? url.href : null;
}
