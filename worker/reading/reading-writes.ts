import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  METER_WINDOWS,
  currentCount,
  meterIncrements,
  windowStart,
  type MeterWindow,
} from '../../shared/reading/metering.ts';
import type { Database } from '../db/client.ts';
import { meteringCounts, readingHistory } from '../db/schema/index.ts';

export type MeterCounts = Record<MeterWindow, number>;

/**
 * A signed-in reader viewed a story: the reading history keeps the latest view, and each meter
 * counter (docs/spec-checklist.md 3 §4) grows by what the view adds, restarting when its period has ended. One
 * read (the previous view) and one batch; the counter's own row decides the reset in SQL, so two
 * views at once cannot both restart it.
 */
export async function recordPostView(
  db: Database,
  userId: string,
  postId: string,
  owned: boolean,
  now: Date,
): Promise<void> {
  const [previous] = await db
    .select({ readAt: readingHistory.readAt })
    .from(readingHistory)
    .where(and(eq(readingHistory.userId, userId), eq(readingHistory.postId, postId)));
  const increments = meterIncrements({ at: now.getTime(), previousViewAt: previous?.readAt.getTime() ?? null, owned });
  const counters = METER_WINDOWS.map((window) => {
    const start = new Date(windowStart(window, now.getTime()));
    const add = increments[window];
    return db
      .insert(meteringCounts)
      .values({ userId, window, windowStart: start, count: add })
      .onConflictDoUpdate({
        target: [meteringCounts.userId, meteringCounts.window],
        set: {
          count: sql`case when ${meteringCounts.windowStart} = ${start.getTime()} then ${meteringCounts.count} + ${add} else ${add} end`,
          windowStart: start,
        },
      });
  });
  await db.batch([
    db
      .insert(readingHistory)
      .values({ userId, postId, readAt: now })
      .onConflictDoUpdate({ target: [readingHistory.userId, readingHistory.postId], set: { readAt: now } }),
    ...counters,
  ]);
}

/** The reader's counters as they stand at `now` (an ended period reads 0). */
export async function readMeterCounts(db: Database, userId: string, now: Date): Promise<MeterCounts> {
  const rows = await db.select().from(meteringCounts).where(eq(meteringCounts.userId, userId));
  const stored = (window: MeterWindow) => {
    const row = rows.find((candidate) => candidate.window === window);
    return row && { window, windowStart: row.windowStart.getTime(), count: row.count };
  };
  return Object.fromEntries(
    METER_WINDOWS.map((window) => [window, currentCount(stored(window), window, now.getTime())]),
  ) as MeterCounts;
}

/** One page of the reader's history, latest first; the cursor is the last view's time. `unfinished` keeps the stories begun and not finished ("Resume reading"). */
export async function readingHistoryPage(
  db: Database,
  userId: string,
  before: number | null,
  limit: number,
  { unfinished = false }: { unfinished?: boolean } = {},
): Promise<{ postIds: string[]; readAt: number[]; hasMore: boolean }> {
  const rows = await db
    .select({ postId: readingHistory.postId, readAt: readingHistory.readAt })
    .from(readingHistory)
    .where(
      and(
        eq(readingHistory.userId, userId),
        before === null ? undefined : lt(readingHistory.readAt, new Date(before)),
        unfinished ? and(isNotNull(readingHistory.paragraphName), isNull(readingHistory.finishedAt)) : undefined,
      ),
    )
    .orderBy(desc(readingHistory.readAt))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    postIds: page.map((row) => row.postId),
    readAt: page.map((row) => row.readAt.getTime()),
    hasMore: rows.length > limit,
  };
}

export interface ReadingState {
  readonly readAt: Date;
  readonly paragraphName: string | null;
  readonly finishedAt: Date | null;
}

const READING_STATE = {
  readAt: readingHistory.readAt,
  paragraphName: readingHistory.paragraphName,
  finishedAt: readingHistory.finishedAt,
};

/** Where the reader is in a story, if they opened it. */
export async function readingState(db: Database, userId: string, postId: string): Promise<ReadingState | undefined> {
  const [row] = await db
    .select(READING_STATE)
    .from(readingHistory)
    .where(and(eq(readingHistory.userId, userId), eq(readingHistory.postId, postId)));
  return row;
}

/**
 * Keeps where the reader got to: the page sends the furthest paragraph of this visit as they
 * scroll on. Reaching the last one finishes the story, and a finished story stays finished until
 * the reader says otherwise.
 */
export async function saveReadingPosition(
  db: Database,
  userId: string,
  postId: string,
  position: { paragraphName: string; finished: boolean },
  now: Date,
): Promise<ReadingState> {
  const finishedAt = position.finished ? now : null;
  const [row] = await db
    .insert(readingHistory)
    .values({ userId, postId, readAt: now, paragraphName: position.paragraphName, finishedAt })
    .onConflictDoUpdate({
      target: [readingHistory.userId, readingHistory.postId],
      set: {
        readAt: now,
        paragraphName: position.paragraphName,
        finishedAt: sql`coalesce(${readingHistory.finishedAt}, ${finishedAt?.getTime() ?? null})`,
      },
    })
    .returning(READING_STATE);
  return row ?? { readAt: now, paragraphName: position.paragraphName, finishedAt };
}

/** Mark as read, or as unread (which puts a begun story back under "Resume reading"). */
export async function markRead(
  db: Database,
  userId: string,
  postId: string,
  read: boolean,
  now: Date,
): Promise<ReadingState> {
  const finishedAt = read ? now : null;
  const [row] = await db
    .insert(readingHistory)
    .values({ userId, postId, readAt: now, finishedAt })
    .onConflictDoUpdate({ target: [readingHistory.userId, readingHistory.postId], set: { finishedAt } })
    .returning(READING_STATE);
  return row ?? { readAt: now, paragraphName: null, finishedAt };
}
