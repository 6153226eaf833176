import { meteredPostIds, readMeterCounts, readingHistoryPage, recordPostView, type MeterCounts } from '../../db/reading-writes.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { PostRow } from '../loaders.ts';
import { type Failure, failure, resultUnion } from './failures.ts';
import { PagingInfoRef, PagingOptions, pageSize } from './paging.ts';
import { resolvePost } from './queries.ts';
import { PostRef } from './refs.ts';

interface MeteringInfo {
  readonly postIds: readonly string[];
  readonly counts: MeterCounts;
}

const MeterCountsRef = builder.objectRef<MeterCounts>('MeterCounts').implement({
  description: 'Stories viewed this day, week and month, and this month not by the reader (spec 3 §4).',
  fields: (t) => ({
    day: t.exposeInt('day'),
    week: t.exposeInt('week'),
    month: t.exposeInt('month'),
    monthNotOwned: t.exposeInt('month_not_owned'),
  }),
});

const MeteringInfoRef = builder.objectRef<MeteringInfo>('MeteringInfo').implement({
  fields: (t) => ({
    /** Spec 1 §3 "Metering info: postIds": stories by others viewed this month. */
    postIds: t.idList({ resolve: (info) => [...info.postIds] }),
    counts: t.field({ type: MeterCountsRef, resolve: (info) => info.counts }),
  }),
});

const RecordPostViewResult = resultUnion('RecordPostViewResult', MeteringInfoRef, ['NotFound', 'Unauthorized']);

async function meteringInfo(context: GraphQLContext, userId: string): Promise<MeteringInfo> {
  const now = context.now();
  const [postIds, counts] = await Promise.all([meteredPostIds(context.db, userId, now), readMeterCounts(context.db, userId, now)]);
  return { postIds, counts };
}

const ReadingHistoryRef = builder.objectRef<{ posts: readonly PostRow[]; next: { limit: number; to: string } | null }>('ReadingHistory').implement({
  fields: (t) => ({
    posts: t.field({ type: [PostRef], complexity: { field: 0, multiplier: 1 }, resolve: (history) => history.posts }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (history) => ({ next: history.next }) }),
  }),
});

builder.queryFields((t) => ({
  /** The signed-in reader's meter; visitors keep theirs in the browser. */
  meteringInfo: t.field({
    type: MeteringInfoRef,
    nullable: true,
    resolve: (_root, _args, context) => (context.viewer ? meteringInfo(context, context.viewer.user.id) : null),
  }),
  /** /me/readinghistory: the stories the reader opened, latest first (only those still readable). */
  readingHistory: t.field({
    type: ReadingHistoryRef,
    nullable: true,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: (args) => ({ field: 5, multiplier: Math.min(25, args.paging?.limit ?? 10) }),
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return null;
      const limit = pageSize(args.paging?.limit);
      const before = /^\d{1,15}$/.test(args.paging?.to ?? '') ? Number(args.paging?.to) : null;
      const page = await readingHistoryPage(context.db, viewer.id, before, limit);
      const readable = await Promise.all(page.postIds.map((id) => resolvePost(context, id)));
      const lastReadAt = page.readAt.at(-1);
      return {
        posts: readable.filter((post): post is PostRow => !('kind' in post)),
        next: page.hasMore && lastReadAt !== undefined ? { limit, to: String(lastReadAt) } : null,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  /** A signed-in reader opened a story: it joins their reading history and their meter. */
  recordPostView: t.field({
    type: RecordPostViewResult,
    args: { targetPostId: t.arg.id() },
    resolve: async (_root, args, context): Promise<MeteringInfo | Failure> => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to keep a reading history.');
      const post = await resolvePost(context, String(args.targetPostId));
      if ('kind' in post || post.firstPublishedAt === null) return failure('NotFound', 'Post not found');
      await recordPostView(context.db, viewer.id, post.id, post.creatorId === viewer.id, context.now());
      return meteringInfo(context, viewer.id);
    },
  }),
}));
