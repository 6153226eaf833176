import { TIME } from './constants.ts';

/**
 * How long a sign-in link and its 6-digit code work: the modal waiting on them says so when it has
 * passed. A module of its own, so that only the sign-in steps' chunk carries it.
 */
export const MAGIC_LINK_LIFETIME_MS = 15 * TIME.minute;
