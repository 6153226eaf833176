import { and, asc, eq, ne } from 'drizzle-orm';
import { subscriberCsv } from '../../shared/newsletters/subscriber-csv.ts';
import { database } from '../db/client.ts';
import { emailSubscribers, newsletters, newsletterSubscriptions } from '../db/schema/index.ts';
import { createGraphQLContext } from '../graphql/graphql-context.ts';
import { renderNotFound } from '../render/render-pages.tsx';
import type { RouteHandler } from './route-handler.ts';

/**
 * /@{username}/newsletters/{newsletterV3Id}/subscribers/csv-export: a writer's subscribers as CSV
 * (active and waiting to confirm), for that writer alone; anyone else, signed in or not, finds
 * nothing (404), so the export does not even tell them the newsletter exists.
 */
export const subscribersExport: RouteHandler = async (c, match) => {
  const context = await createGraphQLContext(c);
  const viewer = context.viewer?.user;
  const newsletterId = match.params['newsletterV3Id'] ?? '';
  if (!viewer || viewer.username !== match.params['username']) return renderNotFound(c);
  const db = database(c.get('d1'));
  const newsletter = await db.select().from(newsletters).where(and(eq(newsletters.id, newsletterId), eq(newsletters.userId, viewer.id))).get();
  if (!newsletter) return renderNotFound(c);
  const rows = await db
    .select({ email: emailSubscribers.email, state: newsletterSubscriptions.state, subscribedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .innerJoin(emailSubscribers, eq(emailSubscribers.id, newsletterSubscriptions.subscriberId))
    .where(and(eq(newsletterSubscriptions.newsletterId, newsletter.id), ne(newsletterSubscriptions.state, 'UNSUBSCRIBED')))
    .orderBy(asc(emailSubscribers.email));
  return c.body(subscriberCsv(rows), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${viewer.username}-subscribers.csv"`,
    'Cache-Control': 'private, no-store',
  });
};
