import { TIME } from '../../shared/constants.ts';

/** How recent a proof (a sign-in, the password, a second factor) a sensitive change wants. */
export const FRESH_PROOF_MS = 10 * TIME.minute;

/** Whether a session proved it is its owner recently enough; a proof dated in the future counts for nothing. */
export const isFreshProof = (provedAt: number | null, now: number): boolean =>
  provedAt !== null && provedAt <= now && now - provedAt <= FRESH_PROOF_MS;
