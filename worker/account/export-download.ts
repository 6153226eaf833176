import { exportObjectKey } from './data-export-queue.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { database } from '../db/client.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { readyExport } from './data-export-writes.ts';

/**
 * /me/export/{exportId}: the export's ZIP, for the signed-in person it belongs to while its link
 * lasts. Anything else (a visitor, someone else, an expired or unknown export) gets the export
 * page, which says the download isn't available, as 410 Gone whatever the reason, so it tells
 * nothing about whose it was.
 */
export const exportDownload: RouteHandler = async (c, match) => {
  const db = database(c.get('d1'));
  const viewer = await requestViewer(c, db);
  const exportId = match.params['exportId'] ?? '';
  const row = viewer ? await readyExport(db, exportId, viewer.user.id, new Date()) : undefined;
  const file = row ? await c.env.MEDIA.get(exportObjectKey(row.id)) : null;
  if (!file)
    return c.get('app').page({ routeName: match.route.name, params: match.params, table: match.table, status: 410 });
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="quire-export-${exportId}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  });
};
