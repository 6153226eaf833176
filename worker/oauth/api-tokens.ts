import { link } from '../../shared/routes/index.ts';
import { withBasicCredentials } from './form-credentials.ts';
import { API_HEADERS, apiError, type ApiErrorStatus } from './api-endpoint.ts';
import { tokenEndpointAnswer } from './token-endpoint-answer.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

interface LibraryToken {
  readonly access_token: string;
  readonly refresh_token?: string;
  readonly expires_in: number;
  readonly scope?: string;
}

interface LibraryError {
  readonly error?: string;
  readonly error_description?: string;
}

const ERROR_STATUSES: readonly ApiErrorStatus[] = [400, 401, 403, 404, 405, 429];

/**
 * POST /v1/tokens (ApiTokens): Medium's token endpoint, where its clients trade a code or a
 * refresh token with the application's id and secret in the form body. It is /m/token underneath,
 * refresh tokens working once included, answered as Medium answers: 201 with `token_type`
 * "Bearer", the tokens, `scope` as a list and `expires_at` in milliseconds since 1970 (Medium's
 * timestamps), and errors in Medium's `{errors: [{message, code}]}`.
 */
export const apiTokens: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return apiError(405, 'This endpoint answers POST.', { Allow: 'POST' });
  const request = c.req.raw;
  const atTokenEndpoint = new Request(new URL(link('AcctToken'), request.url), {
    method: 'POST',
    headers: request.headers,
    body: await request.text(),
  });
  const answer = await tokenEndpointAnswer(c, await withBasicCredentials(atTokenEndpoint));
  const body: unknown = await answer.json().catch(() => null);
  if (!answer.ok) {
    const { error, error_description: description } = (body ?? {}) as LibraryError;
    const status = ERROR_STATUSES.find((known) => known === answer.status) ?? 400;
    return apiError(status, description ?? error ?? 'The token request was refused.');
  }
  const token = body as LibraryToken;
  return Response.json(
    {
      token_type: 'Bearer',
      access_token: token.access_token,
      refresh_token: token.refresh_token,
      scope: (token.scope ?? '').split(' ').filter(Boolean),
      expires_at: Date.now() + token.expires_in * 1000,
    },
    { status: 201, headers: API_HEADERS },
  );
};
