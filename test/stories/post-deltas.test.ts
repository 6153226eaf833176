import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { postVersions } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const CREATE = `mutation ($title: String) { createPost(title: $title) { __typename ... on Post { id } } }`;
const SAVE = `mutation ($id: ID!, $baseRev: Int!, $title: String!, $paragraphs: [ParagraphInput!]!) {
  savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, paragraphs: $paragraphs) { __typename } }`;

const p = (name: string, text: string) => ({ name, type: 'P', text, markups: [] });

beforeEach(async () => {
  await seedContent(0);
  await db.delete(postVersions).run();
});

const page = async (path: string, userId?: string) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
};

describe('a story’s history (/p/{postId}/deltas)', () => {
  it('lists each kept revision, newest first, with what it changed, to the writer only', async () => {
    const ann = await asViewer('u-ann');
    const id = String((await ann(CREATE, { title: 'Tides' }))['createPost']?.['id']);
    await ann(SAVE, { id, baseRev: 1, title: 'Tides', paragraphs: [p('a', 'The first tide.'), p('b', 'The second.')] });
    await ann(SAVE, {
      id,
      baseRev: 2,
      title: 'High tides',
      paragraphs: [p('a', 'The first tide came in slowly.'), p('c', 'A third.')],
    });

    const { status, html } = await page(`/p/${id}/deltas`, 'u-ann');
    expect(status).toBe(200);
    const rows = [
      ...html.matchAll(
        /<h2 class="story-row__title">Revision (?:<!-- -->)?(\d+)<\/h2><p class="story-row__meta">[^<]*(?:<!-- -->[^<]*)*<\/p>/g,
      ),
    ].map((match) => [match[1], match[0]]);
    expect(rows.map(([rev]) => rev)).toEqual(['3', '2', '1']);
    expect(html).toContain('New title, 1 paragraph added, 1 paragraph changed, 1 paragraph removed');
    expect(html).toContain('2 paragraphs added');

    // a draft does not exist for anyone else; once published, its history is still the writer's
    expect((await page(`/p/${id}/deltas`, 'u-rex')).status).toBe(404);
    expect(
      (await ann(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id }))['publishPost']
        ?.__typename,
    ).toBe('Post');
    const other = await page(`/p/${id}/deltas`, 'u-rex');
    expect(other.status).toBe(200);
    expect(other.html).toContain('Only the writer and the publication’s editors can see a story’s history');
    expect(other.html).not.toContain('Revision');
  });

  it('answers 404 for a story that is not there', async () => {
    expect((await page('/p/ffffffffffff/deltas', 'u-ann')).status).toBe(404);
  });
});
