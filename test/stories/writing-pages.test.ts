import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLOSED_DISCUSSION } from '../../shared/content/closed-discussion.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const page = async (path: string, userId: string | null = null) => {
  const headers = userId ? { Cookie: (await signIn(userId)).cookie } : undefined;
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
};

beforeEach(() => seedContent(2));

describe('/s/new: a new sequence', () => {
  it('offers a writer their published stories to gather, in order', async () => {
    const { status, html } = await page('/s/new', 'u-ann');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page__title">New sequence</h1>');
    expect(html).toContain('Your published stories');
    expect(html).toContain('Add “Story 1”');
    expect(html).toContain('Save sequence');
    expect(html).not.toContain('This draft doesn’t exist');
  });

  it('asks a visitor to sign in', async () => {
    const { status, html } = await page('/s/new');
    expect(status).toBe(200);
    expect(html).toContain('to gather your stories into a sequence');
    expect(html).not.toContain('Save sequence');
  });
});

describe('/p/{postId}/responses/new: a response on a page of its own', () => {
  it('shows the story it answers and the response form', async () => {
    const { status, html } = await page(`/p/${postId(1)}/responses/new`, 'u-rex');
    expect(status).toBe(200);
    expect(html).toMatch(/Respond to <a href="[^"]*story-1-000000000001">Story 1<\/a>/);
    expect(html).toContain('placeholder="What are your thoughts?"');
    expect(html).not.toContain('This draft doesn’t exist');
  });

  it('says when the writer closed discussion, and offers no form', async () => {
    await db
      .update(posts)
      .set({ responsesLocked: true })
      .where(eq(posts.id, postId(1)))
      .run();
    const { html } = await page(`/p/${postId(1)}/responses/new`, 'u-rex');
    expect(html).toContain(CLOSED_DISCUSSION.post);
    expect(html).not.toContain('What are your thoughts?');
  });

  it('answers "not found" for a story that is not there or not published', async () => {
    await db
      .update(posts)
      .set({ firstPublishedAt: null })
      .where(eq(posts.id, postId(2)))
      .run();
    expect((await page('/p/ffffffffffff/responses/new', 'u-rex')).status).toBe(404);
    expect((await page(`/p/${postId(2)}/responses/new`, 'u-rex')).status).toBe(404);
  });
});
