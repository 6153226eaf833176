import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, MAX_PBKDF2_ITERATIONS, verifyPassword } from '../../worker/auth/password-hash.ts';

// Runs in the Workers runtime, where crypto.subtle is the one production uses.
describe('password hashing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hashes with 100,000 iterations, stores the count, and verifies', async () => {
    const stored = await hashPassword('correct horse battery', 'pepper');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('correct horse battery', 'pepper', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', 'pepper', stored)).resolves.toBe(false);
    // the pepper is part of the secret: the same password with another pepper fails
    await expect(verifyPassword('correct horse battery', 'other pepper', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 'pepper')).not.toBe(await hashPassword('same', 'pepper'));
  });

  it('never asks PBKDF2 for more than 100,000 iterations', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    await hashPassword('a password', 'pepper');
    await expect(hashPassword('a password', 'pepper', MAX_PBKDF2_ITERATIONS + 1)).rejects.toThrow(
      'PBKDF2 iterations must be between 1 and 100000',
    );
    const forged = 'pbkdf2-sha256$5000000$AAAA$AAAA';
    await expect(verifyPassword('a password', 'pepper', forged)).resolves.toBe(false);
    for (const [algorithm] of deriveBits.mock.calls) {
      expect((algorithm as Pbkdf2Params).iterations).toBeLessThanOrEqual(MAX_PBKDF2_ITERATIONS);
    }
    expect(deriveBits).toHaveBeenCalledTimes(1);
  });

  it.each(['', 'plain', 'bcrypt$10$x$y', 'pbkdf2-sha256$100000$$'])(
    'never matches a malformed stored value %j',
    async (stored) => {
      await expect(verifyPassword('anything', 'pepper', stored)).resolves.toBe(false);
    },
  );
});
