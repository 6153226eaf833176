import { promisify } from 'node:util';
import { MediumClient, MediumError, PostContentFormat, PostPublishStatus, Scope } from 'medium-sdk';
import { describe, expect, it } from 'vitest';
import { ask, signUp } from './support/accounts.ts';
import { onSite, withMediumApiAt } from './support/medium-api-host.ts';
import { useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

// A desktop app's loopback address, where nothing listens: the test reads the code from the
// request Chromium makes, and no other host is ever reached.
const CALLBACK = 'http://127.0.0.1:9/crossposter/callback';

const base64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64url');

describe('applications and the public API, in Chromium', () => {
  it('a writer registers an application, connects it to their account with PKCE, sees it connected, and disconnects it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `apps${Date.now()}@example.com`, 'an application password', 'Appy Writer', '/me/settings');
    await page.getByRole('link', { name: 'Manage applications' }).click();
    await waitForHydration(page);
    await page.getByText('No application can act for you.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'New application' }).click();
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Crossposter');
    await page.getByLabel('Website (optional)').fill('https://crossposter.example');
    await page.getByLabel('Addresses to send people back to, one per line').fill(CALLBACK);
    await page.getByRole('button', { name: 'Register application' }).click();
    await page.getByText('Copy the secret now: it will not be shown again.').waitFor();
    const [clientId, clientSecret] = await page.locator('.settings__credentials code').allTextContents();
    expect(clientId).toBeTruthy();
    expect(clientSecret?.length).toBeGreaterThan(20);

    // the application sends the writer to ask for access
    const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
    const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId ?? '',
      redirect_uri: CALLBACK,
      scope: 'basicProfile',
      state: 'e2e',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    await page.goto(`${baseURL}/m/oauth/authorize?${query}`);
    await page.getByRole('heading', { name: 'Allow Crossposter to use your Quire account?' }).waitFor();
    await page.getByText('See your name, username, picture and profile address').waitFor();
    await page.getByText('This sends access to a program on your own computer.', { exact: false }).waitFor();
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(`${CALLBACK}?`)),
      page.getByRole('button', { name: 'Allow' }).click(),
    ]);
    const back = new URL(sent.url());
    expect(back.searchParams.get('state')).toBe('e2e');

    const token = await fetch(`${baseURL}/m/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: CALLBACK,
        code_verifier: verifier,
      }),
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const me = () => fetch(`${baseURL}/v1/me`, { headers: { Authorization: `Bearer ${token.access_token}` } });
    expect(((await (await me()).json()) as { data: { name: string } }).data.name).toBe('Appy Writer');

    // listed as connected, until the writer takes it back. In a tab of its own: the first one is
    // still failing to reach the callback, and that error page would interrupt a navigation there.
    const settings = await context.newPage();
    await settings.goto(`${baseURL}/me/applications`);
    await waitForHydration(settings);
    await settings.getByText(/It can: See your name, username, picture and profile address/).waitFor();
    await settings.getByRole('button', { name: 'Disconnect Crossposter' }).click();
    await settings.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await settings.getByText('No application can act for you.', { exact: false }).waitFor();
    expect((await me()).status).toBe(401);
    // the application itself stays the writer's, on its own page
    await settings.getByRole('link', { name: 'Crossposter' }).click();
    await waitForHydration(settings);
    await settings.getByRole('heading', { name: 'Crossposter' }).waitFor();
    await context.close();
  });

  it('Medium’s own SDK, with only its host changed, connects a writer, reads and publishes for them in Quire, and refreshes its token', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signUp(page, `medium-sdk${Date.now()}@example.com`, 'a medium sdk password', 'Sdk Writer', '/me/settings');
    // registered as made for Medium's API, whose clients send no PKCE
    await page.goto(`${baseURL}/me/applications/new`);
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Medium poster');
    await page.getByLabel('Addresses to send people back to, one per line').fill(CALLBACK);
    await page.getByLabel('Made for Medium’s API', { exact: false }).check();
    await page.getByRole('button', { name: 'Register application' }).click();
    await page.getByText('Copy the secret now: it will not be shown again.').waitFor();
    const [clientId = '', clientSecret = ''] = await page.locator('.settings__credentials code').allTextContents();
    const created = await ask<{ createCollection: { id: string } }>(
      page,
      `mutation { createCollection(name: "Sdk Quarterly") { ... on Collection { id } } }`,
    );
    const publicationId = created.createCollection.id;
    const client = new MediumClient({ clientId, clientSecret });

    // Medium's authorization address, comma-separated scopes and no PKCE as the SDK builds it
    await page.goto(
      onSite(
        baseURL,
        client.getAuthorizationUrl('sdk-state', CALLBACK, [
          Scope.BASIC_PROFILE,
          Scope.LIST_PUBLICATIONS,
          Scope.PUBLISH_POST,
        ]),
      ),
    );
    await page.getByRole('heading', { name: 'Allow Medium poster to use your Quire account?' }).waitFor();
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(`${CALLBACK}?`)),
      page.getByRole('button', { name: 'Allow' }).click(),
    ]);
    const back = new URL(sent.url());
    expect(back.searchParams.get('state')).toBe('sdk-state');

    await withMediumApiAt(baseURL, async () => {
      const token = await promisify(client.exchangeAuthorizationCode.bind(client))(
        back.searchParams.get('code') ?? '',
        CALLBACK,
      );
      expect(token).toMatchObject({ token_type: 'Bearer', scope: ['basicProfile', 'listPublications', 'publishPost'] });
      expect(token.expires_at).toBeGreaterThan(Date.now());

      const user = await promisify(client.getUser.bind(client))();
      expect(user).toMatchObject({ name: 'Sdk Writer' });
      const userId = user['id'] ?? '';
      const publications = await promisify(client.getPublicationsForUser.bind(client))({ userId });
      expect(publications).toEqual([expect.objectContaining({ id: publicationId, name: 'Sdk Quarterly' })]);
      const contributors = await promisify(client.getContributorsForPublication.bind(client))({ publicationId });
      expect(contributors).toEqual([{ publicationId, userId, role: 'editor' }]);

      const post = await promisify(client.createPost.bind(client))({
        userId,
        title: 'Posted by the SDK',
        contentFormat: PostContentFormat.MARKDOWN,
        content: 'Sent by **Medium’s** own client.',
        tags: ['tools'],
        canonicalUrl: 'https://sdk-writer.example/posted',
        publishStatus: PostPublishStatus.PUBLIC,
      });
      expect(post).toMatchObject({
        title: 'Posted by the SDK',
        authorId: userId,
        tags: ['tools'],
        canonicalUrl: 'https://sdk-writer.example/posted',
        publishStatus: 'public',
      });
      const inPublication = await promisify(client.createPostInPublication.bind(client))({
        publicationId,
        title: 'For the quarterly',
        contentFormat: PostContentFormat.HTML,
        content: '<p>An editor’s piece.</p>',
      });
      expect(inPublication).toMatchObject({ publicationId, publishStatus: 'public' });

      // Medium's error shape reaches the caller as the SDK's MediumError, with its code
      const refused = await promisify(client.createPost.bind(client))({
        userId,
        title: 'With a picture',
        contentFormat: PostContentFormat.MARKDOWN,
        content: '![A picture](https://pictures.example/a.png)',
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MediumError);
      expect(refused).toMatchObject({
        code: 400,
        message: expect.stringContaining('does not fetch pictures from other sites'),
      });

      const refreshed = await promisify(client.exchangeRefreshToken.bind(client))(token.refresh_token);
      expect(refreshed.access_token).not.toBe(token.access_token);
      expect(await promisify(client.getUser.bind(client))()).toMatchObject({ id: userId });

      // What the SDK published is there for readers, with its first home as the canonical
      // address. In a tab of its own: the first is still failing to reach the callback.
      const story = await context.newPage();
      await story.goto(String(post['url']));
      await story.getByRole('heading', { name: 'Posted by the SDK' }).waitFor();
      expect(await story.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        'https://sdk-writer.example/posted',
      );
    });
    await context.close();
  });
});
