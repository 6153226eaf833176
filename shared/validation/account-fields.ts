/**
 * Account field rules of docs/spec-checklist.md 2 §5, with their exact messages. The sign-in forms and the server
 * use these same functions: each returns the message to show, or null when the value is fine.
 */
export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address.',
  password: 'Your password must be 8 characters or more.',
  name: 'Please enter your name',
  loginCode: 'Login code must be 6 digits.',
  verificationCode: 'Please enter a valid verification code.',
  phone: 'Please enter a valid phone number.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/** "{email} with an ending of 2 or more letters" (docs/spec-checklist.md 3 §5), after trimming. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const validateEmail = (email: string): string | null =>
  EMAIL.test(email.trim()) ? null : ACCOUNT_MESSAGES.email;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const validatePassword = (password: string): string | null =>
  password.length >= PASSWORD_MIN_LENGTH ? null : ACCOUNT_MESSAGES.password;

export const validateName = (name: string): string | null => (name.trim() ? null : ACCOUNT_MESSAGES.name);

export const validateLoginCode = (code: string): string | null =>
  /^\d{6}$/.test(code) ? null : ACCOUNT_MESSAGES.loginCode;

export const validateTwoFactorCode = (code: string): string | null =>
  /^\d{7}$/.test(code) ? null : ACCOUNT_MESSAGES.verificationCode;

export const validateRecoveryCode = (code: string): string | null =>
  /^[A-Za-z0-9]{8}$/.test(code) ? null : 'Recovery code must be 8 characters.';

/** Non-digits are stripped; exactly 10 digits remain, or the number is refused. */
export function normalizePhone(phone: string): { digits: string; error: string | null } {
  const digits = phone.replace(/\D/g, '');
  return { digits, error: digits.length === 10 ? null : ACCOUNT_MESSAGES.phone };
}

/**
 * docs/spec-checklist.md 2 §5: the part of the e-mail before the @ (or before a +), split on non-alphanumerics,
 * digits removed, each part capitalised.
 */
export function nameFromEmail(email: string): string {
  const local = email.trim().split('@')[0]?.split('+')[0] ?? '';
  return local
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.replace(/\d/g, ''))
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join(' ');
}
