import { TIME } from '../../shared/constants.ts';
import { GraphQLError } from 'graphql';
import {
  nameFromEmail,
  normalizeEmail,
  validateEmail,
  validateName,
  validatePassword,
} from '../../shared/validation/account-fields.ts';
import { daysLeft, PASSWORD_MESSAGES } from '../auth/lockout.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from './account-queries.ts';
import { accountLockouts, addressLockouts } from './password-lockout-writes.ts';
import { weakPasswordError } from '../../shared/validation/password-strength.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  AuthInfoRef,
  AuthTokenRef,
  InvalidPassword,
  InvalidTwoFactorAuthCode,
  IpAuthLockout,
  loginFailure,
  PasswordPermanentLockout,
  PasswordSoftLockout,
  TwoFactorAuthPermanentLockout,
  TwoFactorAuthSoftLockout,
} from './auth-results-graphql.ts';
import { failureRefs, resultType, resultUnion } from '../graphql/types/failures.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { SECOND_FACTOR_COOKIE } from './second-factor-start.ts';
import { loginWithSecondFactor } from './second-factor-graphql.ts';
import { attemptPassword } from './password-attempt-graphql.ts';
import { mailAddressProof } from './verify-email-graphql.ts';
import type { UserRow } from '../db/schema/index.ts';
import { failure } from '../graphql/types/failure.ts';

/** A sign-up's confirmation link lasts a day: people read their mail later than a sign-in's. */
const ADDRESS_PROOF_LIFETIME_MS = TIME.day;

const LoginUserResult = builder.unionType('LoginUserResult', {
  types: [
    AuthInfoRef,
    AuthTokenRef,
    failureRefs.NotFound,
    failureRefs.BadRequest,
    failureRefs.TooManyRequests,
    InvalidPassword,
    PasswordSoftLockout,
    PasswordPermanentLockout,
    IpAuthLockout,
    InvalidTwoFactorAuthCode,
    TwoFactorAuthSoftLockout,
    TwoFactorAuthPermanentLockout,
  ],
  resolveType: resultType('AuthInfo'),
});

const CreateAccountResult = resultUnion('CreateAccountResult', AuthInfoRef, [
  'Forbidden',
  'AlreadyExists',
  'BadRequest',
  'UserCreationRateLimited',
]);

const PrefersMagicLinkRef = builder.objectRef<{ result: boolean }>('PrefersMagicLink').implement({
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'result' in value,
  fields: (t) => ({ result: t.exposeBoolean('result') }),
});

const PrefersMagicLinkResult = resultUnion('PrefersMagicLinkResult', PrefersMagicLinkRef, ['NotFound']);

let decoy: Promise<string> | undefined;
/** A hash nobody's password matches, made once per isolate, to spend the same time on a miss. */
const decoyHash = (pepper: string): Promise<string> => (decoy ??= hashPassword(crypto.randomUUID(), pepper));

const tooManyLookups = () =>
  new GraphQLError('Too many requests. Please try again later.', {
    extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429 } },
  });

/** E-mail look-ups reveal whether an account exists: each one counts against the network's limit. */
async function lookUpEmail(context: GraphQLContext, email: string): Promise<UserRow | undefined> {
  const limit = await countOperation(context.db, LIMITS.emailLookupPerIp, context.ip, context.now().getTime());
  if (!limit.allowed) throw tooManyLookups();
  return findUserByEmail(context.db, normalizeEmail(email));
}

async function loginWithPassword(
  context: GraphQLContext,
  email: string,
  password: string,
  redirect: string | null | undefined,
) {
  const now = context.now().getTime();
  const network = await countOperation(context.db, LIMITS.passwordPerIp, context.ip, now);
  if (!network.allowed) {
    return loginFailure(
      'IpAuthLockout',
      PASSWORD_MESSAGES.ipLockout(daysLeft(network.resetsAt, now)),
      0,
      network.resetsAt,
    );
  }
  const address = normalizeEmail(email);
  const found = await findUserByEmail(context.db, address);
  const user = found?.passwordHash ? found : undefined;
  // An address with no password to check (no account, or one that signs in by link) is counted
  // and locked out the same way, after the same work: neither the answer nor its time tells a
  // prober which addresses have accounts.
  const lockouts = user ? accountLockouts(context.db, user) : await addressLockouts(context.db, address);
  const attempt = await attemptPassword(context, lockouts, async () =>
    verifyPassword(password, context.pepper(), user?.passwordHash ?? (await decoyHash(context.pepper()))),
  );
  if (attempt.outcome === 'refused') return attempt.failure;
  // The decoy hash matches no one's password, so an accepted attempt always has its account.
  return user
    ? completeSignIn(context, user, 'password', redirect)
    : loginFailure('InvalidPassword', PASSWORD_MESSAGES.invalid(1), 1, null);
}

