import {
  daysBetween,
  dayOf,
  isStatsRangeId,
  STATS_RANGES,
  statsRangeProblem,
  statsRangeTimes,
} from '../../shared/stats/stats-range.ts';
import {
  overviewStats,
  storyStats,
  totalOf,
  type DayRange,
  type PostStatsRow,
  type ReferrerCount,
  type StatsDay,
  type StatsKind,
  type StatsTotals,
} from './stats-queries.ts';
import { activityChoice } from '../../shared/stats/post-activity.ts';
import { postActivity, postClappers, type ActivityItem } from './post-activity-queries.ts';
import { builder } from '../graphql/builder.ts';
import { isStaff } from '../graphql/is-staff.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import type { CollectionRow, PostRow, UserRow } from '../db/schema/index.ts';
import { canEditPost } from '../stories/index.ts';
import { findCollectionByDomainOrSlug } from '../stories/graphql.ts';
import { canEditCollection } from '../publications/index.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

const NOT_FOUND = 'Stats not found';

/** The field builder Pothos hands an object type's fields, for the field sets several types share. */
type FieldBuilder<T> = PothosSchemaTypes.ObjectFieldBuilder<
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never,
  T
>;

interface Range {
  readonly startTimeMs: number;
  readonly endTimeMs: number;
}

interface Overview extends Range {
  readonly rows: readonly PostStatsRow[];
  readonly days: readonly StatsDay[];
}

interface WriterStats extends Overview {
  readonly kind: 'WriterStats';
  readonly user: UserRow;
}

interface PublicationStats extends Overview {
  readonly kind: 'PublicationStats';
  readonly collection: CollectionRow;
}

interface StoryStats extends Range {
  readonly kind: 'StoryStats';
  readonly post: PostRow;
  readonly days: readonly StatsDay[];
  readonly referrers: readonly ReferrerCount[];
}

const StatsKindEnum = builder.enumType('StatsKind', { values: ['STORIES', 'RESPONSES', 'SERIES'] as const });

const readRatio = (totals: StatsTotals) => (totals.views === 0 ? 0 : Math.min(1, totals.reads / totals.views));

const totalsFields = <T extends StatsTotals>(t: FieldBuilder<T>) => ({
  views: t.int({ resolve: (totals) => totals.views }),
  reads: t.int({ resolve: (totals) => totals.reads }),
  /** Reads per view, from 0 to 1. */
  readRatio: t.float({ resolve: readRatio }),
  readingTimeMs: t.float({ resolve: (totals) => totals.readingTimeMs }),
  /** What members spent reading: the Partner Program divides their fees by it. */
  memberReadingTimeMs: t.float({ resolve: (totals) => totals.memberReadingTimeMs }),
});

const StatsTotalsRef = builder.objectRef<StatsTotals>('StatsTotals').implement({ fields: (t) => totalsFields(t) });

const StatsDayRef = builder.objectRef<StatsDay>('StatsDay').implement({
  description: 'One UTC day of the rollups.',
  fields: (t) => ({ day: t.exposeString('day'), ...totalsFields(t) }),
});

const PostStatsRowRef = builder.objectRef<PostStatsRow>('PostStatsRow').implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (row) => row.post }),
    claps: t.int({ resolve: (row) => row.post.clapCount }),
    responses: t.int({ resolve: (row) => row.post.responseCount }),
    ...totalsFields(t),
  }),
});

const ReferrerCountRef = builder.objectRef<ReferrerCount>('ReferrerCount').implement({
  description:
    'Views by where readers came from: a traffic source of docs/spec-checklist.md 3 §3, with the site for SEARCH and SITE.',
  fields: (t) => ({ source: t.exposeString('source'), host: t.exposeString('host'), views: t.exposeInt('views') }),
});

/** Every day of the range, quiet ones as zero, so a chart and its table show the same days. */
function everyDay(range: Range, days: readonly StatsDay[]): StatsDay[] {
  const byDay = new Map(days.map((day) => [day.day, day]));
  return daysBetween(range.startTimeMs, range.endTimeMs).map(
    (day) => byDay.get(day) ?? { day, views: 0, reads: 0, readingTimeMs: 0, memberReadingTimeMs: 0 },
  );
}

const rangeFields = <T extends Range>(t: FieldBuilder<T>) => ({
  startTimeMs: t.float({ resolve: (stats) => stats.startTimeMs }),
  endTimeMs: t.float({ resolve: (stats) => stats.endTimeMs }),
});

