import {
  DEFAULT_TRENDING_MODE,
  isTrendingMode,
  TRENDING_MODES,
  type TrendingMode,
} from '../../shared/discovery/trending.ts';
import { trendingRanking } from './discovery-queries.ts';
import type { PostRow, TopicRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { PostRef } from '../graphql/types/refs.ts';
import { topicBySlug } from '../stories/index.ts';
import { TopicRef } from '../stories/graphql.ts';

interface Trending {
  readonly mode: TrendingMode;
  readonly topic: TopicRow | null;
  readonly posts: readonly PostRow[];
  readonly topics: readonly TopicRow[];
}

const TrendingModeRef = builder.objectRef<{ mode: TrendingMode }>('TrendingModeOption').implement({
  fields: (t) => ({
    mode: t.string({ resolve: (option) => option.mode }),
    label: t.string({ resolve: (option) => TRENDING_MODES[option.mode].label }),
  }),
});

const TrendingRef = builder.objectRef<Trending>('Trending').implement({
  description: 'The stories trending now, as the ranking job last left them: overall or in one topic.',
  fields: (t) => ({
    mode: t.string({ resolve: (trending) => trending.mode }),
    modes: t.field({
      type: [TrendingModeRef],
      resolve: () => (Object.keys(TRENDING_MODES) as TrendingMode[]).map((mode) => ({ mode })),
    }),
    topic: t.field({ type: TopicRef, nullable: true, resolve: (trending) => trending.topic }),
    /** The public topics that have a ranking in this mode. */
    topics: t.field({ type: [TopicRef], resolve: (trending) => trending.topics }),
    posts: t.field({ type: [PostRef], resolve: (trending) => trending.posts }),
  }),
});

builder.queryFields((t) => ({
  /** /trending, /trending/mode/{mode} and /trending/mode/{mode}/topic/{topicSlug}; null for a mode or topic that is none. */
  trending: t.field({
    type: TrendingRef,
    nullable: true,
    args: { mode: t.arg.string({ required: false }), topicSlug: t.arg.string({ required: false }) },
    resolve: async (_root, args, context): Promise<Trending | null> => {
      const mode = args.mode ?? DEFAULT_TRENDING_MODE;
      if (!isTrendingMode(mode)) return null;
      const topic = args.topicSlug ? await topicBySlug(context.db, args.topicSlug.toLowerCase()) : null;
      if (args.topicSlug && topic?.visibility !== 'PUBLIC') return null;
      const ranking = await trendingRanking(context.db, mode, topic?.id ?? null);
      // the stories in one load; one deleted since the ranking drops out
      const posts = await context.loaders.postById.loadMany(ranking.postIds);
      return {
        mode,
        topic,
        topics: ranking.topics,
        posts: posts.filter(
          (post): post is PostRow =>
            post !== null && !(post instanceof Error) && post.deletedAt === null && !post.isSuspended,
        ),
      };
    },
  }),
}));
