import { describe, expect, it } from 'vitest';
import { FRESH_PROOF_MS, isFreshProof } from './fresh-proof.ts';

// Sensitive changes "ask for the password, a second factor or a passkey within the last 10 minutes".
describe('isFreshProof', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['never proved', null, false],
    ['proved just now', now, true],
    ['proved 9 minutes ago', now - 9 * 60_000, true],
    ['proved exactly 10 minutes ago', now - FRESH_PROOF_MS, true],
    ['proved 10 minutes and a second ago', now - FRESH_PROOF_MS - 1000, false],
    ['proved yesterday', now - 86_400_000, false],
    ['dated in the future', now + 60_000, false],
  ])('%s → %s', (_case, provedAt, fresh) => {
    expect(isFreshProof(provedAt, now)).toBe(fresh);
  });
});
