import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadedStateOf } from '../support/html.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeEach(() => seedContent(3));

describe('pages that render data', () => {
  it.each([
    ['a profile', 'http://localhost/@ann', 200, 'Ann Author'],
    ['an unknown profile', 'http://localhost/@nobody', 404, 'Page not found'],
    ['a publication', 'http://localhost/the-mag', 200, 'The Mag'],
    ['an unknown publication', 'http://localhost/no-such-publication', 404, 'Page not found'],
    ['a post', `http://localhost/p/${postId(1)}`, 200, 'Story 1'],
    ['an unknown post', 'http://localhost/p/ffffffffffff', 404, 'Page not found'],
  ])('%s (%s) answers %i', async (_, url, status, text) => {
    const response = await SELF.fetch(url);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(text);
    expect(preloadedStateOf(html).navigation.status).toBe(status);
  });

  it.each([
    ['deleted', 410, { deletedAt: new Date(1) }, 'This story was removed'],
    ['suspended', 410, { isSuspended: true }, 'This story is unavailable'],
  ])('a %s post answers %i with its own page', async (_, status, change, title) => {
    await db
      .update(posts)
      .set(change)
      .where(eq(posts.id, postId(1)))
      .run();
    const response = await SELF.fetch(`http://localhost/p/${postId(1)}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(title);
    // in its place, readable without script: not streamed after the page into a template a script moves
    expect(html).not.toContain('<template id="B:');
  });

  it('sends a long story’s body in its place, readable without script', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, index) => ({
      name: `p${index}`,
      type: 'P' as const,
      text: `Paragraph ${index}: ${'words to read '.repeat(30)}`,
      markups: [],
    }));
    await db
      .update(posts)
      .set({ content: { paragraphs } })
      .where(eq(posts.id, postId(1)))
      .run();
    const html = await (await SELF.fetch(`http://localhost/p/${postId(1)}`)).text();
    expect(html.length).toBeGreaterThan(40_000);
    const body = html.slice(html.indexOf('<div id="story-body">'));
    expect(body).toMatch(/^<div id="story-body">(?:<!--\$-->)?<div class="story__body"><p id="p0"/);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('hidden id="S:');
  });

  it('renders stored paragraphs and markups, and never an unsafe link', async () => {
    await db
      .update(posts)
      .set({
        content: {
          paragraphs: [
            {
              name: 'x1',
              type: 'P' as const,
              text: 'safe and unsafe',
              markups: [
                { type: 'A', start: 0, end: 4, href: 'https://example.com/ok' },
                { type: 'A', start: 9, end: 15, href: 'java\tscript:alert(1)' },
              ],
            },
            { name: 'x2', type: 'PRE', text: '<script>alert(2)</script>', markups: [] },
          ],
        },
      })
      .where(eq(posts.id, postId(1)))
      .run();
    const html = await (await SELF.fetch(`http://localhost/p/${postId(1)}`)).text();
    expect(html).toContain('<a href="https://example.com/ok" rel="noopener nofollow ugc">safe</a>');
    expect(html).not.toMatch(/href="[^"]*script:/i);
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
