import type { Context } from 'hono';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { randomHex } from '../../shared/hex.ts';
import { link } from '../../shared/routes/index.ts';
import { isLinkSignature, linkSignature } from '../auth/link-signature.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { IMAGE_REFUSALS, storeImage } from '../images/store-image.ts';
import type { RouteHandler } from './route-handler.ts';
import { ACCOUNT_SUSPENDED } from '../graphql/suspended-account.ts';
import type { Viewer } from '../auth/viewer.ts';
import { boundedBytes } from './bounded-body.ts';

/** Room for the form's boundaries and headers around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** How long an upload address from /_/upload-url can be used. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;
const UPLOAD_KEY = /^[0-9a-f]{32}$/;
const TOO_LARGE = IMAGE_REFUSALS.tooLarge;

const refuse = (status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415, error: string, allow = 'POST') =>
  Response.json(
    { error },
    { status, headers: { 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: allow } : {}) } },
  );

/** The signed parts of an upload address: the object's key, who may fill it, and until when. */
const signedUpload = (key: string, uploaderId: string, expires: number) => `${key}.${uploaderId}.${expires}`;

/** The stored image's id and size (201), or why it was refused. */
async function store(c: Context<AppEnv>, bytes: Uint8Array<ArrayBuffer>, uploaderId: string, key: string) {
  const stored = await storeImage(c.env, bytes, uploaderId, key);
  if ('refused' in stored) return refuse(stored.refused === 'tooLarge' ? 413 : 415, IMAGE_REFUSALS[stored.refused]);
  return Response.json(stored, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * PUT /_/upload?key&uploader&expires&sig: the image itself as the body, at an address that
 * /_/upload-url signed. The signature stands in for the session, so an app can upload from
 * anywhere; each address fills one key once.
 */
async function signedPut(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.query('key') ?? '';
  const uploader = c.req.query('uploader') ?? '';
  const expires = Number(c.req.query('expires'));
  const signed =
    UPLOAD_KEY.test(key) &&
    Number.isSafeInteger(expires) &&
    (await isLinkSignature(c.env, 'upload', signedUpload(key, uploader, expires), c.req.query('sig')));
  if (!signed) return refuse(403, 'This upload address is not valid.');
  if (expires < Date.now()) return refuse(403, 'This upload address has expired. Ask for a new one.');
  if ((await c.env.MEDIA.list({ prefix: `${key}.`, limit: 1 })).objects.length > 0)
    return refuse(409, 'This upload address has been used.');
  const read = await boundedBytes(c.req.raw, IMAGE_UPLOAD_MAX_BYTES);
  if ('refused' in read) return refuse(413, TOO_LARGE);
  return store(c, read.bytes, uploader, key);
}

/**
 * Who may upload: a signed-in writer with the session's anti-forgery value, on the main site
 * (writing is the main site's: bound-session-scope.ts), whose account is not suspended
 * (suspended-account.ts); otherwise the answer that says why not.
 */
async function uploader(c: Parameters<RouteHandler>[0]): Promise<Viewer | Response> {
  const viewer = await requestViewer(c, database(c.get('d1')));
  if (!viewer) return refuse(401, 'Sign in to upload images.');
  if (c.req.header('X-Xsrf-Token') !== viewer.xsrf) return refuse(403, 'Missing or invalid anti-forgery value.');
  if (viewer.boundHost) return refuse(403, 'Upload images on the main site.');
  if (viewer.user.isSuspended) return refuse(403, ACCOUNT_SUSPENDED);
  return viewer;
}

/**
 * POST /_/upload: a signed-in writer's image, as the `file` field of a form, with the session's
 * anti-forgery value; stored in R2 under a new random id. PUT is the signed address's upload.
 */
export const upload: RouteHandler = async (c) => {
  if (c.req.method === 'PUT') return signedPut(c);
  if (c.req.method !== 'POST') return refuse(405, 'Upload images with POST.', 'POST, PUT');
  const viewer = await uploader(c);
  if (viewer instanceof Response) return viewer;

  const read = await boundedBytes(c.req.raw, IMAGE_UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if ('refused' in read) return refuse(413, TOO_LARGE);
  const form = await new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: read.bytes })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) return refuse(400, 'Send the image as the “file” field of a form.');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return refuse(413, TOO_LARGE);
  return store(c, new Uint8Array(await file.arrayBuffer()), viewer.user.id, randomHex(32));
};

/**
 * POST /_/upload-url: an address a signed-in writer's app can PUT one image to within
 * UPLOAD_URL_TTL_MS, without the session (docs/spec-checklist.md 3 §2). The answer's `uploadUrl` is absolute.
 */
export const uploadUrl: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return refuse(405, 'Ask for an upload address with POST.');
  const viewer = await uploader(c);
  if (viewer instanceof Response) return viewer;
  const key = randomHex(32);
  const expires = Date.now() + UPLOAD_URL_TTL_MS;
  const sig = await linkSignature(c.env, 'upload', signedUpload(key, viewer.user.id, expires));
  const query = new URLSearchParams({ key, uploader: viewer.user.id, expires: String(expires), sig });
  const address = `${new URL(c.req.url).origin}${link('Upload')}?${query}`;
  return Response.json(
    { uploadUrl: address, method: 'PUT', expiresAt: new Date(expires).toISOString(), maxBytes: IMAGE_UPLOAD_MAX_BYTES },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};
