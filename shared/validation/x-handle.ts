/** What a writer may give as their X (Twitter) handle: 1 to 15 letters, digits or underscores. */
const HANDLE = /^[A-Za-z0-9_]{1,15}$/;

export const X_HANDLE_ERROR = 'An X handle is 1 to 15 letters, digits or underscores, like @quire.';

/**
 * A writer's X handle as they might type or paste it (`@quire`, `quire`, `https://x.com/quire`,
 * `twitter.com/quire/`), without the @; empty is none. Anything else is refused, so the
 * `twitter:creator` tag only ever names a real-looking account.
 */
export function parseXHandle(input: string): { handle: string | null } | { error: string } {
  const trimmed = input.trim();
  if (trimmed === '') return { handle: null };
  const fromAddress = /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([^/?#]+)\/?(?:[?#].*)?$/i.exec(
    trimmed,
  );
  const handle = (fromAddress?.[1] ?? trimmed).replace(/^@/, '');
  return HANDLE.test(handle) ? { handle } : { error: X_HANDLE_ERROR };
}
