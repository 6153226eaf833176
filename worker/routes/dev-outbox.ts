import { database } from '../db/client.ts';
import { outboxEntries } from '../mail/outbox-writes.ts';
import type { RouteHandler } from './route-handler.ts';

const OUTBOX_LIMIT = 200;

/** GET /_/dev/outbox: what development mode sent instead of mail, SMS and calls, newest first. */
export const devOutbox: RouteHandler = async (c) => {
  if (c.env.ENVIRONMENT !== 'development') return c.get('app').notFound();
  const rows = await outboxEntries(database(c.get('d1')), OUTBOX_LIMIT);
  return c.json(
    rows.map((row) => ({
      to: row.to,
      kind: row.kind,
      subject: row.subject,
      text: row.text,
      links: row.links,
      code: row.code,
      sentAt: row.sentAt.toISOString(),
    })),
  );
};
