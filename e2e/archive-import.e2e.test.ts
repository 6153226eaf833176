import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

/** One story's file as Medium's account export writes it. */
const mediumFile = (title: string, words: string, published: string | null, figure = '') =>
  strToU8(`<!DOCTYPE html><html><head><title>${title}</title></head><body><article class="h-entry">
<header><h1 class="p-name">${title}</h1></header>
<section data-field="body" class="e-content"><section class="section section--body section--first">
<div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner">
<h3 class="graf graf--h3 graf--title">${title}</h3><p class="graf graf--p">${words}</p>${figure}</div></div></section></section>
<footer>${published ? `<p>By <a class="p-author h-card" href="https://medium.com/@tess">Tess</a> on <a href="https://medium.com/p/1"><time class="dt-published" datetime="${published}">then</time></a>.</p>` : ''}</footer>
</article></body></html>`);

const EXPORT = Buffer.from(
  zipSync({
    'posts/2017-05-02_Tides-and-Timetables-0123456789ab.html': mediumFile(
      'Tides and timetables',
      'The ferry waits for the tide.',
      '2017-05-02T08:00:00.000Z',
      // a picture on the old platform (here, an icon of the site itself) that Quire fetches
      `<figure class="graf graf--figure"><img class="graf-image" alt="The ferry" src="${baseURL}/icons/icon-192.png"><figcaption class="imageCaption">The ferry at dawn</figcaption></figure>`,
    ),
    'posts/draft_Harbour-Notes-ba9876543210.html': mediumFile('Harbour notes', 'Still drafting.', null),
    'posts/2018-01-01_-cccccccccccc.html': strToU8('<html><body></body></html>'),
    'profile/profile.html': strToU8('<h3 class="p-name">Tess</h3>'),
  }),
);

describe('moving a Medium archive to Quire, in Chromium', () => {
  it('imports a new writer’s export with its progress and report, their story and draft found where they belong, and shows it to nobody else', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = collectProblems(page);
    const stamp = Date.now().toString(36);
    await signUp(page, `tess${stamp}@example.com`, 'a moving-house password', 'Tess Tidewell', '/me/import');
    await page.getByRole('heading', { name: 'Import your stories' }).waitFor();
    expect(await severeViolations(page)).toEqual([]);

    await page.getByLabel('Your export (a ZIP, JSON, XML or CSV file)').setInputFiles({
      name: 'medium-export.zip',
      mimeType: 'application/zip',
      buffer: EXPORT,
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Your archive is in.', { exact: false }).waitFor();
    // the page follows the queue's work until it ends
    await page.getByText('Done: 2 imported, 1 left out').waitFor({ timeout: 20_000 });
    await page.getByText('posts/2018-01-01_-cccccccccccc.html: left out. No story was found in this file.').waitFor();
    expect(await severeViolations(page)).toEqual([]);

    // the draft opens in the editor, the story is published on its first date
    await page.getByRole('link', { name: 'Harbour notes (draft)' }).click();
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await page.goto(`${baseURL}/me/import`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Tides and timetables' }).click();
    await page.getByRole('heading', { name: 'Tides and timetables' }).waitFor();
    await page.getByText('May 2, 2017').waitFor();
    await page.getByText('The ferry waits for the tide.').waitFor();
    // its picture is Quire's own copy now, with its caption
    const picture = page.getByRole('img', { name: 'The ferry' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/_\/image\/[^/]+\/[0-9a-f]{32}\.png$/);
    await page.getByText('The ferry at dawn').waitFor();
    expect(problems).toEqual([]);

    // another writer sees an empty import page: the first one's import is theirs alone
    const other = await browser().newContext();
    const second = await other.newPage();
    await signUp(second, `uma${stamp}@example.com`, 'another moving password', 'Uma Other', '/me/import');
    await second.getByRole('heading', { name: 'Import your stories' }).waitFor();
    expect(await second.getByRole('heading', { name: 'Your imports' }).count()).toBe(0);
    expect(await second.getByText('Tides and timetables').count()).toBe(0);
    await other.close();
    await context.close();
  });
});
