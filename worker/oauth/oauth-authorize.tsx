import type { AuthRequest, OAuthHelpers } from '@cloudflare/workers-oauth-provider';
import type { Context } from 'hono';
import { isApiScope } from '../../shared/api/api-scopes.ts';
import { link } from '../../shared/routes/index.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { sameSecret } from '../auth/same-secret.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { isMediumCompatible } from './oauth-application-queries.ts';
import { authorizationServer } from './authorization-server.ts';
import { withBasicCredentials } from './form-credentials.ts';
import { tokenEndpointAnswer } from './token-endpoint-answer.ts';
import { ConsentPage, ConsentProblemPage } from './consent-page.tsx';
import { renderDocument } from '../render/render-document.tsx';
import type { RouteHandler } from '../routes/route-handler.ts';

/** What an application gets when it names nothing it may do: the writer's public profile. */
const DEFAULT_SCOPES = ['basicProfile'];

/**
 * The scopes asked for: OAuth separates them with spaces, Medium's API (and its SDK) with
 * commas, so either is read; none asks for the basic profile.
 */
const requestedScopes = (request: AuthRequest): string[] => {
  const scopes = request.scope.flatMap((scope) => scope.split(',')).filter((scope) => scope !== '');
  return scopes.length > 0 ? scopes : DEFAULT_SCOPES;
};

const problem = (c: Context<AppEnv>, message: string, status: number) =>
  renderDocument(c, <ConsentProblemPage productName={c.env.PRODUCT_NAME} message={message} />, {
    status,
    cacheControl: 'no-store',
  });

/**
 * The consent page with the library's headers: its one-use cookie, and its policy (never framed,
 * enforced beside the page's own). The form may go on to the application's address: Allow and
 * Deny redirect there, and browsers hold a form's redirects to the page's form-action.
 */
async function consentResponse(response: Promise<Response>, headers: Headers, redirectUri: string): Promise<Response> {
  const page = await response;
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'set-cookie' || name.toLowerCase() === 'content-security-policy')
      page.headers.append(name, value);
    else page.headers.set(name, value);
  }
  const policy = page.headers.get('Content-Security-Policy') ?? '';
  page.headers.set(
    'Content-Security-Policy',
    policy.replace(/form-action [^;,]*/, `form-action 'self' ${new URL(redirectUri).origin}`),
  );
  return page;
}

/**
 * Errors the library reports about the request: sent back to the application when it has
 * checked the application's address (error, state and iss in the query), shown here otherwise.
 */
async function refused(c: Context<AppEnv>, error: unknown): Promise<Response> {
  const { AuthorizationError } = await import('@cloudflare/workers-oauth-provider');
  if (!(error instanceof AuthorizationError)) throw error;
  if (error.redirectTo)
    return new Response(null, { status: 302, headers: { Location: error.redirectTo, 'Cache-Control': 'no-store' } });
  return problem(c, error.description, 400);
}

/**
 * An error for the application, at the address the library has checked is its own (RFC 6749
 * §4.1.2.1), with its state and this server's issuer (RFC 9207).
 */
function backToApplication(c: Context<AppEnv>, request: AuthRequest, error: string, description: string): Response {
  const target = new URL(request.redirectUri);
  target.searchParams.set('error', error);
  target.searchParams.set('error_description', description);
  if (request.state) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', c.get('authOrigin'));
  return new Response(null, { status: 302, headers: { Location: target.href, 'Cache-Control': 'no-store' } });
}

async function showConsent(
  c: Context<AppEnv>,
  oauth: OAuthHelpers,
  viewer: { name: string; xsrf: string },
): Promise<Response> {
  const request = await oauth.parseAuthRequest(c.req.raw);
  // PKCE for every application, confidential ones too (OAuth 2.1, RFC 9700 §2.1.1): a code caught
  // on its way back is worth nothing without the verifier. The library allows only S256. An
  // application registered for Medium's API is let off: Medium's flow has none, so its clients
  // cannot send one, and its secret still guards its codes.
  if (!request.codeChallenge && !(await isMediumCompatible(database(c.get('d1')), request.clientId))) {
    return backToApplication(
      c,
      request,
      'invalid_request',
      'PKCE is required: send code_challenge with code_challenge_method=S256.',
    );
  }
  const details = await oauth.describeConsent(request);
  const scopes = requestedScopes(request);
  const unknown = scopes.find((scope) => !isApiScope(scope));
  // RFC 6749 §4.1.2.1: the application hears of a scope it may not have, at its checked address
  if (unknown !== undefined)
    return backToApplication(
      c,
      request,
      'invalid_scope',
      `It asks for “${unknown}”, which ${c.env.PRODUCT_NAME} does not offer.`,
    );
  const consent = await oauth.beginConsent(request);
  const page = renderDocument(
    c,
    <ConsentPage
      productName={c.env.PRODUCT_NAME}
      details={details}
      handle={consent.handle}
      xsrf={viewer.xsrf}
      viewerName={viewer.name}
      scopes={scopes}
    />,
    { status: 200, cacheControl: 'no-store' },
  );
  return consentResponse(page, consent.headers, details.redirectUri);
}

