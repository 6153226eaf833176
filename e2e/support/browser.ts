import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Debian's Chromium with every flag that keeps it off the network (see the architecture guide).
 * `customDomains` resolve to this machine too, as a writer's own domain would reach the Worker.
 */
export const launchBrowser = ({ customDomains = [] }: { customDomains?: readonly string[] } = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // no name but the test server's (and its *.localhost subdomains) resolves, so no page (an embedded video, say) reaches another host
      `--host-resolver-rules=${[...customDomains.map((domain) => `MAP ${domain} 127.0.0.1`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost', 'EXCLUDE *.localhost', 'EXCLUDE 127.0.0.1'].join(', ')}`,
    ],
  });

/** Everything the page logged as an error or warning, and every uncaught exception. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Waits until the page is hydrated and, as a reader who starts using it, its top bar too: a
 * visitor's bar loads its code at their first interaction (client/app.tsx), and a visitor's story
 * hydrates at their first intent (client/boot.ts), here a press of Shift, which does nothing
 * else. `{ untouched: true }` waits for the page alone: a visitor's story, until it waits for
 * the reader.
 */
export async function waitForHydration(page: Page, { untouched = false } = {}): Promise<void> {
  // called right after a click that navigates, the old document may be gone before the new one
  // has its root: that is "not yet", not an error
  await page.waitForFunction(() => {
    const { hydrated, waiting } = document.documentElement?.dataset ?? {};
    return hydrated === 'true' || waiting === 'intent';
  });
  if (untouched) return;
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true');
  await page.waitForFunction(() => {
    const bar = document.querySelector('.top-bar');
    return !bar || bar.hasAttribute('data-live');
  });
}

/**
 * Opens `url` with the page's script held back, as on a slow network: the first paint is there to
 * click, and nothing has hydrated. The function returned lets the script through, waits until the
 * page has hydrated, and stops holding scripts.
 */
export async function openBeforeScript(page: Page, url: string): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await waitForHydration(page, { untouched: true });
    await page.unroute('**/js/**');
  };
}

/**
 * For a check that something does not happen: waits until the page has made every request it was
 * going to (none for half a second: Playwright's "networkidle"), so a part that would show, or a
 * request that would leave, has had its chance.
 */
export const networkSettled = (page: Page): Promise<void> => page.waitForLoadState('networkidle');

/**
 * Scrolls the window to `y` and waits for the page to have handled it: the end of the scroll
 * (`scrollend`, once the scroll is done however many scroll events it took) and the frame after
 * it, in which whatever the page's scroll listeners changed is drawn. A transition the change
 * starts (the top bar's slide) is the caller's to wait for (`animationsSettled`).
 */
export const scrollWindowTo = (page: Page, y: number): Promise<void> =>
  page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (Math.round(window.scrollY) === to) return drawn();
        addEventListener('scrollend', drawn, { once: true });
        window.scrollTo(0, to);
      }),
    y,
  );

/** Waits for the element's fades to end: axe would measure a half-faded text's contrast. */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * The browsers this Vitest worker launched, by their options. Test files share a worker's modules
 * (`isolate: false` in e2e/vitest.config.ts), so a worker launches Chromium once rather than once
 * a file (about a second of both cores each); Playwright closes it when the worker exits.
 */
const launched = new Map<string, Promise<Browser>>();

/**
 * The browser a test file's journeys use. Each file starts with no context of another file's open
 * and closes its own when it ends, as a browser of its own would.
 */
export function useBrowser(options: Parameters<typeof launchBrowser>[0] = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const key = JSON.stringify(options);
    let launching = launched.get(key);
    if (!launching || !(await launching).isConnected()) {
      launching = launchBrowser(options);
      launched.set(key, launching);
    }
    browser = await launching;
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call it inside a test');
    return browser;
  };
}
