import type { OAuthAuthorizationServer } from '@cloudflare/workers-oauth-provider';
import { API_SCOPES } from '../../shared/api/api-scopes.ts';
import { link } from '../../shared/routes/index.ts';
import { createLogger } from '../../shared/logger.ts';

const logger = createLogger('info');
const servers = new Map<string, Promise<OAuthAuthorizationServer<Env>>>();

/**
 * The OAuth authorization server of the main site at `origin` (the auth origin), which is also
 * the one resource its tokens are for: the public API on that origin. The library keeps clients,
 * grants and tokens in OAUTH_KV; Quire routes its endpoints (the route table stays the only
 * router) and owns the consent page. Only applications registered at /me/applications/new can
 * ask: no self-registration, no metadata documents fetched from elsewhere.
 */
export function authorizationServer(origin: string): Promise<OAuthAuthorizationServer<Env>> {
  let server = servers.get(origin);
  if (!server) {
    // loaded on the first OAuth or API request: the library is a quarter of a megabyte that no page needs
    server = import('@cloudflare/workers-oauth-provider').then(
      ({ OAuthAuthorizationServer }) =>
        new OAuthAuthorizationServer<Env>({
          issuer: origin,
          resources: [origin],
          authorizeEndpoint: link('AcctOAuthAuthorize'),
          tokenEndpoint: link('AcctToken'),
          scopesSupported: Object.keys(API_SCOPES),
          // what a client got wrong is the client's to read in the answer; the logs keep a line of it
          onError: ({ status, code, description }) =>
            logger.info('OAuth error response', { status, code, description }),
        }),
    );
    servers.set(origin, server);
  }
  return server;
}
