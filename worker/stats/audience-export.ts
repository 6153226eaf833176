import { audienceCsv, isAudienceGranularity } from '../../shared/stats/audience.ts';
import { audienceStats } from './audience-graphql.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/**
 * /@{username}/audience/stats/export: a writer's followers over time as CSV (?granularity=daily,
 * weekly or monthly, monthly unless told), for the writer and staff; anyone else finds nothing.
 */
export const audienceExport: RouteHandler = async (c, match) => {
  const asked = c.req.query('granularity') ?? 'monthly';
  if (!isAudienceGranularity(asked)) return c.json({ message: 'The granularity is daily, weekly or monthly.' }, 400);
  const stats = await audienceStats(await c.get('app').graphqlContext(), match.params['username'] ?? '', asked);
  if (stats.kind !== 'AudienceStats') return c.get('app').notFound();
  return c.body(audienceCsv(stats.periods), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${stats.user.username}-audience-${asked}.csv"`,
    'Cache-Control': 'private, no-store',
  });
};
