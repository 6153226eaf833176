import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** An OpenID provider the Worker signs people in with. */
export interface OidcProvider {
  readonly name: 'google' | 'apple';
  readonly issuer: string;
  /** The key set for ID tokens that arrive without discovery (one-tap). */
  readonly jwksUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

interface Discovery {
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
  readonly issuer: string;
}

/** Google, when configured; null hides the button and the routes answer "not found". */
export function googleProvider(
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_ISSUER' | 'GOOGLE_JWKS_URL'>,
): OidcProvider | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    name: 'google',
    issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  };
}

// Discovery documents and key sets change rarely: one fetch per isolate and issuer.
const discoveries = new Map<string, Promise<Discovery>>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function discover(issuer: string): Promise<Discovery> {
  let discovery = discoveries.get(issuer);
  if (!discovery) {
    discovery = fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then(async (response) => {
      if (!response.ok) throw new Error(`OpenID discovery for ${issuer} answered ${response.status}`);
      return (await response.json()) as Discovery;
    });
    discovery.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, discovery);
  }
  return discovery;
}

/** Where to send the browser, and what to keep (in a short-lived HttpOnly cookie) until it returns. */
export async function beginSignIn(
  provider: OidcProvider,
  redirectUri: string,
  scopes: readonly string[] = ['openid', 'email', 'profile'],
): Promise<{ url: URL; state: string; codeVerifier: string }> {
  const discovery = await discover(provider.issuer);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
  const url = client.createAuthorizationURLWithPKCE(
    discovery.authorization_endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    [...scopes],
  );
  return { url, state, codeVerifier };
}

export interface Identity {
  readonly subject: string;
  readonly email: string;
  readonly name: string;
}

/**
 * Trades the code for tokens and verifies the ID token (signature from the provider's key set,
 * issuer, audience, expiry). Only a verified e-mail is an identity we can sign in with.
 */
export async function finishSignIn(
  provider: OidcProvider,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<Identity | null> {
  const discovery = await discover(provider.issuer);
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
  const tokens = await client.validateAuthorizationCode(discovery.token_endpoint, code, codeVerifier);
  return verifyIdToken(tokens.idToken(), discovery.jwks_uri, discovery.issuer, provider.clientId);
}

/**
 * An ID token's identity, when its signature (the key set at `jwksUrl`), issuer, audience and
 * expiry hold and its e-mail is verified; null otherwise. Only a verified e-mail can sign in.
 */
export async function verifyIdToken(
  idToken: string,
  jwksUrl: string,
  issuer: string,
  audience: string,
): Promise<Identity | null> {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keySet);
  }
  const { payload } = await jwtVerify<
    JWTPayload & { email?: string; email_verified?: boolean | string; name?: string }
  >(idToken, keySet, { issuer, audience });
  // Apple writes the flag as the string "true"
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !payload.email || !verified) return null;
  return { subject: payload.sub, email: payload.email, name: payload.name ?? '' };
}

/** One-tap posts its ID token directly: verified against the configured key set, no code flow. */
export const verifyOneTapToken = (provider: OidcProvider, credential: string): Promise<Identity | null> =>
  verifyIdToken(credential, provider.jwksUrl, provider.issuer, provider.clientId);
