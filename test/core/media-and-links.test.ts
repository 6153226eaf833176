import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { linkSignature } from '../../worker/auth/link-signature.ts';
import { asViewer as as, type Answer } from '../support/as-viewer.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { mediaResources } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init });

const CREATE = `mutation { createPost(title: "Watch this") { ... on Post { id } } }`;
const SAVE = `mutation ($id: ID!, $paragraphs: [ParagraphInput!]!) {
  savePostDraft(targetPostId: $id, baseRev: 1, title: "Watch this", paragraphs: $paragraphs) {
    ... on Post { content { bodyModel { paragraphs { name type mediaResourceId } } } } } }`;
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const ARTICLE = 'https://example.org/essays/on-walking?ref=quire';

/** Saves a draft with a video and a link card; answers the media ids the story's paragraphs carry. */
async function embeddedIds(): Promise<{ video: string; card: string }> {
  const ann = await as('u-ann');
  const { id } = (await ann(CREATE))['createPost'] as Answer & { id: string };
  const paragraphs = [
    { name: 'a1', type: 'IFRAME', text: 'A video', markups: [], href: VIDEO },
    { name: 'a2', type: 'MIXTAPE_EMBED', text: 'On walking', markups: [], href: ARTICLE },
    { name: 'a3', type: 'P', text: 'Words.', markups: [] },
  ];
  const saved = (await ann(SAVE, { id, paragraphs }))['savePostDraft'] as unknown as {
    content: { bodyModel: { paragraphs: { mediaResourceId: string | null }[] } };
  };
  const [video, card, words] = saved.content.bodyModel.paragraphs.map((paragraph) => paragraph.mediaResourceId);
  expect(words).toBeNull();
  return { video: video ?? '', card: card ?? '' };
}

beforeEach(async () => {
  await seedContent(0);
  await db.delete(mediaResources).run();
});

describe('/media/{mediaResourceId} and its /href', () => {
  it('gives each embedded link of a saved story an id, the same for the same link', async () => {
    const first = await embeddedIds();
    expect(first.video).toMatch(/^[0-9a-f]{32}$/);
    expect(first.card).not.toBe(first.video);
    expect(await embeddedIds()).toEqual(first);
  });

  it('shows a video as its safe player alone, framing nothing else and running no script', async () => {
    const { video } = await embeddedIds();
    const response = await get(`/media/${video}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video from www.youtube.com"',
    );
    expect(html).not.toContain('<script');
  });

  it('shows any other link as a card that leads through /href to the stored address', async () => {
    const { card } = await embeddedIds();
    const page = await (await get(`/media/${card}`)).text();
    expect(page).toContain(
      `<a href="/media/${card}/href" target="_blank" rel="noopener nofollow">https://example.org/essays/on-walking?ref=quire<small>example.org</small></a>`,
    );
    const redirect = await get(`/media/${card}/href`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe(ARTICLE);
  });

  it.each([
    ['an unknown id', `/media/${'0'.repeat(32)}`],
    ['an unknown id’s link', `/media/${'0'.repeat(32)}/href`],
    ['an id that is not one', '/media/..%2F..%2Fetc'],
  ])('answers %s with the not-found page', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Location')).toBeNull();
  });
});

describe('/r, the click redirect', () => {
  const target = 'https://example.org/a?b=1&c=2';
  const redirect = (url: string, sig: string) => get(`/r?${new URLSearchParams({ url, sig })}`);

  it('follows a web address Quire signed, sending no referrer', async () => {
    const response = await redirect(target, await linkSignature(env, 'r', target));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(target);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it.each([
    ['an unsigned address', async () => redirect(target, '')],
    [
      'a signature for another address',
      async () => redirect('https://evil.example/', await linkSignature(env, 'r', target)),
    ],
    ['a signature made for another purpose', async () => redirect(target, await linkSignature(env, 'upload', target))],
    [
      'a signed script address',
      async () => redirect('javascript:alert(1)', await linkSignature(env, 'r', 'javascript:alert(1)')),
    ],
    ['no address at all', async () => get('/r')],
  ])('never redirects %s (no open redirect)', async (_, follow) => {
    const response = await follow();
    expect(response.status).toBe(404);
    expect(response.headers.get('Location')).toBeNull();
  });
});

// 40×20 PNG, made with sharp.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4EaAxIIhh1OKA0aA+MZq4NEazU8BoAXJitMjUGK0kAkarRY3hXy0CAKKL6C6rl7lMAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);

describe('/_/upload-url, a signed upload address', () => {
  async function uploadAddress(headers?: Record<string, string>) {
    const session = await signIn('u-ann');
    const response = await get('/_/upload-url', {
      method: 'POST',
      headers: headers ?? { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
    });
    return {
      status: response.status,
      body: (await response.json()) as { uploadUrl: string; method: string; error?: string },
    };
  }
  const put = (url: string, body: BodyInit) => SELF.fetch(url, { method: 'PUT', body });

  it('hands a signed-in writer an address that takes one image, without the session, once', async () => {
    const { status, body } = await uploadAddress();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      method: 'PUT',
      uploadUrl: expect.stringMatching(
        /^http:\/\/localhost\/_\/upload\?key=[0-9a-f]{32}&uploader=u-ann&expires=\d+&sig=[0-9a-f]{64}$/,
      ),
    });
    const stored = await put(body.uploadUrl, PNG);
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };
    expect(id).toBe(`${new URL(body.uploadUrl).searchParams.get('key')}.png`);
    expect((await env.MEDIA.head(id))?.customMetadata).toMatchObject({
      uploaderId: 'u-ann',
      width: '40',
      height: '20',
    });
    expect(await put(body.uploadUrl, PNG)).toHaveProperty('status', 409);
  });

  it('refuses a changed address, and a visitor or a request without the anti-forgery value', async () => {
    const { body } = await uploadAddress();
    const changed = body.uploadUrl.replace('uploader=u-ann', 'uploader=u-rex');
    expect(await (await put(changed, PNG)).json()).toEqual({ error: 'This upload address is not valid.' });
    expect((await uploadAddress({})).body).toEqual({ error: 'Sign in to upload images.' });
    const session = await signIn('u-ann');
    expect((await uploadAddress({ Cookie: session.cookie })).body).toEqual({
      error: 'Missing or invalid anti-forgery value.',
    });
  });

  it('refuses an address past its time and anything but an image', async () => {
    const { body } = await uploadAddress();
    expect(await (await put(body.uploadUrl, '<svg onload="alert(1)"/>')).json()).toEqual({
      error: 'Only JPEG, PNG, GIF and WebP images can be uploaded.',
    });
    const url = new URL(body.uploadUrl);
    const expires = Date.now() - 1;
    const key = url.searchParams.get('key') ?? '';
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('sig', await linkSignature(env, 'upload', `${key}.u-ann.${expires}`));
    expect(await (await put(url.href, PNG)).json()).toEqual({
      error: 'This upload address has expired. Ask for a new one.',
    });
  });
});
