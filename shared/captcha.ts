import type { Flags } from './flags.ts';

/** The captcha a page may need (docs/spec-checklist.md 2 §7): reCAPTCHA v3, or v2 invisible, by flag. */
export interface CaptchaConfig {
  readonly siteKey: string;
  readonly version: 'v3' | 'v2-invisible';
}

/** docs/spec-checklist.md 2 §4: the sign-in e-mail asks for a captcha when the flag is on and it is not skipped. */
export const captchaRequired = (
  flags: Pick<Flags, 'enable_email_sign_in_captcha' | 'skip_sign_in_recaptcha'>,
): boolean => flags.enable_email_sign_in_captcha && !flags.skip_sign_in_recaptcha;
