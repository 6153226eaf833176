import { subscriberCsv } from '../../shared/newsletters/subscriber-csv.ts';
import { database } from '../db/client.ts';
import { subscribersForExport } from './newsletter-queries.ts';
import type { NewsletterRow } from './newsletter-writes.ts';
import { canManageNewsletter } from './can-manage-newsletter.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { newsletterById } from './newsletter-queries.ts';

type Context = Parameters<RouteHandler>[0];

/** A newsletter's subscribers as CSV (active and waiting to confirm; unsubscribed ones are gone). */
async function subscribersCsvResponse(c: Context, newsletter: NewsletterRow, filename: string): Promise<Response> {
  const rows = await subscribersForExport(database(c.get('d1')), newsletter.id);
  return c.body(subscriberCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}-subscribers.csv"`,
    'Cache-Control': 'private, no-store',
  });
}

/**
 * /@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export: a writer's subscribers as CSV,
 * for that writer alone; anyone else, signed in or not, finds nothing (404), so the export does
 * not even tell them the newsletter exists.
 */
export const subscribersExport: RouteHandler = async (c, match) => {
  const context = await c.get('app').graphqlContext();
  const viewer = context.viewer?.user;
  if (!viewer?.username || viewer.username !== match.params['username']) return c.get('app').notFound();
  const newsletterId = match.params['newsletterV3Id'] ?? '';
  const newsletter = await newsletterById(context.db, newsletterId);
  return newsletter?.userId === viewer.id
    ? subscribersCsvResponse(c, newsletter, viewer.username)
    : c.get('app').notFound();
};

/**
 * /export/newsletters/{newsletterV3Id}: any newsletter's subscribers as CSV, for those who run it
 * (its writer, or the publication's editors); 404 for everyone else.
 */
export const newsletterExport: RouteHandler = async (c, match) => {
  const context = await c.get('app').graphqlContext();
  const newsletter = await newsletterById(context.db, match.params['newsletterV3Id'] ?? '');
  if (!newsletter || !(await canManageNewsletter(newsletter, context))) return c.get('app').notFound();
  return subscribersCsvResponse(c, newsletter, newsletter.slug);
};
