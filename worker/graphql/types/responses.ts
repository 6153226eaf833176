import type { ResponseParentKind, ResponseSort } from '../../db/response-queries.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { PostRow } from '../loaders.ts';
import { PagingInfoRef, PagingOptions, pageSize } from './paging.ts';
import { CatalogRef, PostRef } from './refs.ts';

export const ResponseSortTypeEnum = builder.enumType('ResponseSortType', { values: ['MOST_RELEVANT', 'NEWEST'] as const });

interface ThreadedResponses {
  readonly posts: readonly PostRow[];
  readonly next: { limit: number; to: string } | null;
  readonly total: number;
  readonly parentOwnerId: string;
}

/** Response pages move by position: `to` is how many responses came before the next page. */
const offsetOf = (to: string | null | undefined): number => (/^\d{1,6}$/.test(to ?? '') ? Number(to) : 0);

const ThreadedResponsesRef = builder.objectRef<ThreadedResponses>('ThreadedResponses').implement({
  description: 'Responses to a story or a list (spec 1 §3), a page at a time; each response has its own thread.',
  fields: (t) => ({
    posts: t.field({ type: [PostRef], complexity: { field: 0, multiplier: 1 }, resolve: (thread) => thread.posts }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (thread) => ({ next: thread.next }) }),
    responsesCount: t.int({ resolve: (thread) => thread.total }),
    /** Responses the parent's writer has answered: readers expect those threads open. */
    autoExpandedPostIds: t.idList({
      resolve: async (thread, _args, context) => {
        const repliers = await context.loaders.repliers.loadMany(thread.posts.map((post) => post.id));
        return thread.posts.filter((_post, index) => {
          const replied = repliers[index];
          return replied instanceof Set && replied.has(thread.parentOwnerId);
        }).map((post) => post.id);
      },
    }),
  }),
});

async function threadedResponses(
  context: GraphQLContext,
  parent: { kind: ResponseParentKind; id: string; ownerId: string },
  args: { paging?: { limit?: number | null; to?: string | null } | null; sortType?: ResponseSort | null },
): Promise<ThreadedResponses> {
  const limit = pageSize(args.paging?.limit);
  const offset = offsetOf(args.paging?.to);
  const page = await context.loaders.responsePage.load({ id: parent.id, kind: parent.kind, sort: args.sortType ?? 'MOST_RELEVANT', offset, limit });
  const loaded = await context.loaders.postById.loadMany(page.ids);
  const posts = loaded.filter((post): post is PostRow => post !== null && !(post instanceof Error));
  return { posts, total: page.total, parentOwnerId: parent.ownerId, next: page.hasMore ? { limit, to: String(offset + limit) } : null };
}


builder.objectFields(PostRef, (t) => ({
  threadedPostResponses: t.field({
    type: ThreadedResponsesRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }), sortType: t.arg({ type: ResponseSortTypeEnum, required: false }) },
    complexity: (args) => ({ field: 5, multiplier: Math.min(25, args.paging?.limit ?? 10) }),
    resolve: (post, args, context) => threadedResponses(context, { kind: 'post', id: post.id, ownerId: post.creatorId }, args),
  }),
}));

builder.objectFields(CatalogRef, (t) => ({
  threadedCatalogResponses: t.field({
    type: ThreadedResponsesRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }), sortType: t.arg({ type: ResponseSortTypeEnum, required: false }) },
    complexity: (args) => ({ field: 5, multiplier: Math.min(25, args.paging?.limit ?? 10) }),
    resolve: (catalog, args, context) => threadedResponses(context, { kind: 'catalog', id: catalog.id, ownerId: catalog.creatorId }, args),
  }),
}));
