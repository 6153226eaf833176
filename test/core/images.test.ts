import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { seedContent, signIn } from '../support/seed-content.ts';

// 40×20 PNG and 30×60 JPEG, made with sharp.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWM4EaAxIIhh1OKA0aA+MZq4NEazU8BoAXJitMjUGK0kAkarRY3hXy0CAKKL6C6rl7lMAAAAAElFTkSuQmCC',
  ),
  (char) => char.charCodeAt(0),
);
const JPEG = Uint8Array.from(
  atob(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAA8AB4DASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCYAK5LgAAAAAAAAAAAAAP/2Q==',
  ),
  (char) => char.charCodeAt(0),
);

async function upload(
  bytes: Uint8Array<ArrayBuffer> | Blob,
  options: { user?: string | null; xsrf?: string; name?: string } = {},
) {
  const form = new FormData();
  form.set('file', bytes instanceof Blob ? bytes : new Blob([bytes]), options.name ?? 'photo.png');
  const session = options.user === null ? null : await signIn(options.user ?? 'u-ann');
  const headers: Record<string, string> = {};
  if (session) headers['Cookie'] = session.cookie;
  headers['X-Xsrf-Token'] = options.xsrf ?? session?.xsrf ?? '';
  const response = await SELF.fetch('http://localhost/_/upload', { method: 'POST', headers, body: form });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; originalWidth?: number; originalHeight?: number; error?: string },
  };
}

beforeEach(() => seedContent(0));

describe('POST /_/upload', () => {
  it.each([
    ['a PNG', PNG, 'png', 40, 20],
    ['a JPEG named .png', JPEG, 'jpeg', 30, 60],
  ])('stores %s under a new id with its size, typed by its bytes', async (_, bytes, format, width, height) => {
    const { status, body } = await upload(bytes);
    expect(status).toBe(201);
    expect(body.id).toMatch(new RegExp(`^[0-9a-f]{32}\\.${format}$`));
    expect(body).toMatchObject({ originalWidth: width, originalHeight: height });
    const stored = await env.MEDIA.get(body.id ?? '');
    expect(stored?.httpMetadata?.contentType).toBe(`image/${format}`);
    expect(stored?.customMetadata).toMatchObject({ uploaderId: 'u-ann' });
  });

  it.each([
    ['a visitor', { user: null }, 401, 'Sign in to upload images.'],
    ['a missing anti-forgery value', { xsrf: 'wrong' }, 403, 'Missing or invalid anti-forgery value.'],
  ])('refuses %s', async (_, options, status, error) => {
    expect(await upload(PNG, options)).toEqual({ status, body: { error } });
  });

  it.each([
    [
      'SVG (it can carry script)',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      'Only JPEG, PNG, GIF and WebP images can be uploaded.',
    ],
    [
      'HTML named photo.png',
      new TextEncoder().encode('<!doctype html><script>alert(1)</script>'),
      415,
      'Only JPEG, PNG, GIF and WebP images can be uploaded.',
    ],
    ['a PNG cut short', PNG.slice(0, 40), 415, 'That image could not be read. Is the file complete?'],
  ])('refuses %s and stores nothing', async (_, bytes, status, error) => {
    const stored = async () => (await env.MEDIA.list()).objects.length;
    const before = await stored();
    expect(await upload(bytes)).toEqual({ status, body: { error } });
    expect(await stored()).toBe(before);
  });

  it('refuses a file over the limit with the limit in the message', async () => {
    const huge = new Blob([PNG, new Uint8Array(IMAGE_UPLOAD_MAX_BYTES)]);
    expect(await upload(huge)).toEqual({ status: 413, body: { error: 'Images can be up to 25 MB.' } });
  });
});

describe('GET /_/image/{transform}/{imageId}', () => {
  it('serves the original, and renditions at the asked size and format, cached for good', async () => {
    const { body } = await upload(PNG);
    const id = body.id ?? '';
    const original = await SELF.fetch(`http://localhost${imageUrl(id)}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('Content-Type')).toBe('image/png');
    expect(original.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(PNG);

    const webp = await SELF.fetch(`http://localhost${imageUrl(id, { width: 20, webp: true })}`);
    expect(webp.headers.get('Content-Type')).toBe('image/webp');
    const info = await env.IMAGES.info((await webp.blob()).stream());
    expect(info).toMatchObject({ format: 'image/webp', width: 20, height: 10 });

    const cropped = await SELF.fetch(
      `http://localhost${imageUrl(id, { width: 10, height: 10, strategy: 'crop', pixelRatio: 2 })}`,
    );
    expect(await env.IMAGES.info((await cropped.blob()).stream())).toMatchObject({
      format: 'image/png',
      width: 20,
      height: 20,
    });
  });

  it('serves a cropped rendition with the gradient option at its exact size', async () => {
    // Local image processing only resizes (blur and overlays are skipped), so the shading itself is
    // the Images binding's draw in production; here the address, the size and the cache hold.
    const { body } = await upload(PNG);
    const response = await SELF.fetch(
      `http://localhost${imageUrl(body.id ?? '', { width: 20, height: 20, strategy: 'crop', gradient: true })}`,
    );
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toMatch(/^\/_\/image\/w:20,h:20,crop,gradient\//);
    expect(await env.IMAGES.info((await response.blob()).stream())).toMatchObject({
      format: 'image/png',
      width: 20,
      height: 20,
    });
  });

  it.each([
    ['an unknown image', `/_/image/original/${'f'.repeat(32)}.png`],
    ['a gradient on a resample', `/_/image/w:20,gradient/${'f'.repeat(32)}.png`],
    ['a transform out of canonical order', `/_/image/webp,w:20/${'f'.repeat(32)}.png`],
    ['a size past the cap', `/_/image/w:9000/${'f'.repeat(32)}.png`],
    ['an id that is not one', '/_/image/original/..%2Fsecret'],
  ])('answers 404 for %s', async (_, path) => {
    expect((await SELF.fetch(`http://localhost${path}`)).status).toBe(404);
  });
});
