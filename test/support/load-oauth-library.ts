import { SELF } from 'cloudflare:test';

/**
 * The OAuth library loads on first use and warns once as it loads that client metadata documents
 * are off (docs/api.md). A test file that reaches OAuth code loads it in beforeAll, before any
 * test watches the console.
 */
export async function loadOAuthLibrary(): Promise<void> {
  await SELF.fetch('http://localhost/.well-known/oauth-authorization-server');
}
