import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { authorizationServer } from './authorization-server.ts';
import { grantOf, refreshTokenOf, spendRefreshToken, unspendRefreshToken } from './spent-refresh-token-writes.ts';

/**
 * The library's answer to `request` at its token endpoint or metadata. A refresh token works once
 * (the library keeps the one before the newest usable until the newest is used): one shown again
 * revokes the application's grant, since the application or a thief holds a copy (RFC 9700 §4.14.2).
 */
export async function tokenEndpointAnswer(c: Context<AppEnv>, request: Request): Promise<Response> {
  const server = await authorizationServer(c.get('authOrigin'));
  // Hono types the runtime's execution context by the part it uses itself; it is the whole one
  const answer = () => server.fetch(request, c.env, c.executionCtx as ExecutionContext);
  const refreshToken = await refreshTokenOf(request);
  const grant = refreshToken ? grantOf(refreshToken) : null;
  if (!refreshToken || !grant) return answer();
  const db = database(c.get('d1'));
  if (!(await spendRefreshToken(db, refreshToken, new Date()))) {
    await server.getOAuthApi(c.env).revokeGrant(grant.grantId, grant.userId);
    return Response.json(
      {
        error: 'invalid_grant',
        error_description:
          'This refresh token was used before, so the access it gave is revoked. Connect the application again.',
      },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const response = await answer();
  if (!response.ok) await unspendRefreshToken(db, refreshToken);
  return response;
}
