import { env } from 'cloudflare:test';
import { inject } from 'vitest';

/** The Worker's bindings with Google (the local OIDC provider) and Facebook (the local stand-in) configured. */
export function providerBindings(): Env {
  const issuer = inject('oidcIssuer');
  const providers = inject('oauthProvidersOrigin');
  return {
    ...env,
    GOOGLE_CLIENT_ID: 'quire-test-client',
    GOOGLE_CLIENT_SECRET: 'quire-test-secret',
    GOOGLE_ISSUER: issuer,
    GOOGLE_JWKS_URL: `${issuer.replace(/\/$/, '')}/jwks`,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_DIALOG_ORIGIN: `${providers}/facebook`,
    FACEBOOK_GRAPH_ORIGIN: `${providers}/facebook`,
  };
}

/** Starts a provider's flow, lets it approve, and returns the callback's path and the flow cookie to send it with. */
export async function approvedCallback(
  request: (path: string) => Response | Promise<Response>,
  start: string,
): Promise<{ path: string; cookie: string }> {
  const started = await request(start);
  const approved = await fetch(new URL(started.headers.get('Location') ?? ''), { redirect: 'manual' });
  const callback = new URL(approved.headers.get('Location') ?? '');
  return {
    path: callback.pathname + callback.search,
    cookie: (started.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '',
  };
}
