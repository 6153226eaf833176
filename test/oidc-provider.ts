// A real OpenID provider on loopback for the sign-in tests (oauth2-mock-server): it publishes
// discovery and keys, signs ID tokens, and approves every authorization request.
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    oidcIssuer: string;
    /** ID tokens signed by the local provider, as one-tap would post them. */
    oneTapCredential: string;
    foreignAudienceCredential: string;
  }
}

export const TEST_IDENTITY = { sub: 'google-subject-1', email: 'oidc.reader@example.com', name: 'Oidc Reader' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, TEST_IDENTITY, { email_verified: true });
  });
  await server.start(0, '127.0.0.1');
  project.provide('oidcIssuer', server.issuer.url ?? '');
  const credential = (audience: string) =>
    server.issuer.buildToken({
      scopesOrTransform: (_header: unknown, payload: Record<string, unknown>) => {
        Object.assign(payload, TEST_IDENTITY, { email_verified: true, aud: audience });
      },
    });
  project.provide('oneTapCredential', await credential('quire-test-client'));
  project.provide('foreignAudienceCredential', await credential('someone-else'));
  return () => server.stop();
}
