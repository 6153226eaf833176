import { link } from '../../../shared/routes/index.ts';
import { normalizeEmail, validateEmail } from '../../../shared/validation/account-fields.ts';
import { issueMagicLink, MAGIC_LINK_LIFETIME_MS } from '../../auth/magic-links.ts';
import { countOperation, LIMITS } from '../../auth/operation-limits.ts';
import { findUserByEmail } from '../../db/account-queries.ts';
import { setUnverifiedEmail } from '../../db/email-writes.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { failure, failureRefs, resultType } from './failures.ts';

const VerificationEmailSent = builder.objectRef<{ kind: 'VerificationEmailSent'; email: string }>('VerificationEmailSent').implement({
  isTypeOf: (value) => typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'VerificationEmailSent',
  fields: (t) => ({ email: t.exposeString('email') }),
});

const SendVerificationEmailResult = builder.unionType('SendVerificationEmailResult', {
  types: [VerificationEmailSent, failureRefs.BadRequest, failureRefs.AlreadyExists, failureRefs.Unauthorized, failureRefs.TooManyRequests],
  resolveType: resultType('VerificationEmailSent'),
});

/**
 * sendVerificationEmail (spec 1 §7; payload not shown): mails a confirmation link for a new
 * address (or the pending one). The address becomes the account's only when the link is used.
 */
async function sendVerificationEmail(context: GraphQLContext, requested: string | null | undefined) {
  const viewer = context.viewer?.user;
  if (!viewer) return failure('Unauthorized', 'Sign in to do that.');
  const target = requested ?? viewer.unverifiedEmail;
  if (!target) return failure('BadRequest', 'Enter the email address to verify.');
  const invalid = validateEmail(target);
  if (invalid) return failure('BadRequest', invalid);
  const email = normalizeEmail(target);
  const owner = await findUserByEmail(context.db, email);
  if (owner && owner.id !== viewer.id) return failure('AlreadyExists', 'Another account uses this email address.');
  const now = context.now().getTime();
  const limit = await countOperation(context.db, LIMITS.authEmailPerAddress, email, now);
  if (!limit.allowed) return failure('TooManyRequests', 'Too many emails to this address. Please try again later.');

  await setUnverifiedEmail(context.db, viewer.id, email);
  const { token } = await issueMagicLink(context.db, { email, purpose: 'verify-email', fullName: null, redirect: '/', now, userId: viewer.id });
  const url = `${context.linkContext.authOrigin}${link('AcctConfirm', { key: token })}`;
  await context.mailer.send({
    to: email,
    subject: `Verify your email for ${context.productName}`,
    text: [`Click the link below to verify this address for your ${context.productName} account.`, '', url, '', `The link works once, for ${MAGIC_LINK_LIFETIME_MS / 60_000} minutes.`].join('\n'),
    links: [url],
  });
  return { kind: 'VerificationEmailSent' as const, email };
}

builder.mutationFields((t) => ({
  sendVerificationEmail: t.field({
    type: SendVerificationEmailResult,
    args: { email: t.arg.string({ required: false }) },
    resolve: (_root, args, context) => sendVerificationEmail(context, args.email),
  }),
}));
