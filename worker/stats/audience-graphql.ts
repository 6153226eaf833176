import { AUDIENCE_STATS_GRANULARITIES } from '../../shared/content/enumerations.ts';
import {
  audienceOverTime,
  periodOf,
  type AudienceGranularity,
  type AudiencePeriod,
} from '../../shared/stats/audience.ts';
import { dayOf } from '../../shared/stats/stats-range.ts';
import { followerGains } from './audience-queries.ts';
import { builder } from '../graphql/builder.ts';
import { isStaff } from '../graphql/is-staff.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import type { UserRow } from '../db/schema/index.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

interface AudienceStats {
  readonly kind: 'AudienceStats';
  readonly user: UserRow;
  readonly granularity: AudienceGranularity;
  readonly periods: readonly AudiencePeriod[];
}

const AudienceGranularityEnum = builder.enumType('AudienceStatsGranularity', { values: AUDIENCE_STATS_GRANULARITIES });

const AudiencePeriodRef = builder.objectRef<AudiencePeriod>('AudiencePeriod').implement({
  fields: (t) => ({
    period: t.exposeString('period'),
    gained: t.exposeInt('gained'),
    followers: t.exposeInt('followers'),
  }),
});

const AudienceStatsRef = builder.objectRef<AudienceStats>('AudienceStats').implement({
  description: 'A writer’s followers over time (/@{username}/audience).',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (stats) => stats.user }),
    granularity: t.field({ type: AudienceGranularityEnum, resolve: (stats) => stats.granularity }),
    periods: t.field({ type: [AudiencePeriodRef], resolve: (stats) => [...stats.periods] }),
  }),
});

const AudienceStatsResult = resultUnion('AudienceStatsResult', AudienceStatsRef, ['NotFound']);

/** A writer's audience: theirs and staff's to see; NotFound for anyone else, visitors too. */
export async function audienceStats(
  context: GraphQLContext,
  username: string,
  granularity: AudienceGranularity,
): Promise<AudienceStats | Failure> {
  const viewer = context.viewer?.user;
  const user = viewer ? await context.loaders.userByUsername.load(username.toLowerCase()) : null;
  if (!viewer || !user || (user.id !== viewer.id && !isStaff(context))) return failure('NotFound', 'Stats not found');
  const gains = await followerGains(context.db, user.id, granularity);
  return {
    kind: 'AudienceStats',
    user,
    granularity,
    periods: audienceOverTime(gains, granularity, periodOf(dayOf(context.now().getTime()), granularity)),
  };
}

builder.queryFields((t) => ({
  audienceStats: t.field({
    type: AudienceStatsResult,
    args: { username: t.arg.string(), granularity: t.arg({ type: AudienceGranularityEnum }) },
    resolve: (_root, args, context) => audienceStats(context, args.username, args.granularity),
  }),
}));