const overviewFields = <T extends Overview>(t: FieldBuilder<T>) => ({
  ...rangeFields(t),
  totals: t.field({ type: StatsTotalsRef, resolve: (stats) => totalOf(stats.rows) }),
  days: t.field({ type: [StatsDayRef], resolve: (stats) => everyDay(stats, stats.days) }),
  posts: t.field({ type: [PostStatsRowRef], resolve: (stats) => [...stats.rows] }),
});

const WriterStatsRef = builder.objectRef<WriterStats>('WriterStats').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (stats) => stats.user }), ...overviewFields(t) }),
});

const PublicationStatsRef = builder.objectRef<PublicationStats>('PublicationStats').implement({
  fields: (t) => ({
    collection: t.field({ type: CollectionRef, resolve: (stats) => stats.collection }),
    ...overviewFields(t),
  }),
});

const StoryStatsRef = builder.objectRef<StoryStats>('StoryStats').implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (stats) => stats.post }),
    ...rangeFields(t),
    totals: t.field({ type: StatsTotalsRef, resolve: (stats) => totalOf(stats.days) }),
    claps: t.int({ resolve: (stats) => stats.post.clapCount }),
    responses: t.int({ resolve: (stats) => stats.post.responseCount }),
    days: t.field({ type: [StatsDayRef], resolve: (stats) => everyDay(stats, stats.days) }),
    referrers: t.field({ type: [ReferrerCountRef], resolve: (stats) => [...stats.referrers] }),
  }),
});

const ReaderActivityRef = builder.objectRef<ActivityItem>('ReaderActivity').implement({
  description: 'One thing a reader did with a story: a clap, a response or a highlight.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (item, _args, context) => context.loaders.userById.load(item.userId),
    }),
    at: t.float({ resolve: (item) => item.at.getTime() }),
    /** Claps given, for a clap. */
    count: t.exposeInt('count'),
    /** A response's first words, or the highlighted passage. */
    text: t.exposeString('text'),
    responseId: t.exposeID('postId', { nullable: true }),
  }),
});

interface Clapper {
  readonly userId: string;
  readonly count: number;
}

const ClapperRef = builder.objectRef<Clapper>('Clapper').implement({
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (clapper, _args, context) => context.loaders.userById.load(clapper.userId),
    }),
    claps: t.exposeInt('count'),
  }),
});

builder.objectFields(PostRef, (t) => ({
  /** Who clapped for the story, most claps first (/p/{postId}/upvotes). */
  clappers: t.field({ type: [ClapperRef], resolve: (post, _args, context) => postClappers(context.db, post.id) }),
}));

builder.objectFields(StoryStatsRef, (t) => ({
  /** What readers did with the story (/p/{postId}/info/{order}/{filter}): only its writer, editors and staff see stats at all. */
  activity: t.field({
    type: [ReaderActivityRef],
    args: { order: t.arg.string({ required: false }), filter: t.arg.string({ required: false }) },
    resolve: (stats, args, context) => {
      const choice = activityChoice(args.order ?? undefined, args.filter ?? undefined);
      return postActivity(context.db, stats.post.id, choice.filter, choice.order);
    },
  }),
}));

const WriterStatsResult = resultUnion('WriterStatsResult', WriterStatsRef, ['BadRequest', 'NotFound', 'Unauthorized']);
const StoryStatsResult = resultUnion('StoryStatsResult', StoryStatsRef, ['BadRequest', 'NotFound', 'Unauthorized']);
const PublicationStatsResult = resultUnion('PublicationStatsResult', PublicationStatsRef, ['BadRequest', 'NotFound']);

interface RangeArgs {
  readonly range?: string | null;
  readonly startTimeMs?: number | null;
  readonly endTimeMs?: number | null;
}

const RANGE_CHOICES = `Choose a range: ${STATS_RANGES.map((range) => range.id).join(', ')}, or give startTimeMs and endTimeMs.`;

/**
 * The range asked for: a named one ending now (the pages, whose address names it, so the server
 * and the browser ask for the same thing), or two times (the data routes). "All time" starts at
 * `since`.
 */
