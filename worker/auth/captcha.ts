import { captchaRequired, type CaptchaConfig } from '../../shared/captcha.ts';
import type { Flags } from '../../shared/flags.ts';

/**
 * Google's published test keys: every token passes, and the widget says it is a test. Used
 * wherever no keys are configured outside production (test keys in development).
 */
export const RECAPTCHA_TEST_KEYS = {
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  secretKey: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
} as const;

/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person). */
const MIN_V3_SCORE = 0.5;

type CaptchaEnv = Pick<Env, 'ENVIRONMENT' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_SECRET_KEY' | 'RECAPTCHA_VERIFY_URL'>;

export interface Captcha {
  readonly config: CaptchaConfig;
  /** Whether the token the page got from the widget is a person's, as the provider says. */
  verify(token: string, ip: string): Promise<boolean>;
}

/** The captcha for this request, or null when none is asked for (or production has no keys). */
export function captchaFor(env: CaptchaEnv, flags: Flags): Captcha | null {
  if (!captchaRequired(flags)) return null;
  const keys =
    env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
      ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
      : env.ENVIRONMENT === 'production'
        ? null
        : RECAPTCHA_TEST_KEYS;
  if (!keys) return null;
  const version = flags.enable_recaptcha_v3 ? 'v3' : 'v2-invisible';
  return {
    config: { siteKey: keys.siteKey, version },
    async verify(token, ip) {
      if (!token) return false;
      const response = await fetch(env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        body: new URLSearchParams({ secret: keys.secretKey, response: token, remoteip: ip }),
      });
      if (!response.ok) throw new Error(`Captcha verification answered ${response.status}`);
      const result = (await response.json()) as { success?: boolean; score?: number };
      return result.success === true && (version === 'v2-invisible' || (result.score ?? 0) >= MIN_V3_SCORE);
    },
  };
}
