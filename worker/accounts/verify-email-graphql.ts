import { link } from '../../shared/routes/index.ts';
import { normalizeEmail, validateEmail } from '../../shared/validation/account-fields.ts';
import { issueMagicLink } from '../auth/magic-link-writes.ts';
import { MAGIC_LINK_LIFETIME_MS } from '../../shared/magic-link-lifetime.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { findUserByEmail } from './account-queries.ts';
import { setUnverifiedEmail } from './email-writes.ts';
import { builder } from '../graphql/builder.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

const VerificationEmailSent = builder
  .objectRef<{ kind: 'VerificationEmailSent'; email: string }>('VerificationEmailSent')
  .implement({
    isTypeOf: isKind('VerificationEmailSent'),
    fields: (t) => ({ email: t.exposeString('email') }),
  });

const SendVerificationEmailResult = resultUnion('SendVerificationEmailResult', VerificationEmailSent, [
  'BadRequest',
  'AlreadyExists',
  'Unauthorized',
  'TooManyRequests',
  'ReauthenticationRequired',
]);

const TOO_MANY = failure('TooManyRequests', 'Too many emails. Please try again later.');

/**
 * sendVerificationEmail (docs/spec-checklist.md 1 §7; payload not shown): mails a confirmation link for a new
 * address (or the pending one). The address becomes the account's only when the link is used.
 * It answers alike whether or not another account has the address (that address is told instead),
 * and each call counts against the network's address look-ups and the account's own limit before
 * anything is looked up, so neither probing nor aliases in one request get far (docs/security.md).
 */
async function sendVerificationEmail(context: GraphQLContext, requested: string | null | undefined) {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const target = requested ?? viewer.unverifiedEmail;
  if (!target) return failure('BadRequest', 'Enter the email address to verify.');
  const invalid = validateEmail(target);
  if (invalid) return failure('BadRequest', invalid);
  const email = normalizeEmail(target);
  // A new address for the account is a sensitive change; mailing the pending one again is not.
  if (email !== viewer.unverifiedEmail) {
    const unproved = requireFreshProof(context);
    if (unproved) return unproved;
  }
  const now = context.now().getTime();
  const [network, account] = await Promise.all([
    countOperation(context.db, LIMITS.emailLookupPerIp, context.ip, now),
    countOperation(context.db, LIMITS.verifyEmailPerAccount, viewer.id, now),
  ]);
  if (!network.allowed || !account.allowed) return TOO_MANY;
  const limit = await countOperation(context.db, LIMITS.authEmailPerAddress, email, now);
  if (!limit.allowed) return failure('TooManyRequests', 'Too many emails to this address. Please try again later.');
  const owner = await findUserByEmail(context.db, email);
  if (owner && owner.id !== viewer.id) {
    await context.mailer.send({
      to: email,
      subject: `Someone tried to add this address to a ${context.productName} account`,
      text: [
        `Someone asked to add this email address to another ${context.productName} account. It already belongs to yours, so nothing changed.`,
        '',
        'If it was you, sign in with this address instead. If not, you can ignore this email.',
      ].join('\n'),
      links: [],
    });
    return { kind: 'VerificationEmailSent' as const, email };
  }

  await setUnverifiedEmail(context.db, viewer.id, email);
  await mailAddressProof(context, viewer.id, email, {
    subject: `Verify your email for ${context.productName}`,
    lead: `Click the link below to verify this address for your ${context.productName} account.`,
    lifetimeMs: MAGIC_LINK_LIFETIME_MS,
  });
  return { kind: 'VerificationEmailSent' as const, email };
}

/**
 * Mails the link that proves an address (AcctConfirm, email-confirmation.ts): a new address for
 * settings, or the address a password sign-up gave, which stays unproven until the link is used.
 */
export async function mailAddressProof(
  context: GraphQLContext,
  userId: string,
  email: string,
  words: { subject: string; lead: string; lifetimeMs: number; footer?: string },
) {
  const now = context.now().getTime();
  const { token } = await issueMagicLink(context.db, {
    email,
    purpose: 'verify-email',
    fullName: null,
    redirect: '/',
    now,
    userId,
    lifetimeMs: words.lifetimeMs,
  });
  const url = `${context.linkContext.authOrigin}${link('AcctConfirm', { key: token })}`;
  const hours = words.lifetimeMs / 3_600_000;
  const lasts = hours >= 1 ? `${hours} hours` : `${words.lifetimeMs / 60_000} minutes`;
  await context.mailer.send({
    to: email,
    subject: words.subject,
    text: [
      words.lead,
      '',
      url,
      '',
      `The link works once, for ${lasts}.`,
      ...(words.footer ? ['', words.footer] : []),
    ].join('\n'),
    links: [url],
  });
}

builder.mutationFields((t) => ({
  sendVerificationEmail: t.field({
    type: SendVerificationEmailResult,
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => sendVerificationEmail(context, args.email),
  }),
}));