function rangeOf(context: GraphQLContext, args: RangeArgs, since: Date): { times: Range; days: DayRange } | Failure {
  let times: Range;
  if (args.range != null) {
    if (!isStatsRangeId(args.range)) return failure('BadRequest', RANGE_CHOICES);
    times = statsRangeTimes(args.range, context.now().getTime(), since.getTime());
  } else if (args.startTimeMs != null && args.endTimeMs != null) {
    times = { startTimeMs: args.startTimeMs, endTimeMs: args.endTimeMs };
  } else return failure('BadRequest', RANGE_CHOICES);
  const problem = statsRangeProblem(times.startTimeMs, times.endTimeMs);
  return problem
    ? failure('BadRequest', problem)
    : { times, days: { first: dayOf(times.startTimeMs), last: dayOf(times.endTimeMs) } };
}

/**
 * A writer's stats: theirs to see, and staff's. Anyone else learns nothing, not even that the
 * writer exists (NotFound, as for a writer who does not).
 */
async function statsOfWriter(
  context: GraphQLContext,
  username: string | null,
  kind: StatsKind,
  args: RangeArgs,
): Promise<WriterStats | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer)
    return failure(
      username === null ? 'Unauthorized' : 'NotFound',
      username === null ? 'Sign in to see your stats.' : NOT_FOUND,
    );
  const user = username === null ? viewer : await context.loaders.userByUsername.load(username.toLowerCase());
  if (!user || (user.id !== viewer.id && !isStaff(context))) return failure('NotFound', NOT_FOUND);
  const range = rangeOf(context, args, user.createdAt);
  if ('kind' in range) return range;
  return {
    kind: 'WriterStats',
    user,
    ...range.times,
    ...(await overviewStats(context.db, { writerId: user.id }, kind, range.days)),
  };
}

/** A publication's stats: for its editors and staff; NotFound for anyone else, visitors too. */
async function statsOfPublication(
  context: GraphQLContext,
  domainOrSlug: string,
  args: RangeArgs,
): Promise<PublicationStats | Failure> {
  const collection = context.viewer ? await findCollectionByDomainOrSlug(context, domainOrSlug) : null;
  if (!collection || !(isStaff(context) || (await canEditCollection(collection, context))))
    return failure('NotFound', NOT_FOUND);
  const range = rangeOf(context, args, collection.createdAt);
  if ('kind' in range) return range;
  return {
    kind: 'PublicationStats',
    collection,
    ...range.times,
    ...(await overviewStats(context.db, { collectionId: collection.id }, 'STORIES', range.days)),
  };
}

/** A story's stats: for its writer, its publication's editors and staff; NotFound for anyone else, visitors too. */
async function statsOfStory(context: GraphQLContext, postId: string, args: RangeArgs): Promise<StoryStats | Failure> {
  const post = context.viewer ? await context.loaders.postById.load(postId) : null;
  if (
    !post ||
    post.firstPublishedAt === null ||
    post.deletedAt !== null ||
    !(isStaff(context) || (await canEditPost(post, context)))
  )
    return failure('NotFound', NOT_FOUND);
  const range = rangeOf(context, args, post.firstPublishedAt);
  if ('kind' in range) return range;
  return { kind: 'StoryStats', post, ...range.times, ...(await storyStats(context.db, post.id, range.days)) };
}

const rangeArgs = builder.args((t) => ({
  /** A named range ending now: 7d, 30d, 90d, 12m or all. */
  range: t.string({ required: false }),
  startTimeMs: t.float({ required: false }),
  endTimeMs: t.float({ required: false }),
}));

builder.queryFields((t) => ({
  /** A writer's stats over a range (/me/stats, /@{username}/stats and their data routes). */
  writerStats: t.field({
    type: WriterStatsResult,
    args: {
      /** Whose stats; the viewer's own when left out. */
      username: t.arg.string({ required: false }),
      kind: t.arg({ type: StatsKindEnum, required: false }),
      ...rangeArgs,
    },
    resolve: (_root, args, context) => statsOfWriter(context, args.username ?? null, args.kind ?? 'STORIES', args),
  }),
  /** A publication's stats over a range, for its editors (/{collectionSlug}/stats and its tabs). */
  publicationStats: t.field({
    type: PublicationStatsResult,
    args: { domainOrSlug: t.arg.string(), ...rangeArgs },
    resolve: (_root, args, context) => statsOfPublication(context, args.domainOrSlug, args),
  }),
  /** One story's stats over a range (/me/stats/post/{postId} and its data routes). */
  storyStats: t.field({
    type: StoryStatsResult,
    args: { postId: t.arg.id(), ...rangeArgs },
    resolve: (_root, args, context) => statsOfStory(context, String(args.postId), args),
  }),
}));
