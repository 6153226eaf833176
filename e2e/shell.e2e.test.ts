import AxeBuilder from '@axe-core/playwright';
import { gzipSync } from 'node:zlib';
import type { Page, Response as PageResponse } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chunkOf, liveClientScript } from './support/chunks.ts';
import { collectProblems, networkSettled, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

/**
 * Opens a story and waits, without touching the page, until the network is idle. The scripts it
 * requested, a list that goes on growing as the test interacts.
 */
async function openStoryUntouched(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
  await waitForHydration(page, { untouched: true });
  await page.waitForLoadState('networkidle');
  return scripts;
}

describe('the app shell in Chromium', () => {
  it.each([
    ['home', '/', 'Stories worth your time.'],
    ['a profile', '/@ada', 'Ada Okafor'],
    ['a publication', '/the-long-view', 'The Long View'],
    ['a post', '/the-long-view/the-city-that-learned-to-slow-down-a00000000001', 'The city that learned to slow down'],
  ])('loads %s (%s) and hydrates without errors or hydration warnings', async (_, path, heading) => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    const response = await page.goto(baseURL + path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps every link and button on a phone at least 24 px apart (WCAG 2.5.8, Lighthouse’s target-size)', async () => {
    const page = await (
      await browser().newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    for (const path of ['/', '/@ada', '/@ada/writing-code-you-can-read-in-a-year-a00000000002']) {
      await page.goto(baseURL + path);
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(
        violations.flatMap((violation) => violation.nodes.map((node) => `${path}: ${node.target.join(' ')}`)),
      ).toEqual([]);
    }
    await page.close();
  });

  it('serves a visitor’s second visit from the edge cache, and the cached page runs and hydrates under its fresh nonce', async () => {
    const path = '/@ada/writing-code-you-can-read-in-a-year-a00000000002';
    const statuses: (string | undefined)[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await browser().newPage();
      const problems = collectProblems(page);
      const response = await page.goto(baseURL + path);
      statuses.push((await response?.allHeaders())?.['x-cache-status']);
      await waitForHydration(page);
      await expect(page.locator('h1').first().textContent()).resolves.toBe('Writing code you can read in a year');
      // a script the policy refused would show here as a console error
      expect(problems).toEqual([]);
      await page.close();
    }
    expect(statuses[1]).toBe('HIT');
  });

  it('hydrates a post page without asking the server again for the data it rendered', async () => {
    const page = await browser().newPage();
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_/graphql')) dataRequests.push(request.postData() ?? request.url());
    });
    await page.goto(`${baseURL}/@ada/writing-code-you-can-read-in-a-year-a00000000002`);
    await waitForHydration(page);
    // a stray request would leave within the 20 ms batch window: none leaves before the network rests
    await networkSettled(page);
    expect(dataRequests).toEqual([]);
    await expect(page.locator('pre code').textContent()).resolves.toContain('parseInvoice');
    await page.close();
  });

  it('ships a visitor who only reads a story at most 75 KB of gzipped script: no React, no GraphQL client, no top bar', async () => {
    const page = await browser().newPage();
    const scripts: Promise<{ url: string; body: Buffer }>[] = [];
    const collect = (response: PageResponse) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => ({ url: response.url(), body })));
    };
    page.on('response', collect);
    // what the page took for a first interaction, if anything: a failure says why more code loaded
    // (it once loaded the responses thread and the GraphQL client for an untouched visitor: see the next test)
    await page.addInitScript(() => {
      for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])
        addEventListener(
          type,
          (event) =>
            ((window as unknown as { seen: string[] }).seen ??= []).push(
              `${type} on ${(event.target as Element | null)?.nodeName ?? 'window'} at ${Math.round(performance.now())} ms, scrollY ${scrollY}`,
            ),
          true,
        );
    });
    await page.goto(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
    await waitForHydration(page, { untouched: true });
    // what loads right after hydration (on every visit) counts too
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { seen?: string[] }).seen ?? []);
    const loaded = await Promise.all(scripts);
    const gzipped = loaded.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
    expect(loaded.length).toBeGreaterThan(0);
    const loadedList = loaded.map(({ url, body }) => `${new URL(url).pathname} ${gzipSync(body).length}`).join(', ');
    expect(gzipped, `loaded: ${loadedList}; events: ${seen.join(', ') || 'none'}`).toBeLessThanOrEqual(75 * 1024);
    // React and the page's own code come when the reader means to act (client/boot.ts); urql and
    // its parser with the first action that needs the network; the top bar's code with the
    // reader's first interaction
    const paths = loaded.map(({ url }) => new URL(url).pathname);
    expect(paths).not.toContain(chunkOf('client/main.tsx'));
    expect(paths).not.toContain(chunkOf('client/stories/post-page.tsx'));
    expect(paths).not.toContain(liveClientScript());
    expect(paths).not.toContain(chunkOf('client/components/top-bar.tsx'));
    expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
    // a key brings the page to life, with React and the page's own code; what came by then is read
    // before the tab closes (a body still on its way when it closes is a rejection of its own)
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    page.off('response', collect);
    const afterKey = (await Promise.all(scripts)).map(({ url }) => new URL(url).pathname);
    expect(afterKey).toContain(chunkOf('client/main.tsx'));
    expect(afterKey).toContain(chunkOf('client/stories/post-page.tsx'));
    await page.close();
  });

  it('loads the responses thread when the reader first interacts, not at load, even with the section in view', async () => {
    // a window taller than the story: the section is in view as the page hydrates (as it was
    // whenever the story's body came after the shell: once the budget test's flake)
    const page = await browser().newPage({ viewport: { width: 1280, height: 3200 } });
    const scripts = await openStoryUntouched(page);
    await expect(
      page.locator('.responses').evaluate((section) => section.getBoundingClientRect().bottom <= innerHeight),
    ).resolves.toBe(true);
    expect(scripts).not.toContain(chunkOf('client/responses/response-thread.tsx'));
    expect(scripts).not.toContain(liveClientScript());
    await page.mouse.wheel(0, 40);
    await expect.poll(() => scripts).toContain(chunkOf('client/responses/response-thread.tsx'));
    await page.close();
  });

  it('hydrates a visitor’s top bar in place at their first interaction: focus and typing are kept, and Sign up opens the dialog', async () => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    const scripts = await openStoryUntouched(page);
    expect(scripts).not.toContain(chunkOf('client/components/top-bar.tsx'));
    // before its code, the bar is the server's HTML: a link still leads to the sign-up page
    await expect(page.locator('.top-bar').getAttribute('data-live')).resolves.toBeNull();
    await expect(
      page.locator('.top-bar__actions').getByRole('link', { name: 'Sign up' }).getAttribute('href'),
    ).resolves.toBe('/m/signin?operation=register');
    await page.locator('.search-box__input').evaluate((input) => Object.assign(input, { keptMark: true }));
    // a reader tabs into the search box and starts typing: the focus is the first interaction
    await page.locator('.search-box__input').focus();
    await page.keyboard.type('city');
    await expect.poll(() => page.locator('.top-bar').getAttribute('data-live')).toBe('true');
    expect(scripts).toContain(chunkOf('client/components/top-bar.tsx'));
    // the same element, still focused, with what was typed: hydrated, not drawn again
    await expect(
      page.locator('.search-box__input').evaluate((input) => 'keptMark' in input && document.activeElement === input),
    ).resolves.toBe(true);
    await expect(page.locator('.search-box__input').inputValue()).resolves.toBe('city');
    await page.locator('.search-box__input').fill('');
    await page.locator('.top-bar__actions').getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    expect(page.url()).toBe(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the GraphQL client when a visitor first needs the network, and asks only for what the page lacks', async () => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.url().includes('/_/graphql'))
        operations.push(
          ...[request.postDataJSON()].flat().map((body: { operationName?: string }) => body.operationName ?? ''),
        );
    });
    await page.goto(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts).not.toContain(liveClientScript());
    // nearing the responses loads their thread, the page's first data it did not embed
    await page.locator('#responses-heading').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts).toContain(liveClientScript());
    await expect.poll(() => operations.length).toBeGreaterThan(0);
    expect(operations).not.toContain('PostPageQuery');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('names each script’s source map in a SourceMap header instead of in the bytes readers download', async () => {
    const page = await browser().newPage();
    const scripts: Promise<{ url: string; body: string; sourceMap: string | undefined }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        Promise.all([response.text(), response.allHeaders()]).then(([body, headers]) => ({
          url: response.url(),
          body,
          sourceMap: headers['sourcemap'],
        })),
      );
    });
    await page.goto(`${baseURL}/the-long-view/the-city-that-learned-to-slow-down-a00000000001`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(1);
    for (const { url, body, sourceMap } of loaded) {
      expect(body).not.toContain('sourceMappingURL');
      expect(sourceMap).toBe(`${new URL(url).pathname}.map`);
      const map: unknown = await (await fetch(new URL(sourceMap ?? '', baseURL))).json();
      expect(map).toMatchObject({ version: 3, sources: expect.any(Array), mappings: expect.any(String) });
    }
    await page.close();
  });

  it('blanks a page loaded inside a frame', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseURL}/`);
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.addEventListener('load', () => resolve());
          document.body.append(frame);
        }),
      '/@ada',
    );
    const framed = page.frames().find((frame) => frame.url().endsWith('/@ada'));
    expect(framed).toBeDefined();
    const display = await framed?.evaluate(() => getComputedStyle(document.documentElement).display);
    expect(display).toBe('none');
    // the top-level page itself is not blanked
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).display)).toBe('block');
    await page.close();
  });
});
