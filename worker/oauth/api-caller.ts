import type { Context } from 'hono';
import { API_SCOPES, type ApiScope } from '../../shared/api/api-scopes.ts';
import { hashToken } from '../auth/hash-token.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { markIntegrationTokenUsed } from './integration-token-writes.ts';
import { authorizationServer } from './authorization-server.ts';
import { INTEGRATION_TOKEN_PREFIX } from './integration-token.ts';

/** Who is calling the public API, and what they may do. */
export interface ApiCaller {
  readonly userId: string;
  readonly scopes: ReadonlySet<ApiScope>;
}

const ALL_SCOPES: ReadonlySet<ApiScope> = new Set(Object.keys(API_SCOPES) as ApiScope[]);

/**
 * The caller a request's `Authorization: Bearer …` names: an integration token from settings (all
 * scopes, as its owner's own script) or an access token an application got through
 * /m/oauth/authorize (the scopes the writer granted). Revoked, expired or unknown tokens name
 * no one.
 */
export async function apiCaller(c: Context<AppEnv>): Promise<ApiCaller | null> {
  const token = /^Bearer +(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return null;
  if (token.startsWith(INTEGRATION_TOKEN_PREFIX)) {
    const row = await markIntegrationTokenUsed(database(c.get('d1')), await hashToken(token), new Date());
    return row ? { userId: row.userId, scopes: ALL_SCOPES } : null;
  }
  const origin = c.get('authOrigin');
  const access = await (await authorizationServer(origin)).validateToken<{ userId: string }>(origin, token, c.env);
  if (!access) return null;
  return {
    userId: access.props.userId,
    scopes: new Set(access.scope.filter((scope): scope is ApiScope => ALL_SCOPES.has(scope as ApiScope))),
  };
}
