/** docs/spec-checklist.md 2 §9: recovery codes are 8 characters. Letters and digits that are hard to confuse. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

function randomCode(): string {
  let code = '';
  while (code.length < 8) {
    const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
    // reject the tail of the byte range so every character is equally likely
    if (byte < Math.floor(256 / ALPHABET.length) * ALPHABET.length) code += ALPHABET[byte % ALPHABET.length];
  }
  return code;
}

export const generateRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);

/** Codes are compared case-insensitively: people copy them by hand. */
export const normalizeRecoveryCode = (code: string): string => code.trim().toLowerCase();
