/** How long a username someone gave up stays theirs: old links keep working, and nobody else takes it. */
export const USERNAME_HOLD_DAYS = 30;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** Names that would pass for Quire's own (a username is also a subdomain). */
const RESERVED = new Set([
  'admin',
  'api',
  'app',
  'about',
  'help',
  'mail',
  'me',
  'quire',
  'root',
  'security',
  'staff',
  'support',
  'www',
]);

/** A username as typed, the way it is stored: without the @, lower case. */
export const normalizeUsername = (typed: string): string => typed.trim().replace(/^@/, '').toLowerCase();

/** Why a (normalized) username cannot be had, or null. */
export function usernameError(username: string): string | null {
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `A username has ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters.`;
  }
  if (!/^[a-z0-9_]+$/.test(username)) return 'A username can have only letters, digits and underscores.';
  if (RESERVED.has(username)) return 'That username is reserved.';
  return null;
}

/**
 * Why a username cannot be a subdomain ({username}.{AUTH_DOMAIN}), or null: host names allow
 * letters, digits and hyphens, so an underscore keeps a writer on the main domain.
 */
export const subdomainProblem = (username: string): string | null =>
  username.includes('_')
    ? 'A subdomain can’t contain an underscore. Change your username in settings first, then come back.'
    : null;
