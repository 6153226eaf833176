import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const page = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`);
  return { status: response.status, html: await response.text() };
};
const DAY = 86_400_000;

beforeEach(async () => {
  await seedContent(3);
  // story 1 is today's, with the most claps; story 2 two days old; story 3 two months old
  const now = Date.now();
  await batch(
    [
      [1, now - 60_000, 9],
      [2, now - 2 * DAY, 30],
      [3, now - 60 * DAY, 50],
    ].map(([n = 0, published = 0, claps = 0]) =>
      db
        .update(posts)
        .set({ firstPublishedAt: new Date(published), clapCount: claps })
        .where(eq(posts.id, postId(Number(n)))),
    ),
  );
});

describe('top stories (/top-stories, /browse/top and their days)', () => {
  it.each(['/top-stories', '/browse/top'])('%s lists the last 30 days’ stories by claps', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const order = ['Story 2', 'Story 1'].map((title) => html.indexOf(`>${title}<`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toContain('>Story 3<');
  });

  it('lists one day’s stories on its page, with a way to the day before', async () => {
    const today = new Date();
    const months = [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ];
    const slug = `${months[today.getUTCMonth()]}-${today.getUTCDate()}-${today.getUTCFullYear()}`;
    const { status, html } = await page(`/browse/top/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain('>Story 1<');
    expect(html).not.toContain('>Story 2<');
    expect(html).toMatch(/<a href="\/top-stories\/[a-z]+-\d+-\d{4}">Day before<\/a>/);
  });

  it('answers a day that is none with the not-found page', async () => {
    expect((await page('/top-stories/february-30-2026')).status).toBe(404);
  });
});
