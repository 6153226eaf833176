import { randomHex } from '../../shared/hex.ts';
import type { Database } from '../db/client.ts';
import type { ImportNewsletter } from '../db/schema/index.ts';
import { newArchiveImport } from './archive-import-writes.ts';

/** An archive to import, a part at a time; `origin` is the site the finishing mail links to. */
export interface ArchiveImportJob {
  readonly kind: 'archive_import';
  readonly importId: string;
  readonly origin: string;
}

/** Where an import's archive waits in R2 until the import ends. */
export const archiveObjectKey = (importId: string) => `imports/${importId}`;

/** What starting an import needs: where the archive waits, its row, and the jobs queue. */
export interface ArchiveImportStart {
  readonly db: Database;
  readonly media: R2Bucket;
  readonly jobs: Queue<ArchiveImportJob>;
  /** The site the import's page and mail lead to. */
  readonly origin: string;
}

/**
 * Puts a writer's archive (or list) where the jobs queue imports it (archive-import-job.ts), a
 * part at a time: the file in R2, the import's row, and its first message. Its stories join the
 * publication `into.collectionId` names, or are the writer's own; its subscribers join
 * `into.newsletter`, or the writer's own newsletter. The id names it on /me/import.
 */
export async function startArchiveImport(
  start: ArchiveImportStart,
  userId: string,
  bytes: Uint8Array,
  contentType: string,
  into: { readonly newsletter?: ImportNewsletter; readonly collectionId?: string } = {},
): Promise<string> {
  const id = randomHex(12);
  await start.media.put(archiveObjectKey(id), bytes, {
    httpMetadata: { contentType },
    customMetadata: { userId },
  });
  await newArchiveImport(start.db, {
    id,
    userId,
    source: 'medium',
    status: 'QUEUED',
    newsletter: into.newsletter ?? null,
    collectionId: into.collectionId ?? null,
  });
  await start.jobs.send({ kind: 'archive_import', importId: id, origin: start.origin });
  return id;
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Puts a writer's archive or list where the jobs queue imports it (worker/import/archive-import-queue.ts); its id. */
    readonly startArchiveImport: (
      userId: string,
      bytes: Uint8Array,
      contentType: string,
      into: { readonly newsletter?: ImportNewsletter },
    ) => Promise<string>;
  }
}
