import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { highlights, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const highlight = (
  id: string,
  userId: string,
  post: string,
  paragraph: string,
  start: number,
  end: number,
  quoted: string,
) =>
  db.insert(highlights).values({
    id,
    userId,
    postId: post,
    paragraphName: paragraph,
    startOffset: start,
    endOffset: end,
    quotedText: quoted,
  });

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db.delete(highlights),
    // two readers marked "first paragraph" of story 1, one marked "second"; story 1 becomes members-only below where asked
    highlight('h-rex-first', 'u-rex', postId(1), 'p2', 4, 19, 'first paragraph'),
    highlight('h-ed-first', 'u-ed', postId(1), 'p2', 4, 19, 'first paragraph'),
    highlight('h-ed-second', 'u-ed', postId(1), 'p3', 4, 10, 'second'),
    highlight('h-rex-members', 'u-rex', postId(1), 'p4', 0, 7, 'Members'),
  ]);
});

const page = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`);
  return { status: response.status, html: await response.text() };
};

describe('a story’s highlights (/p/{postId}/quotes)', () => {
  it('lists the passages readers marked, most marked first, with how many readers', async () => {
    const visitor = await asViewer(null);
    const data = await visitor(`{ post(id: "${postId(1)}") { topHighlights { readers quote { id paragraphName } } } }`);
    expect(data['post']).toEqual({
      topHighlights: [
        { readers: 2, quote: { id: 'h-ed-first', paragraphName: 'p2' } },
        { readers: 1, quote: { id: 'h-ed-second', paragraphName: 'p3' } },
        { readers: 1, quote: { id: 'h-rex-members', paragraphName: 'p4' } },
      ],
    });
    const { status, html } = await page(`/p/${postId(1)}/quotes`);
    expect(status).toBe(200);
    expect(html).toContain('What readers highlighted');
    expect(html).toContain('first paragraph');
    expect(html).toContain('Highlighted by <!-- -->2 readers');
  });

  it('leaves out passages past the paywall for a reader who is not a member', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(1)))
      .run();
    const visitor = await asViewer(null);
    const data = await visitor(`{ post(id: "${postId(1)}") { topHighlights { quote { id } } } }`);
    expect(data['post']).toEqual({
      topHighlights: [{ quote: { id: 'h-ed-first' } }, { quote: { id: 'h-ed-second' } }],
    });
    expect((await page(`/p/${postId(1)}/quotes/h-rex-members`)).status).toBe(404);
  });

  it('says so when nobody has highlighted a story', async () => {
    const { status, html } = await page(`/p/${postId(2)}/quotes`);
    expect(status).toBe(200);
    expect(html).toContain('Nobody has highlighted this story yet.');
  });
});

describe('one highlighted passage (/p/{postId}/quotes/{quoteId})', () => {
  it('shows the words, the story they come from and how many readers marked them', async () => {
    const { status, html } = await page(`/p/${postId(1)}/quotes/h-rex-first`);
    expect(status).toBe(200);
    expect(html).toContain('<blockquote class="passage__words">first paragraph</blockquote>');
    expect(html).toContain('Story 1');
    expect(html).toContain(`href="http://localhost/@ann/story-1-${postId(1)}#p2"`);
  });

  it.each([
    ['an unknown highlight', `/p/${postId(1)}/quotes/nope`],
    ['a highlight under another story’s address', `/p/${postId(2)}/quotes/h-rex-first`],
    ['a story that is gone', `/p/ffffffffffff/quotes/h-rex-first`],
  ])('answers 404 for %s', async (_case, path) => {
    expect((await page(path)).status).toBe(404);
  });
});

describe('members-only text read by non-members', () => {
  const HIGHLIGHT = `mutation ($paragraph: String!) {
    createHighlight(targetPostId: "000000000001", paragraphName: $paragraph, startOffset: 0, endOffset: 1) {
      __typename ... on Quote { preview paragraphs { text } } ... on BadRequest { message }
    }
  }`;
  beforeEach(() =>
    db.batch([
      // the highlights these tests make are the only ones
      db.delete(highlights),
      db.update(posts).set({ visibility: 'LOCKED' }).where(eq(posts.id, '000000000001')),
    ]),
  );

  it('refuses a highlight of a locked paragraph to a non-member, and so never returns its text', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(HIGHLIGHT, { paragraph: 'p4' }))['createHighlight']).toEqual({
      __typename: 'BadRequest',
      message: 'That passage is not in this story.',
    });
    // the preview stays open to highlights
    expect((await rex(HIGHLIGHT, { paragraph: 'p2' }))['createHighlight']).toMatchObject({
      __typename: 'Quote',
      paragraphs: [{ text: 'The first paragraph, with a link.' }],
    });
  });

  it('shows a lapsed member none of the locked words they once highlighted', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1) })
      .where(eq(users.id, 'u-rex'))
      .run();
    const member = await asViewer('u-rex');
    expect((await member(HIGHLIGHT, { paragraph: 'p4' }))['createHighlight']).toMatchObject({
      __typename: 'Quote',
      paragraphs: [{ text: 'Members read on from here.' }],
    });
    await db.update(users).set({ mediumMemberAt: null }).where(eq(users.id, 'u-rex')).run();
    const lapsed = await asViewer('u-rex');
    const story = await lapsed(
      '{ postResult(id: "000000000001") { ... on Post { viewerHighlights { preview paragraphs { text } } } } }',
    );
    expect(story['postResult']).toEqual({ viewerHighlights: [{ preview: '', paragraphs: [] }] });
  });
});
