import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readOutbox, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

describe('an account that is one’s own, in Chromium', () => {
  it('a writer changes their username in settings and an old link leads to the new profile', async () => {
    const stamp = Date.now().toString(36);
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signUp(page, `renamed-${stamp}@example.com`, 'a writer who renames', 'Rena Named');
    const viewer = (await (
      await page.request.post(`${baseURL}/_/graphql`, { data: { query: '{ viewer { username } }' } })
    ).json()) as { data: { viewer: { username: string } } };
    const before = viewer.data.viewer.username;
    const after = `rena_${stamp}`;

    await page.goto(`${baseURL}/me/settings/account`);
    await waitForHydration(page);
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Username').fill(after);
    await page.getByRole('button', { name: 'Change username' }).click();
    await page.getByText(`Your profile is now at /@${after}.`).waitFor();

    await page.goto(`${baseURL}/@${before}`);
    await page.waitForURL(`${baseURL}/@${after}`);
    await page.getByRole('heading', { name: 'Rena Named' }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('a writer takes a subdomain, designs their profile with a live preview, and a reader sees the design there', async () => {
    const stamp = Date.now().toString(36);
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const problems = collectProblems(page);
    await signUp(page, `designer-${stamp}@example.com`, 'a writer who designs', `Dee Signer ${stamp}`);
    const viewer = (await (
      await page.request.post(`${baseURL}/_/graphql`, { data: { query: '{ viewer { username } }' } })
    ).json()) as { data: { viewer: { username: string } } };
    const { username } = viewer.data.viewer;

    await page.goto(`${baseURL}/me/create-subdomain`);
    await waitForHydration(page);
    await page.getByRole('button', { name: `Create ${username}.localhost` }).click();
    await page.getByRole('button', { name: `Stop using ${username}.localhost` }).waitFor();

    await page.goto(`${baseURL}/me/design`);
    await waitForHydration(page);
    expect(await severeViolations(page)).toEqual([]);
    const preview = page.getByRole('region', { name: 'Preview' });
    // a pair that does not read is named, and cannot be saved
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#ffff00');
    await page.getByRole('alert').filter({ hasText: 'has a contrast of 1.0:1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save design' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#1e3a5f');
    await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#fdf6e3');
    await page.getByLabel('Large').check();
    await page.getByLabel('Serif 2 (Palatino)').check();
    // a header image, chosen through the button and uploaded through the image pipeline
    const picture = await sharp({
      create: { width: 1400, height: 300, channels: 3, background: { r: 30, g: 58, b: 95 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Header image').setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: picture });
    await preview.locator('.designed-header__image').waitFor();
    await page.getByRole('button', { name: 'Remove the header image' }).waitFor();
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Item 1: kind').selectOption('EXTERNAL_LINK');
    await page.getByLabel('Item 1: title').fill('My shop');
    await page.getByLabel('Item 1: web address').fill('https://shop.example');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByLabel('Item 2: title').fill('About me');
    // reordered by keyboard: About me first
    await page.getByRole('button', { name: 'Move item 2 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Item 1: title').inputValue()).toBe('About me');
    // the preview follows the form as it changes
    expect(await preview.locator('.designed-header__nav a').allTextContents()).toEqual(['About me', 'My shop']);
    expect(await preview.locator('.designed-header').getAttribute('class')).toContain('designed-header--l');
    await page.getByLabel('Show this design on my profile').check();
    await page.getByRole('button', { name: 'Save design' }).click();
    await page.getByText('Saved. Readers see it now.').waitFor();

    // a reader on the writer's subdomain sees the design at once
    const reader = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const readerProblems = collectProblems(reader);
    await reader.goto(`${baseURL.replace('//localhost', `//${username}.localhost`)}/`);
    await waitForHydration(reader);
    const main = reader.locator('main');
    expect(await main.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(253, 246, 227)');
    expect(await reader.locator('.designed-header__name').evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(30, 58, 95)',
    );
    expect(await reader.locator('.designed-header__nav a').allTextContents()).toEqual(['About me', 'My shop']);
    expect(await reader.locator('.designed-header__image').getAttribute('src')).toMatch(
      /^\/_\/image\/.*[0-9a-f]{32}\.png$/,
    );
    expect(await severeViolations(reader)).toEqual([]);
    expect(readerProblems).toEqual([]);

    // turning the subdomain off: a try that never reaches the server says so, the next one goes through
    await page.goto(`${baseURL}/me/create-subdomain`);
    await waitForHydration(page);
    await page.route('**/_/graphql', (route) =>
      route.request().postData()?.includes('mutation SetSubdomain') ? route.abort() : route.continue(),
    );
    const stop = page.getByRole('button', { name: `Stop using ${username}.localhost` });
    await stop.click();
    await page
      .getByText(
        'An error occured during deactivation of the subdomain. Please try again or contact our support team for help.',
      )
      .waitFor();
    await page.unroute('**/_/graphql');
    await stop.click();
    await page.getByRole('button', { name: `Create ${username}.localhost` }).waitFor();
    expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
  });

  it('a writer asks for their data, downloads it from the mailed link, and a phone is told the design editor needs a desktop', async () => {
    const stamp = Date.now().toString(36);
    const email = `exporter-${stamp}@example.com`;
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await signUp(page, email, 'a writer who leaves', 'Ex Porter', '/me/export');
    expect(await severeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Export my data' }).click();
    await page.getByText('We’re building your export.').waitFor();
    const mailedLink = async () =>
      (await readOutbox()).find((entry) => entry.to === email && entry.subject === 'Your Quire data is ready')
        ?.links[0] ?? '';
    await expect.poll(mailedLink, { timeout: 15_000, interval: 250 }).not.toBe('');
    const link = await mailedLink();
    const download = await page.request.get(link);
    expect([download.status(), download.headers()['content-type']]).toEqual([200, 'application/zip']);
    // the page lists it, ready to download again
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('list', { name: 'Your exports' }).getByRole('link', { name: 'Download' }).waitFor();

    const phone = await (
      await browser().newContext({
        viewport: { width: 390, height: 800 },
        storageState: await page.context().storageState(),
      })
    ).newPage();
    await phone.goto(`${baseURL}/me/design`);
    await waitForHydration(phone);
    const dialog = phone.getByRole('dialog', { name: 'Only available on desktop' });
    await dialog.getByText('To design your profile, view this page from a desktop web browser.').waitFor();
    await dialog.getByRole('button', { name: 'Okay, got it' }).click();
    await phone.waitForURL(/\/@/);
    expect(problems).toEqual([]);
  });
});
