import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer as as } from '../support/as-viewer.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';

const page = async (query: string, who: string | null = null) => {
  const headers: Record<string, string> = who ? { Cookie: (await signIn(who)).cookie } : {};
  const response = await SELF.fetch(`http://localhost/posts/proxies/save${query}`, { headers });
  return { status: response.status, html: await response.text() };
};
const address = (n: number) => encodeURIComponent(`http://localhost/@ann/story-${n}-${postId(n)}?source=elsewhere`);

beforeEach(() => seedContent(2));

describe('/posts/proxies/save: saving a story from outside its page', () => {
  it('asks a signed-in reader to save the story the address names, and says when it is saved', async () => {
    const before = await page(`?url=${address(1)}`, 'u-rex');
    expect(before.status).toBe(200);
    expect(before.html).toContain('<h1 class="message__title">Story 1</h1>');
    expect(before.html).toContain('>Save to reading list</button>');
    await (await as('u-rex'))(`mutation { bookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    expect((await page(`?postId=${postId(1)}`, 'u-rex')).html).toContain('Saved to your reading list.');
  });

  it('sends a visitor to sign in and back', async () => {
    const { html } = await page(`?url=${address(2)}`);
    expect(html).toContain(`href="/m/signin?redirect=${encodeURIComponent(`/posts/proxies/save?url=${address(2)}`)}"`);
    expect(html).not.toContain('Save to reading list</button>');
  });

  it.each([
    ['no address', '', false],
    ['an address that is no story', '?url=https%3A%2F%2Fexample.com%2Fnothing', true],
  ])('offers a form to name the story for %s', async (_, query, notFound) => {
    const { status, html } = await page(query, 'u-rex');
    expect(status).toBe(200);
    expect(html).toContain('<form class="message__actions" action="/posts/proxies/save" method="get">');
    expect(html.includes('No story was found at that address.')).toBe(notFound);
  });
});
