import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { importPKCS8, SignJWT } from 'jose';
import { beginSignIn, finishSignIn, googleProvider, type OidcProvider } from './oidc.ts';

export type SocialProviderName = 'google' | 'facebook' | 'twitter' | 'apple';

/** Who the provider says signed in. Only an address the provider has verified is given. */
export interface SocialIdentity {
  readonly provider: SocialProviderName;
  readonly subject: string;
  readonly email: string | null;
  readonly name: string;
  readonly username: string | null;
}

/** A sign-in provider: where to send the browser, and what its answer means. */
export interface SocialProvider {
  readonly name: SocialProviderName;
  begin(redirectUri: string): Promise<{ url: URL; state: string; codeVerifier: string }>;
  /** `name` is what the provider posted alongside the code, when it does (Apple, once). */
  finish(redirectUri: string, code: string, codeVerifier: string, name?: string): Promise<SocialIdentity | null>;
  /** Apple answers with a cross-site POST (form_post), so its flow cookie must travel on one. */
  readonly answersByPost?: boolean;
}

type ProviderEnv = Pick<
  Env,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_DIALOG_ORIGIN'
  | 'FACEBOOK_GRAPH_ORIGIN'
  | 'TWITTER_CLIENT_ID'
  | 'TWITTER_CLIENT_SECRET'
  | 'TWITTER_AUTHORIZE_ORIGIN'
  | 'TWITTER_API_ORIGIN'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_TEAM_ID'
  | 'APPLE_KEY_ID'
  | 'APPLE_PRIVATE_KEY'
  | 'APPLE_ISSUER'
>;

/** A fresh state and PKCE verifier, and the authorization address that carries them. */
function authorizationUrl(clientId: string, redirectUri: string, endpoint: string, scopes: string[]) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = new OAuth2Client(clientId, null, redirectUri).createAuthorizationURLWithPKCE(
    endpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
  return { url, state, codeVerifier };
}

/** Trades a code for an access token; the code is used once and never stored. */
async function accessToken(
  endpoint: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
    body: new URLSearchParams(form),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string')
    throw new Error(`The token endpoint answered ${response.status}`);
  return body.access_token;
}

async function profile<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The profile endpoint answered ${response.status}`);
  return (await response.json()) as T;
}

function google(env: ProviderEnv): SocialProvider | null {
  const provider = googleProvider(env);
  if (!provider) return null;
  return {
    name: 'google',
    begin: (redirectUri) => beginSignIn(provider, redirectUri),
    async finish(redirectUri, code, codeVerifier) {
      const identity = await finishSignIn(provider, redirectUri, code, codeVerifier);
      return (
        identity && {
          provider: 'google',
          subject: identity.subject,
          email: identity.email,
          name: identity.name,
          username: null,
        }
      );
    },
  };
}

/** Facebook Login (OAuth 2 with PKCE); the Graph API shares an address only once it is confirmed. */
function facebook(env: ProviderEnv): SocialProvider | null {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: secret } = env;
  if (!appId || !secret) return null;
  const dialog = env.FACEBOOK_DIALOG_ORIGIN ?? 'https://www.facebook.com';
  const graph = env.FACEBOOK_GRAPH_ORIGIN ?? 'https://graph.facebook.com';
  return {
    name: 'facebook',
    begin: async (redirectUri) =>
      authorizationUrl(appId, redirectUri, `${dialog}/v21.0/dialog/oauth`, ['email', 'public_profile']),
    async finish(redirectUri, code, codeVerifier) {
      const token = await accessToken(`${graph}/v21.0/oauth/access_token`, {
        client_id: appId,
        client_secret: secret,
        redirect_uri: redirectUri,
        code,
        code_verifier: codeVerifier,
      });
      const me = await profile<{ id?: string; name?: string; email?: string }>(
        `${graph}/v21.0/me?fields=id,name,email`,
        token,
      );
      if (!me.id) return null;
      return { provider: 'facebook', subject: me.id, email: me.email ?? null, name: me.name ?? '', username: null };
    },
  };
}

/** Twitter (X) OAuth 2 with PKCE, as a confidential client; it shares no e-mail address. */
function twitter(env: ProviderEnv): SocialProvider | null {
  const { TWITTER_CLIENT_ID: clientId, TWITTER_CLIENT_SECRET: secret } = env;
  if (!clientId || !secret) return null;
  const authorize = env.TWITTER_AUTHORIZE_ORIGIN ?? 'https://x.com';
  const api = env.TWITTER_API_ORIGIN ?? 'https://api.x.com';
  return {
    name: 'twitter',
    begin: async (redirectUri) =>
      authorizationUrl(clientId, redirectUri, `${authorize}/i/oauth2/authorize`, ['users.read', 'tweet.read']),
    async finish(redirectUri, code, codeVerifier) {
      const token = await accessToken(
        `${api}/2/oauth2/token`,
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
          client_id: clientId,
        },
        { Authorization: `Basic ${btoa(`${clientId}:${secret}`)}` },
      );
      const me = await profile<{ data?: { id?: string; name?: string; username?: string } }>(
        `${api}/2/users/me`,
        token,
      );
      if (!me.data?.id) return null;
      return {
        provider: 'twitter',
        subject: me.data.id,
        email: null,
        name: me.data.name ?? '',
        username: me.data.username ?? null,
      };
    },
  };
}

/**
 * Sign in with Apple (OpenID Connect). Apple's client secret is a short-lived ES256 JWT signed
 * with the team's key; asking for the name and address makes Apple post its answer (form_post).
 */
function apple(env: ProviderEnv): SocialProvider | null {
  const { APPLE_CLIENT_ID: clientId, APPLE_TEAM_ID: teamId, APPLE_KEY_ID: keyId, APPLE_PRIVATE_KEY: privateKey } = env;
  if (!clientId || !teamId || !keyId || !privateKey) return null;
  const issuer = env.APPLE_ISSUER ?? 'https://appleid.apple.com';
  const provider = (clientSecret: string): OidcProvider => ({
    name: 'apple',
    issuer,
    jwksUrl: `${issuer.replace(/\/$/, '')}/auth/keys`,
    clientId,
    clientSecret,
  });
  const clientSecret = async () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keyId })
      .setIssuer(teamId)
      .setSubject(clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importPKCS8(privateKey, 'ES256'));
  return {
    name: 'apple',
    answersByPost: true,
    async begin(redirectUri) {
      const started = await beginSignIn(provider(''), redirectUri, ['name', 'email']);
      started.url.searchParams.set('response_mode', 'form_post');
      return started;
    },
    async finish(redirectUri, code, codeVerifier, name) {
      const identity = await finishSignIn(provider(await clientSecret()), redirectUri, code, codeVerifier);
      return (
        identity && {
          provider: 'apple',
          subject: identity.subject,
          email: identity.email,
          name: name || identity.name,
          username: null,
        }
      );
    },
  };
}

const FACTORIES: Record<SocialProviderName, (env: ProviderEnv) => SocialProvider | null> = {
  google,
  facebook,
  twitter,
  apple,
};

/** The provider, when this deployment has its keys; null hides its button and its routes. */
export const socialProvider = (env: ProviderEnv, name: SocialProviderName): SocialProvider | null =>
  FACTORIES[name](env);

/** Every provider this deployment has keys for, for the sign-in buttons. */
export const configuredSocialProviders = (env: ProviderEnv): SocialProviderName[] =>
  (Object.keys(FACTORIES) as SocialProviderName[]).filter((name) => FACTORIES[name](env) !== null);