builder.queryFields((t) => ({
  /** EmailAvailability: true when no account uses the address. */
  emailAvailability: t.boolean({
    args: { email: t.arg.string() },
    resolve: async (_root, args, context) => {
      if (validateEmail(args.email)) return false;
      return !(await lookUpEmail(context, args.email));
    },
  }),
  /** MagicLinkPreferredQuery: whether the account signs in by link (it has no password), or NotFound. */
  prefersMagicLink: t.field({
    type: PrefersMagicLinkResult,
    args: { email: t.arg.string() },
    resolve: async (_root, args, context) => {
      const user = await lookUpEmail(context, args.email);
      if (!user) return failure('NotFound', 'User does not exist');
      return { result: !context.flags.enable_passwords || !user.passwordHash };
    },
  }),
}));

builder.mutationFields((t) => ({
  loginUser: t.field({
    type: LoginUserResult,
    args: {
      email: t.arg.string({ required: false }),
      operation: t.arg.string({ required: false }),
      password: t.arg.string({ required: false }),
      referrer: t.arg.string({ required: false }),
      state: t.arg.string({ required: false }),
      token: t.arg.string({ required: false }),
      twoFactorVerificationCode: t.arg.string({ required: false }),
      backupCode: t.arg.string({ required: false }),
      /** At the code step: the browser's answer to passkeyOptions(purpose: SECOND_FACTOR). */
      passkey: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      // The code step: its token from the modal, or the cookie a redirect left (an e-mail link, a provider).
      const pending = args.token || (args.password ? undefined : context.readCookie(SECOND_FACTOR_COOKIE));
      if (pending)
        return loginWithSecondFactor(context, pending, args.twoFactorVerificationCode, args.backupCode, args.passkey);
      if (!args.email || !args.password) return failure('BadRequest', 'Enter your email and password.');
      if (!context.flags.enable_passwords) return failure('BadRequest', 'Password sign-in is turned off.');
      const redirect = args.state?.split('|')[1];
      return loginWithPassword(context, args.email, args.password, redirect);
    },
  }),
  createAccount: t.field({
    type: CreateAccountResult,
    args: {
      accessToken: t.arg.string({ required: false }),
      accessTokenSecret: t.arg.string({ required: false }),
      accountName: t.arg.string({ required: false }),
      email: t.arg.string({ required: false }),
      entryPoint: t.arg.string({ required: false }),
      identityToken: t.arg.string({ required: false }),
      name: t.arg.string({ required: false }),
      redirect: t.arg.string({ required: false }),
      nonce: t.arg.string({ required: false }),
      onboardingStatus: t.arg.string({ required: false }),
      password: t.arg.string({ required: false }),
      source: t.arg.string({ required: false }),
      username: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const email = args.email ?? '';
      const name = args.name ?? nameFromEmail(email);
      const invalid =
        validateEmail(email) ??
        validateName(name) ??
        (args.password === null || args.password === undefined
          ? 'Choose a password.'
          : validatePassword(args.password));
      if (invalid) return failure('BadRequest', invalid);
      const weak = await weakPasswordError(args.password ?? '', [email, name], context.passwordEstimator);
      if (weak) return failure('BadRequest', weak);
      const limit = await countOperation(context.db, LIMITS.createAccountPerIp, context.ip, context.now().getTime());
      if (!limit.allowed)
        return failure(
          'UserCreationRateLimited',
          'Too many accounts created from this IP address. Please try again later.',
        );
      const normalized = normalizeEmail(email);
      const address = await countOperation(
        context.db,
        LIMITS.createAccountPerAddress,
        normalized,
        context.now().getTime(),
      );
      if (!address.allowed)
        return failure('Forbidden', 'This email address was used too many times. Please try another.');
      if (await findUserByEmail(context.db, normalized))
        return failure('AlreadyExists', 'You’ve already created an account with this service.');
      const user = await insertAccount(context.db, {
        name: name.trim(),
        email: normalized,
        username: await uniqueUsername(context.db, name),
        passwordHash: await hashPassword(args.password ?? '', context.pepper()),
        // Typing an address proves nothing: it stays unproven until the link mailed there is used.
        emailProved: false,
      });
      await mailAddressProof(context, user.id, normalized, {
        subject: `Confirm your email for ${context.productName}`,
        lead: `Welcome to ${context.productName}. Click the link below to confirm this address for your new account.`,
        lifetimeMs: ADDRESS_PROOF_LIFETIME_MS,
        footer: `If you did not sign up, do not click it: whoever did cannot reach you through ${context.productName}, and signing in with this address makes the account yours.`,
      });
      return completeSignIn(context, user, 'new-account', args.redirect);
    },
  }),
}));
