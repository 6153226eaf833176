import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { noteReplies, notes } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const NOTE = 'What did the shops say?';
const REPLY = 'They were the first to ask for more.';

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db.delete(notes),
    db.insert(notes).values({
      id: 'n-rex',
      userId: 'u-rex',
      postId: postId(1),
      paragraphName: 'p2',
      startOffset: 4,
      endOffset: 9,
      content: NOTE,
    }),
    db.insert(noteReplies).values({ id: 'r-ann', userId: 'u-ann', noteId: 'n-rex', content: REPLY }),
  ]);
});

const page = async (path: string, userId?: string) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
};

describe('a story’s private notes (/p/{postId}/notes)', () => {
  it.each([
    ['the writer reads every reader’s', 'u-ann', 'Notes from your readers', true],
    ['the reader reads their own', 'u-rex', 'Your notes to the writer', true],
    ['another reader reads none', 'u-ed', 'Select a passage as you read', false],
  ])('%s', async (_case, userId, heading, seesNote) => {
    const { status, html } = await page(`/p/${postId(1)}/notes`, userId);
    expect(status).toBe(200);
    expect(html).toContain(heading);
    expect(html.includes(NOTE)).toBe(seesNote);
    expect(html.includes(REPLY)).toBe(seesNote);
  });

  it('asks a visitor to sign in, and shows them no note', async () => {
    const { status, html } = await page(`/p/${postId(1)}/notes`);
    expect(status).toBe(200);
    expect(html).toContain('to read your private notes on this story.');
    expect(html).not.toContain(NOTE);
  });
});

describe('one private note (/p/{postId}/notes/{noteId}, /p/notereplies/{replyId})', () => {
  it.each([
    ['the note, to its reader', `/p/${postId(1)}/notes/n-rex`, 'u-rex'],
    ['the note, to the writer', `/p/${postId(1)}/notes/n-rex`, 'u-ann'],
    ['a reply, to the writer', '/p/notereplies/r-ann', 'u-ann'],
    ['a reply, to the reader', '/p/notereplies/r-ann', 'u-rex'],
  ])('shows %s with its replies', async (_case, path, userId) => {
    const { status, html } = await page(path, userId);
    expect(status).toBe(200);
    expect(html).toContain(NOTE);
    expect(html).toContain(REPLY);
    expect(html).toContain(`href="http://localhost/@ann/story-1-${postId(1)}#p2"`);
  });

  it.each([
    ['someone else', `/p/${postId(1)}/notes/n-rex`, 'u-ed'],
    ['someone else, by the reply', '/p/notereplies/r-ann', 'u-ed'],
    ['the note under another story’s address', `/p/${postId(2)}/notes/n-rex`, 'u-rex'],
    ['a note that is not there', `/p/${postId(1)}/notes/nope`, 'u-rex'],
  ])('finds nothing for %s', async (_case, path, userId) => {
    const { status, html } = await page(path, userId);
    expect(status).toBe(404);
    expect(html).not.toContain(NOTE);
  });

  it('asks a visitor to sign in without saying whether the note exists', async () => {
    for (const path of [`/p/${postId(1)}/notes/n-rex`, `/p/${postId(1)}/notes/nope`, '/p/notereplies/r-ann']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('private notes are for their reader and the writer alone');
      expect(html).not.toContain(NOTE);
    }
  });
});
