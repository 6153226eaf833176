import { and, asc, desc, eq, isNotNull, isNull, type SQLWrapper } from 'drizzle-orm';
import type { ActivityFilter, ActivityOrder } from '../../shared/stats/post-activity.ts';
import type { Database } from '../db/client.ts';
import { claps, highlights, posts } from '../db/schema/index.ts';

export interface ActivityItem {
  readonly kind: 'CLAP' | 'RESPONSE' | 'HIGHLIGHT';
  readonly userId: string;
  readonly at: Date;
  /** Claps given, for a clap; the words, for a response's first lines or a highlight. */
  readonly count: number;
  readonly text: string;
  /** The response's own id, to link to it. */
  readonly postId: string | null;
}

/** The most a page lists. */
export const ACTIVITY_LIMIT = 100;

/**
 * What readers did with a story (claps, responses, highlights), newest or oldest first, in one
 * round trip: each kind is one query of at most the page's length, merged here.
 */
export async function postActivity(
  db: Database,
  postId: string,
  filter: ActivityFilter,
  order: ActivityOrder,
): Promise<ActivityItem[]> {
  // a kind the filter leaves out asks for none, so the batch keeps one shape
  const limit = (kind: ActivityFilter) => (filter === 'all' || filter === kind ? ACTIVITY_LIMIT : 0);
  const by = (column: SQLWrapper) => (order === 'recent' ? desc(column) : asc(column));
  const [clapRows, responseRows, highlightRows] = await db.batch([
    db
      .select({ userId: claps.userId, at: claps.updatedAt, count: claps.count })
      .from(claps)
      .where(eq(claps.postId, postId))
      .orderBy(by(claps.updatedAt))
      .limit(limit('claps')),
    db
      .select({ userId: posts.creatorId, at: posts.firstPublishedAt, postId: posts.id, content: posts.content })
      .from(posts)
      .where(and(eq(posts.inResponseToPostId, postId), isNotNull(posts.firstPublishedAt), isNull(posts.deletedAt)))
      .orderBy(by(posts.firstPublishedAt))
      .limit(limit('responses')),
    db
      .select({ userId: highlights.userId, at: highlights.createdAt, text: highlights.quotedText })
      .from(highlights)
      .where(eq(highlights.postId, postId))
      .orderBy(by(highlights.createdAt))
      .limit(limit('highlights')),
  ]);
  const items: ActivityItem[] = [
    ...clapRows.map((row) => ({
      kind: 'CLAP' as const,
      userId: row.userId,
      at: row.at,
      count: row.count,
      text: '',
      postId: null,
    })),
    ...responseRows.map((row) => ({
      kind: 'RESPONSE' as const,
      userId: row.userId,
      at: row.at ?? new Date(0),
      count: 0,
      text: row.content.paragraphs[0]?.text ?? '',
      postId: row.postId,
    })),
    ...highlightRows.map((row) => ({
      kind: 'HIGHLIGHT' as const,
      userId: row.userId,
      at: row.at,
      count: 0,
      text: row.text,
      postId: null,
    })),
  ];
  const direction = order === 'recent' ? -1 : 1;
  return items.sort((a, b) => direction * (a.at.getTime() - b.at.getTime())).slice(0, ACTIVITY_LIMIT);
}

/** The people who clapped for a story, most claps first (/p/{postId}/upvotes). */
export const postClappers = (db: Database, postId: string) =>
  db
    .select({ userId: claps.userId, count: claps.count })
    .from(claps)
    .where(eq(claps.postId, postId))
    .orderBy(desc(claps.count), desc(claps.updatedAt))
    .limit(ACTIVITY_LIMIT);
