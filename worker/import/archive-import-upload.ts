import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { link } from '../../shared/routes/index.ts';
import { type Database, database } from '../db/client.ts';
import type { ImportNewsletter } from '../db/schema/index.ts';
import { ACCOUNT_SUSPENDED } from '../graphql/suspended-account.ts';
import { startArchiveImport } from './archive-import-queue.ts';
import { EXPORT_ERRORS, MAX_UPLOAD_BYTES, mayBeExport } from './export-file.ts';
import { boundedBytes } from '../routes/bounded-body.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { memberCollections } from '../publications/index.ts';
import { newsletterOfCollection } from '../newsletters/index.ts';

const refuse = (status: 400 | 401 | 403 | 405 | 413 | 429, error: string) =>
  Response.json(
    { error },
    { status, headers: { 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'POST' } : {}) } },
  );

/**
 * POST /_/import: a writer's export (Medium's or Substack's ZIP, Ghost's JSON, WordPress's XML, a
 * CSV list of subscribers),
 * the file itself as the body, with the session's anti-forgery value. It is kept in R2 and
 * imported by the jobs queue; the answer (202) names the import, whose progress /me/import shows.
 * A file that cannot be an export is refused here, at once; what is inside is checked by the job,
 * which reports it. With `?publication={id}`, one of its editors imports into the publication.
 */
/**
 * Where an import asked to join a publication (`?publication={id}`) goes: that publication, with
 * the newsletter its subscribers join (its first), when the writer is its creator or an editor;
 * null when they may not; the writer's own (nothing named) without the parameter.
 */
async function publicationTarget(
  db: Database,
  userId: string,
  collectionId: string | undefined,
): Promise<{ collectionId?: string; newsletter?: ImportNewsletter } | null> {
  if (collectionId === undefined) return {};
  const collection = (await memberCollections(db, userId, ['EDITOR'])).find((each) => each.id === collectionId);
  if (!collection) return null;
  const newsletter = await newsletterOfCollection(db, collection.id);
  if (!newsletter) return { collectionId: collection.id };
  const confirmPath = link('ShowCollectionNewsletterLanding', {
    collectionSlug: collection.slug,
    newsletterSlug: newsletter.slug,
  });
  return { collectionId: collection.id, newsletter: { id: newsletter.id, name: newsletter.name, confirmPath } };
}

export const archiveImportUpload: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return refuse(405, 'Upload an archive with POST.');
  const db = database(c.get('d1'));
  const viewer = await requestViewer(c, db);
  if (!viewer) return refuse(401, 'Sign in to import your stories.');
  if (c.req.header('X-Xsrf-Token') !== viewer.xsrf) return refuse(403, 'Missing or invalid anti-forgery value.');
  if (viewer.boundHost) return refuse(403, 'Import your stories on the main site.');
  if (viewer.user.isSuspended) return refuse(403, ACCOUNT_SUSPENDED);
  const into = await publicationTarget(db, viewer.user.id, c.req.query('publication'));
  if (into === null) return refuse(403, 'Only a publication’s editors can import into it.');
  const read = await boundedBytes(c.req.raw, MAX_UPLOAD_BYTES);
  if ('refused' in read) return refuse(413, `Exports can be up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`);
  const bytes = read.bytes;
  if (!mayBeExport(bytes)) return refuse(400, EXPORT_ERRORS.unknown);
  const limit = await countOperation(db, LIMITS.archiveImportPerAccount, viewer.user.id, Date.now());
  if (!limit.allowed) return refuse(429, 'You have imported three archives today. Please try again tomorrow.');
  const id = await startArchiveImport(
    { db, media: c.env.MEDIA, jobs: c.env.JOBS, origin: c.get('authOrigin') },
    viewer.user.id,
    bytes,
    c.req.header('Content-Type') ?? 'application/octet-stream',
    into,
  );
  return Response.json({ id }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
};
