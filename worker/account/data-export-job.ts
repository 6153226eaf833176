import type { Logger } from '../../shared/logger.ts';
import { link } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import { exportById, lapsedExports, markExport } from './data-export-writes.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { collectExport, zipExport } from './data-export.ts';
import { EXPORT_LINK_HOURS, exportObjectKey, type DataExportJob } from './data-export-queue.ts';
import { findUserById } from '../accounts/index.ts';

/**
 * Builds the ZIP of everything the person made, keeps it in R2 and mails them its link. Only a
 * queued export is built, so a message the queue delivers twice does the work once.
 */
export async function buildDataExport(
  db: Database,
  media: R2Bucket,
  mailer: Mailer,
  productName: string,
  job: DataExportJob,
  logger: Logger,
  now = new Date(),
): Promise<void> {
  const row = await exportById(db, job.exportId);
  if (row?.status !== 'QUEUED') return;
  const files = await collectExport(db, row.userId, job.origin);
  const owner = await findUserById(db, row.userId);
  if (!files || !owner) {
    await markExport(db, row.id, { status: 'FAILED' });
    logger.warn('An export found no one to export', { exportId: row.id });
    return;
  }
  await media.put(exportObjectKey(row.id), zipExport(files), {
    httpMetadata: { contentType: 'application/zip' },
    customMetadata: { userId: row.userId },
  });
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3_600_000);
  await markExport(db, row.id, { status: 'READY', readyAt: now, expiresAt });
  if (!owner.email) return;
  const url = `${job.origin}${link('ShowExportDownload', { exportId: row.id })}`;
  await mailer.send({
    to: owner.email,
    subject: `Your ${productName} data is ready`,
    text: [
      `Hello ${owner.name},`,
      '',
      `The export you asked for is ready: your profile, stories with their revisions, responses, highlights and notes, lists, follows, subscriptions and payments.`,
      '',
      url,
      '',
      `The link works for ${EXPORT_LINK_HOURS} hours, and only while you are signed in.`,
    ].join('\n'),
    links: [url],
  });
}

/** The daily cron: exports whose link has lapsed lose their ZIP (the row stays, as EXPIRED history, until the account goes). */
export async function removeLapsedExports(db: Database, media: R2Bucket, now: Date): Promise<number> {
  const lapsed = await lapsedExports(db, now);
  if (lapsed.length === 0) return 0;
  await media.delete(lapsed.map((row) => exportObjectKey(row.id)));
  return lapsed.length;
}
