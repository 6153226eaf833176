import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const SAVE = `mutation ($id: ID!, $p: String!) { savePostReadingPosition(targetPostId: $id, paragraphName: $p) {
  __typename ... on PostReadingState { paragraphName isRead } ... on Failure { message } } }`;
const MARK = `mutation ($id: ID!, $read: Boolean!) { markPostRead(targetPostId: $id, read: $read) { __typename ... on PostReadingState { paragraphName isRead } ... on Failure { message } } }`;
const RESUME = `{ resumeReading { posts { id } } }`;

beforeEach(() => seedContent(3));

const resumeIds = async (ask: Awaited<ReturnType<typeof asViewer>>) =>
  ((await ask(RESUME))['resumeReading'] as unknown as { posts: { id: string }[] }).posts.map((post) => post.id);

describe('a reader’s place in a story (/p/{postId}/state)', () => {
  it('keeps the furthest paragraph, lists begun stories under Resume reading, and finishes a story at its last paragraph', async () => {
    const rex = await asViewer('u-rex');
    expect(await resumeIds(rex)).toEqual([]);
    expect((await rex(SAVE, { id: postId(1), p: 'p2' }))['savePostReadingPosition']).toEqual({
      __typename: 'PostReadingState',
      paragraphName: 'p2',
      isRead: false,
    });
    expect((await rex(SAVE, { id: postId(2), p: 'p3' }))['savePostReadingPosition']).toMatchObject({ isRead: false });
    expect(await resumeIds(rex)).toEqual([postId(2), postId(1)]);

    expect((await rex(SAVE, { id: postId(1), p: 'p4' }))['savePostReadingPosition']).toEqual({
      __typename: 'PostReadingState',
      paragraphName: 'p4',
      isRead: true,
    });
    expect(await resumeIds(rex)).toEqual([postId(2)]);
    // scrolling back up does not unfinish it
    expect((await rex(SAVE, { id: postId(1), p: 'p2' }))['savePostReadingPosition']).toMatchObject({ isRead: true });
  });

  it('marks a story read and unread: unread, a begun story is back under Resume reading', async () => {
    const rex = await asViewer('u-rex');
    await rex(SAVE, { id: postId(1), p: 'p2' });
    expect((await rex(MARK, { id: postId(1), read: true }))['markPostRead']).toEqual({
      __typename: 'PostReadingState',
      paragraphName: 'p2',
      isRead: true,
    });
    expect(await resumeIds(rex)).toEqual([]);
    expect((await rex(MARK, { id: postId(1), read: false }))['markPostRead']).toMatchObject({ isRead: false });
    expect(await resumeIds(rex)).toEqual([postId(1)]);
    // a reader's place is their own
    expect(await resumeIds(await asViewer('u-ed'))).toEqual([]);
  });

  it('refuses a paragraph the reader cannot see, visitors, and stories that are not there', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(SAVE, { id: postId(1), p: 'nope' }))['savePostReadingPosition']).toEqual({
      __typename: 'BadRequest',
      message: 'That paragraph is not in this story.',
    });
    // a members-only preview ends at its third paragraph, which does not finish the story
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(3)))
      .run();
    expect((await rex(SAVE, { id: postId(3), p: 'p4' }))['savePostReadingPosition']).toMatchObject({
      __typename: 'BadRequest',
    });
    expect((await rex(SAVE, { id: postId(3), p: 'p3' }))['savePostReadingPosition']).toMatchObject({
      paragraphName: 'p3',
      isRead: false,
    });
    expect((await (await asViewer(null))(SAVE, { id: postId(1), p: 'p2' }))['savePostReadingPosition']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to keep your place.',
    });
    expect((await rex(MARK, { id: 'ffffffffffff', read: true }))['markPostRead']).toEqual({
      __typename: 'NotFound',
      message: 'Post not found',
    });
  });

  it('shows the reader where they stopped, with Resume reading and Mark as read, on both addresses', async () => {
    const rex = await asViewer('u-rex');
    await rex(SAVE, { id: postId(1), p: 'p3' });
    const { cookie } = await signIn('u-rex');
    for (const path of [`/p/${postId(1)}/state`, `/p/${postId(1)}/state/read`]) {
      const response = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Your place in Story 1');
      expect(html).toContain('You stopped at “The second paragraph.”');
      expect(html).toMatch(/href="[^"]*story-1-000000000001#p3">Resume reading</);
      expect(html).toContain('Mark as read');
    }
    const visitor = await (await SELF.fetch(`http://localhost/p/${postId(1)}/state`)).text();
    expect(visitor).toContain('to keep your place in the stories you read');
    expect(visitor).not.toContain('You stopped at');
    expect((await SELF.fetch('http://localhost/p/ffffffffffff/state')).status).toBe(404);
  });
});
