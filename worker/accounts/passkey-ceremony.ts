import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { TIME } from '../../shared/constants.ts';
import {
  findPasskey,
  passkeysOf,
  storeChallenge,
  takeChallenge,
  touchPasskey,
  type PasskeyPurpose,
  type PasskeyRow,
} from './passkey-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { UserRow } from '../db/schema/index.ts';

/** What any refused passkey answer is told: a forged one learns no more than a stale one. */
export const PASSKEY_REFUSED = 'That passkey didn’t work. Try again, or sign in another way.';

/** How long the browser has to answer a challenge. */
const CEREMONY_MS = 5 * TIME.minute;

/** Passkeys belong to the main domain (the auth origin): sign-in happens there for every site. */
function relyingParty(context: GraphQLContext): { id: string; origin: string } {
  const origin = context.linkContext.authOrigin;
  return { id: new URL(origin).hostname, origin };
}

const transportsOf = (passkey: PasskeyRow): AuthenticatorTransport[] =>
  JSON.parse(passkey.transports) as AuthenticatorTransport[];

async function keep(
  context: GraphQLContext,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: string | null,
): Promise<void> {
  const now = context.now();
  await storeChallenge(
    context.db,
    { challenge, purpose, userId, expiresAt: new Date(now.getTime() + CEREMONY_MS) },
    now,
  );
}

/** The options for adding a passkey to the account: discoverable (so it can sign in without an address), none it already has. */
export async function registrationOptions(context: GraphQLContext, user: UserRow): Promise<string> {
  const existing = await passkeysOf(context.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: context.productName,
    rpID: relyingParty(context).id,
    userName: user.email ?? user.username,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CEREMONY_MS,
  });
  await keep(context, options.challenge, 'register', user.id);
  return JSON.stringify(options);
}

/**
 * The options for using a passkey: to sign in, any passkey the browser holds for this site
 * (conditional UI offers them with the address field); to confirm it is you or as a second
 * factor, only the account's own, and null when it has none (the browser would otherwise offer
 * any passkey it holds, and none of them could answer).
 */
export async function assertionOptions(
  context: GraphQLContext,
  purpose: Exclude<PasskeyPurpose, 'register'>,
  user: UserRow | null,
): Promise<string | null> {
  const own = user ? await passkeysOf(context.db, user.id) : [];
  if (user && own.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(context).id,
    allowCredentials: own.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
    userVerification: purpose === 'sign-in' ? 'required' : 'preferred',
    timeout: CEREMONY_MS,
  });
  await keep(context, options.challenge, purpose, user?.id ?? null);
  return JSON.stringify(options);
}

/**
 * The browser's answer, parsed, with what it must match: the challenge it signed, and this
 * site's origin and relying party. Null for anything else.
 */
function readAnswer<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  context: GraphQLContext,
  json: string,
): { response: T; expectedChallenge: string; expectedOrigin: string; expectedRPID: string } | null {
  try {
    const response = JSON.parse(json) as T;
    if (typeof response.id !== 'string' || typeof response.response?.clientDataJSON !== 'string') return null;
    const clientData = JSON.parse(
      new TextDecoder().decode(isoBase64URL.toBuffer(response.response.clientDataJSON)),
    ) as { challenge?: unknown };
    if (typeof clientData.challenge !== 'string') return null;
    const party = relyingParty(context);
    return { response, expectedChallenge: clientData.challenge, expectedOrigin: party.origin, expectedRPID: party.id };
  } catch {
    return null;
  }
}

export interface NewPasskey {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: string;
  readonly backedUp: boolean;
}

/** Checks the browser's new credential against a challenge made for this account; null when it fails. */
export async function verifyNewPasskey(
  context: GraphQLContext,
  user: UserRow,
  json: string,
): Promise<NewPasskey | null> {
  const answer = readAnswer<RegistrationResponseJSON>(context, json);
  if (!answer || !(await takeChallenge(context.db, answer.expectedChallenge, 'register', user.id, context.now())))
    return null;
  try {
    const result = await verifyRegistrationResponse({
      ...answer,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      backedUp: credentialBackedUp,
    };
  } catch {
    // A malformed or forged answer is refused like a wrong one.
    return null;
  }
}

/**
 * Checks a passkey's signature over a challenge made for this purpose (and account, but for
 * sign-in). Signing in wants the device to have verified its holder (a PIN or a fingerprint),
 * which is what lets a passkey stand for two factors. Answers the passkey used, or null.
 */
export async function verifyPasskeyUse(
  context: GraphQLContext,
  purpose: Exclude<PasskeyPurpose, 'register'>,
  json: string,
  userId: string | null,
): Promise<PasskeyRow | null> {
  const answer = readAnswer<AuthenticationResponseJSON>(context, json);
  if (!answer || !(await takeChallenge(context.db, answer.expectedChallenge, purpose, userId, context.now())))
    return null;
  const passkey = await findPasskey(context.db, answer.response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) return null;
  try {
    const result = await verifyAuthenticationResponse({
      ...answer,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: purpose === 'sign-in',
    });
    if (!result.verified) return null;
    await touchPasskey(context.db, passkey.id, result.authenticationInfo.newCounter, context.now());
    return passkey;
  } catch {
    return null;
  }
}
