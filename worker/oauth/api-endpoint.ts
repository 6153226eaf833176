import type { Context } from 'hono';
import { API_SCOPES, type ApiScope } from '../../shared/api/api-scopes.ts';
import type { AppEnv } from '../context.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { apiCaller, type ApiCaller } from './api-caller.ts';

/** Answers carry no cookies and are never stored: each depends on the token that asked. */
export const API_HEADERS = { 'Cache-Control': 'no-store' };

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 405 | 429;

/**
 * Medium's error shape, so its clients read Quire's errors as they read Medium's: a message and a
 * numeric code (its SDK hands both to the caller). Medium documents no list of codes, so the code
 * is the HTTP status, which already tells the kinds apart.
 */
export const apiError = (status: ApiErrorStatus, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message, code: status }] }, { status, headers: { ...API_HEADERS, ...headers } });

export const unauthorized = () =>
  apiError(401, 'Token was invalid.', { 'WWW-Authenticate': 'Bearer realm="Quire", error="invalid_token"' });

/**
 * Runs `answer` for a `method` request from a caller holding `scope`; anything else gets the error Medium's API
 * gives: 405 for another method, 401 without a valid token, 403 without the scope.
 */
export function apiEndpoint(
  scope: ApiScope,
  answer: (c: Context<AppEnv>, caller: ApiCaller, params: Readonly<Record<string, string>>) => Promise<Response>,
  method: 'GET' | 'POST' = 'GET',
): RouteHandler {
  return async (c, match) => {
    if (c.req.method !== method) return apiError(405, `This endpoint answers ${method}.`, { Allow: method });
    const caller = await apiCaller(c);
    if (!caller) return unauthorized();
    if (!caller.scopes.has(scope)) {
      return apiError(403, `This token may not ${API_SCOPES[scope].toLowerCase()}: ask for the ${scope} scope.`, {
        'WWW-Authenticate': `Bearer realm="Quire", error="insufficient_scope", scope="${scope}"`,
      });
    }
    return answer(c, caller, match.params);
  };
}
