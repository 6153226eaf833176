import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';

const browser = useBrowser();

describe('writing and publishing, in Chromium', () => {
  it('writes a story with headings, a quote, a list, code, a link and an uploaded image, publishes it in a publication, and a signed-out reader reads it without editor code', async () => {
    const page = await browser().newPage();
    const problems = collectProblems(page);
    await signUp(page, `writer${Date.now()}@example.com`, 'a writer password', 'Wren Writer');

    // the writer's own publication, where the story will appear
    const publication = `Slow Streets ${Date.now().toString(36)}`;
    const publicationSlug = publication.toLowerCase().replace(/ /g, '-');
    await page.goto(`${baseURL}/new-publication`);
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill(publication);
    await Promise.all([
      page.waitForURL(`${baseURL}/${publicationSlug}/settings`),
      page.getByRole('button', { name: 'Create publication' }).click(),
    ]);

    await page.goto(`${baseURL}/new-story`);
    await waitForHydration(page);
    // a new story is a draft at once, at its own address
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    // the legacy bar: a greeting by the writer's hour, and the draft's line (docs/spec-checklist.md 1 §2.3, §4)
    await expect(page.locator('.editor__greeting').textContent()).resolves.toMatch(
      /^Good (morning|afternoon|evening), WrenDraft$/,
    );
    await page.getByLabel('Title', { exact: true }).fill('Notes on slow streets');
    const body = page.getByRole('textbox', { name: 'Story' });
    await body.click();
    const type = (text: string) => page.keyboard.type(text);
    await type('### Why it matters');
    await page.keyboard.press('Enter');
    await type('Streets are for ');
    await page.keyboard.press('Control+b');
    await type('people');
    await page.keyboard.press('Control+b');
    await type('.');
    // a mention, picked with the keyboard from the people the editor suggests
    await type(' Thanks, @ad');
    const people = page.getByRole('listbox', { name: 'People to mention' });
    await people.getByRole('option', { name: /@ada$/ }).waitFor();
    await page.keyboard.press('Enter');
    await people.waitFor({ state: 'detached' });
    await type('for the idea.');
    await page.keyboard.press('Enter');
    await type('- benches');
    await page.keyboard.press('Enter');
    await type('trees');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await type('``` ');
    await type('let pace = "slow";');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // a pull quote, from the toolbar over the selected line
    await type('Slow is a choice.');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Pull quote' }).click();
    // the writer sees the line become a pull quote before moving on (a busy machine may show it a beat late)
    await page.locator('.editor__body blockquote.story__pullquote', { hasText: 'Slow is a choice.' }).waitFor();
    // on below it: the empty paragraph the code block left is the story's end
    await page.keyboard.press('Control+End');
    await type('Read https://example.com/report for the numbers.');
    await page.keyboard.press('Enter');
    // a video link becomes a player; the address is asked for in a prompt
    page.once('dialog', (dialog) => void dialog.accept('https://youtu.be/dQw4w9WgXcQ'));
    await page.getByRole('button', { name: 'Embed a link' }).click();
    await type('> A street is a room with the sky for a ceiling.');
    // an image, uploaded from a file; it goes where the cursor is
    const picture = await sharp({
      create: { width: 120, height: 80, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Image to add').setInputFiles({ name: 'street.png', mimeType: 'image/png', buffer: picture });
    await page.locator('.editor__body figure img').waitFor();
    // a caption, and the picture set wide
    await page.locator('.editor__body figure figcaption').click();
    await type('Benches under plane trees');
    await page.getByRole('button', { name: 'Wide' }).click();
    await page.getByRole('status').getByText('Saved').waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByLabel('Publish in').selectOption({ label: publication });
    await Promise.all([
      page.waitForURL(new RegExp(`/${publicationSlug}/notes-on-slow-streets-[0-9a-f]{12}$`)),
      page.getByRole('button', { name: 'Publish now' }).click(),
    ]);
    const storyUrl = page.url();
    expect(problems).toEqual([]);
    await page.close();

    const reader = await browser().newPage();
    const scripts: string[] = [];
    reader.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await reader.goto(storyUrl);
    await waitForHydration(reader);
    await reader.getByRole('heading', { level: 1, name: 'Notes on slow streets' }).waitFor();
    await reader.getByRole('heading', { name: 'Why it matters' }).waitFor();
    expect(await reader.locator('.story__body strong').textContent()).toBe('people');
    // the mention links to the person's permanent address
    expect(
      await reader
        .locator('.story__body p', { hasText: 'Thanks, @ada for the idea.' })
        .getByRole('link', { name: '@ada' })
        .getAttribute('href'),
    ).toMatch(/\/u\/[^/]+$/);
    expect(await reader.locator('.story__body ul li').allTextContents()).toEqual(['benches', 'trees']);
    expect(await reader.locator('.story__body pre code').textContent()).toBe('let pace = "slow";');
    expect(await reader.locator('.story__body a[href="https://example.com/report"]').textContent()).toBe(
      'https://example.com/report',
    );
    expect(await reader.locator('.story__body blockquote.story__quote').textContent()).toBe(
      'A street is a room with the sky for a ceiling.',
    );
    expect(await reader.locator('.story__body blockquote.story__pullquote').textContent()).toBe('Slow is a choice.');
    // the uploaded picture, served as a rendition of its upload
    expect(await reader.locator('.story__body .story__frame iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(await reader.locator('.story__body figure.story__figure--outset_center figcaption').textContent()).toBe(
      'Benches under plane trees',
    );
    const image = reader.locator('.story__body figure img');
    expect(await image.getAttribute('src')).toMatch(/^\/_\/image\/w:120,webp\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(120);
    // readers never download the editor
    expect(scripts.filter((url) => /editor/.test(url))).toEqual([]);
    // and the publication lists it
    await reader.goto(`${baseURL}/${publicationSlug}`);
    await reader
      .getByRole('link', { name: /Notes on slow streets/ })
      .first()
      .waitFor();
    await reader.close();
  });
});