async function decide(
  c: Context<AppEnv>,
  oauth: OAuthHelpers,
  viewer: { id: string; xsrf: string },
): Promise<Response> {
  const form = await c.req.formData().catch(() => null);
  const handle = form?.get('handle');
  const xsrf = form?.get('xsrf');
  if (typeof handle !== 'string' || typeof xsrf !== 'string' || !sameSecret(xsrf, viewer.xsrf)) {
    return problem(c, 'This page has expired. Go back to the app and connect again.', 403);
  }
  if (form?.get('decision') !== 'approve') {
    const denied = await oauth.denyConsent(c.req.raw, handle);
    return new Response(null, { status: 302, headers: denied.headers });
  }
  const approved = await oauth.approveConsent(c.req.raw, handle);
  const scope = requestedScopes(approved.request);
  const { redirectTo } = await oauth.completeAuthorization({
    request: approved.request,
    userId: viewer.id,
    metadata: {},
    scope,
    props: { userId: viewer.id },
  });
  approved.headers.set('Location', redirectTo);
  approved.headers.set('Cache-Control', 'no-store');
  return new Response(null, { status: 302, headers: approved.headers });
}

/**
 * /m/oauth/authorize (AcctOAuthAuthorize): an application registered at /me/applications asks to
 * act for a writer (authorization code with PKCE, by way of @cloudflare/workers-oauth-provider).
 * A visitor signs in first and comes back; the writer sees the consent page and allows or denies.
 */
export const oauthAuthorize: RouteHandler = async (c) => {
  if (c.req.method !== 'GET' && c.req.method !== 'POST')
    return c.text('Method Not Allowed', 405, { Allow: 'GET, POST' });
  const viewer = await requestViewer(c, database(c.get('d1')));
  if (!viewer) {
    const url = new URL(c.req.url);
    const signIn = `${c.get('authOrigin')}${link('ShowSignIn')}?${new URLSearchParams({ redirect: url.pathname + url.search })}`;
    return new Response(null, { status: 302, headers: { Location: signIn, 'Cache-Control': 'no-store' } });
  }
  const oauth = (await authorizationServer(c.get('authOrigin'))).getOAuthApi(c.env);
  try {
    if (c.req.method === 'POST') return await decide(c, oauth, { id: viewer.user.id, xsrf: viewer.xsrf });
    return await showConsent(c, oauth, { name: viewer.user.name, xsrf: viewer.xsrf });
  } catch (error) {
    return refused(c, error);
  }
};

/**
 * /m/token (AcctToken): the library's own endpoint, reached through the route table. An
 * application may send its secret in the form body as well as by HTTP Basic.
 */
export const oauthServerEndpoint: RouteHandler = async (c) =>
  tokenEndpointAnswer(c, await withBasicCredentials(c.req.raw));

/**
 * The server's metadata (RFC 8414, OAuthServerMetadata) as the library writes it, less the public
 * clients' `none`: every application registered here has a secret, so a client that read `none`
 * and sent no secret would only be refused.
 */
export const oauthServerMetadata: RouteHandler = async (c) => {
  const answer = await tokenEndpointAnswer(c, c.req.raw);
  if (!answer.ok) return answer;
  const metadata = (await answer.json()) as Record<string, unknown>;
  const methods = metadata['token_endpoint_auth_methods_supported'];
  if (Array.isArray(methods))
    metadata['token_endpoint_auth_methods_supported'] = methods.filter((method) => method !== 'none');
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  return Response.json(metadata, { status: answer.status, headers });
};
