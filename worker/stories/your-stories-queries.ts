import { and, desc, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { YourStoriesFilter } from '../../shared/content/your-stories.ts';
import type { Database } from '../db/client.ts';
import { posts, type PostRow } from '../db/schema/index.ts';

const FILTERS: Readonly<Record<YourStoriesFilter, SQL | undefined>> = {
  drafts: and(
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    isNull(posts.inResponseToCatalogId),
    isNull(posts.firstPublishedAt),
  ),
  public: and(
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    isNull(posts.inResponseToCatalogId),
    isNotNull(posts.firstPublishedAt),
    ne(posts.visibility, 'UNLISTED'),
  ),
  responses: and(isNull(posts.deletedAt), isNotNull(posts.firstPublishedAt), isNotNull(posts.inResponseToPostId)),
  unlisted: and(
    isNull(posts.deletedAt),
    isNull(posts.inResponseToPostId),
    isNotNull(posts.firstPublishedAt),
    eq(posts.visibility, 'UNLISTED'),
  ),
  deleted: isNotNull(posts.deletedAt),
};

/** One tab of the writer's own stories (or series, at /me/series), most recently changed first; one query. */
export const listYourStories = (
  db: Database,
  creatorId: string,
  filter: YourStoriesFilter,
  series: boolean,
  limit: number,
): Promise<PostRow[]> =>
  db
    .select()
    .from(posts)
    .where(and(eq(posts.creatorId, creatorId), eq(posts.isSeries, series), FILTERS[filter]))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(limit);
