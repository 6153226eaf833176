import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';

const APOLOGY = 'Apologies, but something went wrong on our end.';

describe('error pages', () => {
  it('/_/oh-noes shows the 500 page (docs/spec-checklist.md 3 §2)', async () => {
    const response = await SELF.fetch('http://localhost/_/oh-noes');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('>500<');
    expect(html).toContain(APOLOGY);
    expect(html).toContain('href="http://localhost/browse/top"');
    expect(html).toContain('find something interesting to read');
    // development has no status page: no dead link
    expect(html).not.toContain('site status page');
    // and the reading link leads to a real page
    expect(await (await SELF.fetch('http://localhost/browse/top')).text()).toContain(
      '<h1 class="masthead__name">Top stories</h1>',
    );
  });

  it('links the status page where the deployment has one', async () => {
    const response = await createApp().request(
      'http://localhost/_/oh-noes',
      {},
      { ...env, STATUS_PAGE_URL: 'https://status.quire.example' },
    );
    expect(await response.text()).toContain(
      'You can also check our <a href="https://status.quire.example">site status page</a>',
    );
  });

  it.each([
    ['409: Conflict', 409],
    ['D1_ERROR: no such column: secret_column at offset 12', 500],
  ])('a handler that throws "%s" answers %i without leaking the message', async (message, status) => {
    const logged = expectConsoleOutput('error');
    const app = createApp({
      handlers: {
        ShowHome: () => {
          throw new Error(message);
        },
      },
    });
    const response = await app.request('http://localhost/', {}, env);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`>${status}<`);
    expect(html).toContain(APOLOGY);
    expect(html).not.toContain(message);
    expect(html).not.toContain('at ');
    expect(logged).toHaveBeenCalled();
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const response = await SELF.fetch('http://localhost/this/path/does/not/exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('a page refuses methods other than GET and HEAD', async () => {
    const response = await SELF.fetch('http://localhost/about', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});
