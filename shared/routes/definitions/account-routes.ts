import { route } from '../route-definition.ts';

const server = 'server' as const;

/** The providers whose sign-in callbacks land on /m/callback/{provider} (docs/spec-checklist.md 3 §2 "Auth"). */
export const CALLBACK_PROVIDERS = [
  'authenticate',
  'twitter',
  'facebook',
  'google',
  'apple',
  'email',
  'namecheap',
] as const;

/**
 * Callbacks of no sign-in provider, which lead on with their query: a generic "authenticate"
 * return goes to sign-in; Namecheap sends a writer back from buying a domain to the custom domain
 * settings, where they connect it.
 */
const CALLBACK_REDIRECTS: Partial<
  Record<
    (typeof CALLBACK_PROVIDERS)[number],
    { redirect: { to: 'ShowSignIn' | 'ShowCustomDomainSettings'; temporary: true } }
  >
> = {
  authenticate: { redirect: { to: 'ShowSignIn', temporary: true } },
  namecheap: { redirect: { to: 'ShowCustomDomainSettings', temporary: true } },
};

const capitalize = <W extends string>(word: W): Capitalize<W> =>
  (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<W>;

/** Account and sign-in routes of docs/spec-checklist.md 3 §2 ("Auth"). They live on the auth domain only. */
export const accountRoutes = [
  // Served on every host: it carries a sign-in to writers' and publications' own domains.
  route('AcctGlobalIdentity', '/m/global-identity', { service: server, tables: ['all'] }),
  route('AcctConnectGoogle', '/m/connect/google', { service: server }),
  route('AcctConnectFacebook', '/m/connect/facebook', { service: server }),
  route('AcctStartAuthApple', '/m/start-auth/apple', { service: server }),
  route('AcctToken', '/m/token', { service: server }),
  // One literal route per provider, so an unknown provider is "not found" by the table itself.
  ...CALLBACK_PROVIDERS.map((provider) =>
    route(`AcctCallback${capitalize(provider)}`, `/m/callback/${provider}`, {
      service: server,
      // The e-mail callback is a page: opening a magic link shows a confirmation, nothing more.
      ...(provider === 'email' ? { page: 'magic-link' } : {}),
      ...CALLBACK_REDIRECTS[provider],
    }),
  ),
  // Where an app or another site sends a reader to sign in; the query (the redirect) goes along.
  route('AcctLoginRedirect', '/m/login-redirect', { redirect: { to: 'ShowSignIn', temporary: true } }),
  // An e-mail-only subscriber's link to make their address an account (docs/authentication.md).
  route('AcctConvert', '/m/account/convert/{token}', { service: server, page: 'account-convert' }),
  // Opening an e-mail verification link shows a confirmation; its POST verifies (like magic links).
  route('AcctConfirm', '/m/account/confirm/{key}', { service: server, page: 'confirm-email' }),
  // Not in the spec's table: the link mailed to the old address after a change, which undoes it.
  route('UndoEmailChange', '/m/account/undo-email/{key}', { service: server, page: 'confirm-email' }),
  route('AcctAuthenticateTwitter', '/m/account/authenticate-twitter', { service: server }),
  route('AcctSignout', '/m/signout/{xsrf}', { service: server }),
  // Quire ships no native app (docs/app-shell.md): its sign-in and "open in app" addresses lead to the web's.
  route('AcctAppLogin', '/m/app/login/{token}', { redirect: { to: 'ShowSignIn', temporary: true } }),
  route('AcctOAuthAuthorize', '/m/oauth/authorize', { service: server }),
  route('AcctApp', '/m/app', { redirect: { to: 'ShowHome', temporary: true } }),
  route('AcctGoodbye', '/m/goodbye', { service: server, page: 'goodbye' }),
  // Getting started is choosing what to read: the topics to follow.
  route('AcctGettingStarted', '/m/getting-started', { redirect: { to: 'ShowTopics', temporary: true } }),
  route('AcctTos', '/m/tos', { service: server, page: 'site-page' }),
];
