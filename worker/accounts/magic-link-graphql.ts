import { link } from '../../shared/routes/index.ts';
import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import { normalizeEmail, validateEmail, validateLoginCode } from '../../shared/validation/account-fields.ts';
import type { Captcha } from '../auth/captcha.ts';
import { flowCookie } from '../auth/cookies.ts';
import { checkLoginCode, issueMagicLink } from '../auth/magic-link-writes.ts';
import { MAGIC_LINK_LIFETIME_MS } from '../../shared/magic-link-lifetime.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { findUserByEmail } from './account-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure } from '../graphql/types/failure.ts';

/** The browser that asked for a link keeps a value of its own (never the link), HttpOnly, so the 6-digit code is checked for that browser alone. */
export const PENDING_LOGIN_COOKIE = 'pending_login';

const SusiMethod = builder.objectRef<{ method: 'login' | 'register' }>('SusiMethod').implement({
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'method' in value,
  fields: (t) => ({ method: t.exposeString('method') }),
});

const TokenRef = builder.objectRef<{ value: string }>('Token').implement({
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'value' in value,
  fields: (t) => ({ value: t.exposeString('value') }),
});

const SendAcctAuthEmailResult = resultUnion('SendAcctAuthEmailResult', SusiMethod, [
  'BadRequest',
  'NotFound',
  'TooManyRequests',
  'FailedChallenge',
]);

const VerifyLoginCodeResult = resultUnion('VerifyLoginCodeResult', TokenRef, [
  'BadRequest',
  'NotFound',
  'TooManyRequests',
]);

export const magicLinkUrl = (context: GraphQLContext, token: string, operation: string): string =>
  `${context.linkContext.authOrigin}${link('AcctCallbackEmail')}?${new URLSearchParams({ token, operation })}`;

/** The provider's answer, counted after the limits; when it cannot answer, no mail goes out. */
async function passesCaptcha(context: GraphQLContext, captcha: Captcha, token: string): Promise<boolean> {
  try {
    return await captcha.verify(token, context.ip);
  } catch (error) {
    context.logger.error('captcha not verified', { error: String(error) });
    return false;
  }
}

async function sendAuthEmail(
  context: GraphQLContext,
  args: {
    email: string;
    operation?: string | null | undefined;
    fullName?: string | null | undefined;
    redirect?: string | null | undefined;
    captchaValue?: string | null | undefined;
    resetPasswordFlow?: boolean | null | undefined;
  },
) {
  const invalid = validateEmail(args.email);
  if (invalid) return failure('BadRequest', invalid);
  const email = normalizeEmail(args.email);
  const now = context.now().getTime();
  const [network, address] = await Promise.all([
    countOperation(context.db, LIMITS.authEmailPerIp, context.ip, now),
    countOperation(context.db, LIMITS.authEmailPerAddress, email, now),
  ]);
  if (!network.allowed || !address.allowed)
    return failure('TooManyRequests', 'Too many sign-in emails. Please try again later.');
  if (context.captcha && !(await passesCaptcha(context, context.captcha, args.captchaValue ?? ''))) {
    return failure('FailedChallenge', 'We couldn’t check that you’re a person. Please try again.');
  }

  const user = await findUserByEmail(context.db, email);
  if (args.resetPasswordFlow) {
    if (!user) return failure('BadRequest', 'User does not exist');
    return sendResetEmail(context, email, safeRedirect(args.redirect), now);
  }
  const purpose: 'login' | 'register' = user ? 'login' : 'register';
  // docs/spec-checklist.md 2 §4: signing in needs an account; with passwords on, new accounts choose a password instead.
  if (args.operation === 'login' && !user) return failure('BadRequest', 'User does not exist');
  if (purpose === 'register' && context.flags.enable_passwords) return failure('BadRequest', 'Show password signup');

  const { token, code, browser } = await issueMagicLink(context.db, {
    email,
    purpose,
    fullName: args.fullName?.trim() || null,
    redirect: safeRedirect(args.redirect),
    now,
  });
  const url = magicLinkUrl(context, token, purpose);
  const product = context.productName;
  await context.mailer.send({
    to: email,
    subject: purpose === 'login' ? `Sign in to ${product}` : `Finish creating your ${product} account`,
    text: [
      purpose === 'login'
        ? `Click the link below to sign in to ${product}.`
        : `Click the link below to complete your account set-up.`,
      '',
      url,
      '',
      `Or enter this code: ${code}`,
      '',
      `The link and the code work once, for ${MAGIC_LINK_LIFETIME_MS / 60_000} minutes. If you did not ask for them, ignore this email.`,
    ].join('\n'),
    links: [url],
    code,
  });
  context.responseCookies.push(
    flowCookie(context.requestUrl, PENDING_LOGIN_COOKIE, browser, MAGIC_LINK_LIFETIME_MS / 1000),
  );
  return { method: purpose };
}

/** The password-reset email: its link opens the create-password page with a one-time token. */
async function sendResetEmail(context: GraphQLContext, email: string, redirect: string, now: number) {
  const { token } = await issueMagicLink(context.db, { email, purpose: 'reset', fullName: null, redirect, now });
  const url = `${context.linkContext.authOrigin}${link('ShowPasswordStep')}?${new URLSearchParams({ token, operation: 'reset' })}`;
  await context.mailer.send({
    to: email,
    subject: `Reset your ${context.productName} password`,
    text: [
      'Click the link below to choose a new password.',
      '',
      url,
      '',
      `The link works once, for ${MAGIC_LINK_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n'),
    links: [url],
  });
  return { method: 'login' as const };
}

builder.mutationFields((t) => ({
  sendAcctAuthEmail: t.field({
    type: SendAcctAuthEmailResult,
    args: {
      email: t.arg.string(),
      redirect: t.arg.string({ required: false }),
      fullName: t.arg.string({ required: false }),
      captchaValue: t.arg.string({ required: false }),
      operation: t.arg.string({ required: false }),
      onMobileWeb: t.arg.boolean({ required: false }),
      resetPasswordFlow: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, context) => sendAuthEmail(context, args),
  }),
  verifyLoginCode: t.field({
    type: VerifyLoginCodeResult,
    args: { loginCode: t.arg.string() },
    resolve: async (_root, args, context) => {
      const invalid = validateLoginCode(args.loginCode);
      if (invalid) return failure('BadRequest', invalid);
      const browser = context.readCookie(PENDING_LOGIN_COOKIE);
      if (!browser) return failure('NotFound', 'Ask for a new code: this one has expired.');
      const check = await checkLoginCode(context.db, browser, args.loginCode, context.now().getTime());
      if (check.kind === 'ok') return { value: check.token };
      if (check.kind === 'too-many')
        return failure('TooManyRequests', 'Too many wrong codes. Use the link in the email instead.');
      if (check.kind === 'expired') return failure('NotFound', 'Ask for a new code: this one has expired.');
      return failure('BadRequest', 'That code is not right. Check the email and try again.');
    },
  }),
}));
