import { listPublishedPosts, type PostListFilter } from './post-queries.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { cursorOf, PagingInfoRef, pageSize, parseCursor } from '../graphql/types/paging.ts';
import { PostConnectionRef, PostRef, type PostConnection } from '../graphql/types/refs.ts';

PostConnectionRef.implement({
  fields: (t) => ({
    // The connection's own complexity already multiplies by the page size.
    posts: t.field({
      type: [PostRef],
      complexity: { field: 0, multiplier: 1 },
      resolve: (connection) => connection.posts,
    }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (connection) => connection.pagingInfo }),
  }),
});

/**
 * One page of published stories: after the cursor `to`, or else the numbered `page` (from 1); the
 * rows also prime the post loader for nested look-ups.
 */
export async function publishedPostConnection(
  context: GraphQLContext,
  filter: Omit<PostListFilter, 'limit' | 'before' | 'offset'>,
  paging: { limit?: number | null; to?: string | null; page?: number | null } | null | undefined,
): Promise<PostConnection> {
  const limit = pageSize(paging?.limit);
  const before = parseCursor(paging?.to);
  const offset = !before && paging?.page && paging.page > 1 ? (paging.page - 1) * limit : 0;
  const { rows, hasMore } = await listPublishedPosts(context.db, {
    ...filter,
    readerId: context.viewer?.user.id ?? null,
    limit,
    before,
    offset,
  });
  for (const row of rows) context.loaders.postById.prime(row.id, row);
  const last = rows.at(-1);
  return {
    posts: rows,
    pagingInfo: {
      next: hasMore && last?.firstPublishedAt ? { limit, to: cursorOf(last.firstPublishedAt, last.id) } : null,
    },
  };
}
