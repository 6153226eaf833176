import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { signInByEmailLink, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

describe('being found, in Chromium', () => {
  it('shows trending stories by period and topic, top stories, /about and the help centre with real content', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseURL}/trending`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Trending', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.feed .preview').count()).toBeGreaterThan(0);
    expect(await severeViolations(page)).toEqual([]);
    // another period, then one topic's ranking
    await Promise.all([
      page.waitForURL(`${baseURL}/trending/mode/month`),
      page.getByRole('link', { name: 'This month' }).click(),
    ]);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(`${baseURL}/trending/mode/month/topic/cities`),
      page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Cities' }).click(),
    ]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Trending in Cities' }).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByRole('link', { name: /The city that learned to slow down/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await page.goto(`${baseURL}/top-stories`);
    await waitForHydration(page);
    expect(await page.locator('.feed .preview').count()).toBeGreaterThan(0);

    await page.goto(`${baseURL}/about`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'About Quire', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    // the help centre answers as the reader types
    await page.goto(`${baseURL}/help`);
    await waitForHydration(page);
    await page.getByLabel('Search the help centre').fill('passw');
    await expect(page.getByRole('heading', { name: 'Sign in without a password' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Write and publish a story' }).count()).resolves.toBe(0);
    expect(await severeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('lists who a reader follows, and a story’s responses on their own page', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signInByEmailLink(page, 'chen@example.com');
    await page.goto(`${baseURL}/me/following`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Ada Okafor' }).first().isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    await page.goto(`${baseURL}/p/a00000000001/responses`);
    await waitForHydration(page);
    // other journeys on the shared site respond to this story too: the count is theirs as well
    await expect(page.getByRole('heading', { name: /^Responses \(\d+\)$/ }).isVisible()).resolves.toBe(true);
    await page.getByText('We tried the same on our street. The market is the best part.').waitFor();
    expect(await severeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens a story’s Share menu by keyboard, each network through its share route', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseURL}/p/a00000000001`);
    await waitForHydration(page);
    const toggle = page.locator('.share-menu__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    // the links load as the menu opens
    const onX = page.getByRole('link', { name: 'Share on X' });
    await onX.waitFor();
    expect(await severeViolations(page)).toEqual([]);
    // the share route sends the reader on; the network itself is another host, not followed here
    const answer = await page.request.get(`${baseURL}${(await onX.getAttribute('href')) ?? ''}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    // the story's canonical address: its publication's own domain
    expect(new URL(answer.headers()['location'] ?? '').searchParams.get('url')).toMatch(
      /^http:\/\/longview\.example(:\d+)?\/the-city-that-learned-to-slow-down-a00000000001$/,
    );
    expect(problems).toEqual([]);
  });

  it('shows a visitor who has not touched the story its Share menu, and one press opens it with its links', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseURL}/p/a00000000001`);
    await waitForHydration(page, { untouched: true });
    // the page waits for the reader (client/boot.ts): the menu is there all the same
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
    await page.locator('.share-menu__toggle').click();
    await page.getByRole('link', { name: 'Share on X' }).waitFor();
    expect(await page.locator('.share-menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens a visitor’s story at its responses when its address asks, without waiting for a press', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await page.goto(`${baseURL}/p/a00000000001?responsesOpen=true#responses-heading`);
    await page.locator('.responses .thread').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBe('true');
    expect(problems).toEqual([]);
  });

  it('lets an editor feature a story that readers then find on the publication’s featured page', async () => {
    const editor = await (await browser().newContext()).newPage();
    const problems = collectProblems(editor);
    await signInByEmailLink(editor, 'chen@example.com');
    await editor.goto(`${baseURL}/the-long-view/stories`);
    await waitForHydration(editor);
    expect(await severeViolations(editor)).toEqual([]);
    // the demo's one Long View story is featured: the editor takes it off, then features it again
    const row = editor.locator('.story-row').filter({ hasText: 'The city that learned to slow down' });
    await row.getByRole('button', { name: 'Unfeature' }).click();
    await editor.getByText('“The city that learned to slow down” is no longer featured.').waitFor();
    const reader = await (await browser().newContext()).newPage();
    await reader.goto(`${baseURL}/the-long-view/featured`);
    await waitForHydration(reader);
    await expect(reader.getByText('Nothing is featured yet.').isVisible()).resolves.toBe(true);

    await row.getByRole('button', { name: 'Feature', exact: true }).click();
    await editor.getByText('“The city that learned to slow down” is featured.').waitFor();
    await reader.reload();
    await waitForHydration(reader);
    await expect(
      reader.getByRole('link', { name: 'The city that learned to slow down' }).first().isVisible(),
    ).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('lets a new reader choose topics to follow, which their follows then list', async () => {
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signUp(
      page,
      `topics${Date.now()}@example.com`,
      'a reader of many things',
      'Tess Topics',
      '/customize-topics',
    );
    expect(await severeViolations(page)).toEqual([]);
    // the button and the count change at once; the list below is the server's, so its answer comes first
    const followed = page.waitForResponse(
      (response) =>
        response.url().includes('/_/graphql') && (response.request().postData() ?? '').includes('mutation FollowTag'),
    );
    await page.getByRole('button', { name: 'Follow Cities' }).click();
    await expect(page.getByRole('button', { name: 'Following Cities' }).isVisible()).resolves.toBe(true);
    await page.getByText('You follow 1 topic here.').waitFor();
    await followed;
    await page.goto(`${baseURL}/me/following`);
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: 'Cities' }).first().isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('serves every host’s sitemap files valid against the sitemaps.org schema, none of them empty', async () => {
    // the schema as the sitemap package ships it, checked by libxml2's own validator
    // (the package's exports leave its schema folder out, so it is read where npm puts it)
    const schema = await readFile(new URL('../node_modules/sitemap/schema/sitemap.xsd', import.meta.url), 'utf8');
    const { port } = new URL(baseURL);
    // another host's files, asked of this site by name (as the edge would pass them on)
    const read = (url: string) =>
      new Promise<string>((resolve, reject) => {
        const { host, pathname } = new URL(url);
        get({ host: '127.0.0.1', port, path: pathname, headers: { Host: host } }, (response) => {
          let body = '';
          response
            .setEncoding('utf8')
            .on('data', (chunk: string) => (body += chunk))
            .on('end', () =>
              response.statusCode === 200
                ? resolve(body)
                : reject(new Error(`${url} answered ${String(response.statusCode)}`)),
            );
        }).on('error', reject);
      });
    const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    const files: string[] = [];
    for (const host of ['localhost', 'ada.localhost', 'longview.example', 'bruno.example'])
      files.push(...locations(await read(`http://${host}:${port}/sitemap.xml`)));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const checked = await validateXML({
        xml: [{ fileName: file, contents: await read(file) }],
        schema: [{ fileName: 'sitemap.xsd', contents: schema }],
      });
      expect({ file, errors: checked.errors.map((error) => error.message) }).toEqual({ file, errors: [] });
    }
  });
});
