import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { graphql } from '../support/graphql.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  claps,
  events,
  follows,
  highlights,
  memberReadingMonthly,
  notifications,
  postReferrersDaily,
  postStatsDaily,
  type PostRow,
  posts,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const STORY = postId(1);
const PUBLICATION_STORY = postId(2);
const NOW = Date.now();
const TODAY = new Date(NOW).toISOString().slice(0, 10);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let eventCounter = 0;
const readingEvent = (type: string, data: Record<string, unknown>, eventId = `e-${(eventCounter += 1)}`) => ({
  key: type,
  type,
  data: { service: 'lite', location: `http://localhost/p/${String(data['postId'])}`, referrer: '', ...data },
  timestamp: NOW,
  eventId,
});

/** What a story page reports: shown, finished, and the time it was in view. */
const readingOf = (story: string, referrer = '') => [
  readingEvent('post.view', { postId: story, referrer }),
  readingEvent('post.read', { postId: story }),
  readingEvent('post.readingTime', { postId: story, ms: 90_000 }),
];

async function report(events: unknown[], as: { userId?: string; userAgent?: string } = {}) {
  const session = as.userId ? await signIn(as.userId) : null;
  const response = await SELF.fetch('http://localhost/_/batch', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': as.userAgent ?? BROWSER,
      'X-Xsrf-Token': session?.xsrf ?? '',
      ...(session ? { Cookie: session.cookie } : {}),
    },
    body: JSON.stringify(events),
  });
  expect(response.status).toBe(204);
}

/**
 * The queue counts reading events a moment after they are reported: waits until `stored` events
 * are in and none is left to count, and fails if they never are, rather than letting the test go on
 * while its events are still on the way (they would then be counted in the next test's).
 */
async function rolledUp(stored: number): Promise<void> {
  await vi.waitFor(
    async () => {
      // only reading events are counted (worker/stats/roll-up-writes.ts); the rest stay as they came
      const row = await env.DB.prepare(
        "select count(*) as n, sum(rolled_up = 0 and type like 'post.%') as pending from events",
      ).first<{ n: number; pending: number }>();
      if (!row || row.n < stored || row.pending !== 0) throw new Error(`${row?.n ?? 0} of ${stored} events counted`);
    },
    { timeout: 20_000, interval: 100 },
  );
}

const STORY_STATS = `query ($postId: ID!, $range: String) {
  storyStats(postId: $postId, range: $range) {
    __typename
    ... on StoryStats { totals { views reads readRatio readingTimeMs memberReadingTimeMs } days { day views reads } referrers { source host views } }
    ... on Failure { message }
  }
}`;

const WRITER_STATS = `query ($username: String, $kind: StatsKind, $range: String) {
  writerStats(username: $username, kind: $kind, range: $range) {
    __typename
    ... on WriterStats { totals { views reads } days { day views } posts { post { id } views reads readRatio } }
    ... on Failure { message }
  }
}`;

const storyStatsAs = async (userId: string | null, story = STORY) =>
  (await (await asViewer(userId))(STORY_STATS, { postId: story, range: '7d' }))['storyStats'];

beforeEach(async () => {
  // what an earlier test reported and the queue still holds would otherwise be counted in this one
  await jobsSettled();
  await seedContent(3);
  await db.batch([
    db.delete(events),
    db.delete(postStatsDaily),
    db.delete(postReferrersDaily),
    db.update(users).set({ mediumMemberAt: null, isStaff: false }),
  ]);
});

describe('reading events travel from the browser’s queue to the writer’s stats', () => {
  it('counts a view, a read and the reading time, by day and by where the reader came from', async () => {
    await report(readingOf(STORY, 'https://www.google.com/'));
    await report(readingOf(STORY, 'http://localhost/@ann'));
    await rolledUp(6);
    const stats = await storyStatsAs('u-ann');
    expect(stats).toMatchObject({
      __typename: 'StoryStats',
      totals: { views: 2, reads: 2, readRatio: 1, readingTimeMs: 180_000, memberReadingTimeMs: 0 },
      referrers: expect.arrayContaining([
        { source: 'SEARCH', host: 'google.com', views: 1 },
        { source: 'INTERNAL', host: '', views: 1 },
      ]),
    });
    const days = (stats as unknown as { days: { day: string; views: number }[] }).days;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ day: TODAY, views: 2, reads: 2 });
    expect(days.slice(0, -1).every((day) => day.views === 0)).toBe(true);
  });

  it('counts an event once however often it is delivered', async () => {
    const events = readingOf(STORY);
    await report(events);
    // a keep-alive send on unload repeats what a scheduled send delivered; a queue may redeliver
    await report(events);
    await report([events[0], readingEvent('post.view', { postId: STORY })]);
    await rolledUp(4);
    expect(await storyStatsAs('u-ann')).toMatchObject({ totals: { views: 2, reads: 1, readingTimeMs: 90_000 } });
  });

  it.each<[string, PostRow['visibility'], PostRow['lockedSource'], number]>([
    ['a members-only story of a Partner Program writer (UGC)', 'LOCKED', 'UGC', 90_000],
    ['a members-only story of a writer outside it (UGC_UNENROLLED)', 'LOCKED', 'UGC_UNENROLLED', 0],
    ['a story open to everyone (NONE)', 'PUBLIC', 'NONE', 0],
  ])(
    'counts a member’s reading time for the Partner Program only on %s',
    async (_case, visibility, source, memberMs) => {
      await db.batch([
        db.delete(memberReadingMonthly),
        db
          .update(users)
          .set({ mediumMemberAt: new Date(1) })
          .where(eq(users.id, 'u-rex')),
        db.update(posts).set({ visibility, lockedSource: source }).where(eq(posts.id, STORY)),
      ]);
      await report(readingOf(STORY), { userId: 'u-rex' });
      await report(readingOf(STORY));
      await rolledUp(6);
      expect(await storyStatsAs('u-ann')).toMatchObject({
        totals: { readingTimeMs: 180_000, memberReadingTimeMs: memberMs },
      });
      // what divides the member's share of their fee this month
      const months = await env.DB.prepare(
        'select member_id as member, post_id as post, reading_time_ms as ms from member_reading_monthly',
      ).all();
      expect(months.results).toEqual(memberMs ? [{ member: 'u-rex', post: STORY, ms: memberMs }] : []);
    },
  );

  it('tells the writer when a story’s reads reach a milestone, once', async () => {
    await db.batch([
      db.delete(notifications),
      db.insert(postStatsDaily).values({ postId: STORY, day: '2026-01-02', views: 20, reads: 9 }),
    ]);
    await report(readingOf(STORY));
    await rolledUp(3);
    await report(readingOf(STORY));
    await rolledUp(6);
    const { results } = await env.DB.prepare(
      `select user_id, notification_type, milestone_arg, post_id from notifications`,
    ).all();
    expect(results).toEqual([
      { user_id: 'u-ann', notification_type: 'post_read_milestone', milestone_arg: 10, post_id: STORY },
    ]);
  });

  it('tells a view from a read: a reader who leaves early adds a view and no read', async () => {
    await report([
      readingEvent('post.view', { postId: STORY }),
      readingEvent('post.readingTime', { postId: STORY, ms: 4_000 }),
    ]);
    await report(readingOf(STORY));
    await rolledUp(5);
    expect(await storyStatsAs('u-ann')).toMatchObject({
      totals: { views: 2, reads: 1, readRatio: 0.5, readingTimeMs: 94_000 },
    });
  });

  it('does not count crawlers or the writer’s own visits, and caps a report of reading time', async () => {
    await report(readingOf(STORY), {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await report(readingOf(STORY), { userId: 'u-ann' });
    await report([
      readingEvent('post.readingTime', { postId: STORY, ms: 10 * 3_600_000 }),
      readingEvent('post.readingTime', { postId: STORY, ms: -5 }),
    ]);
    await rolledUp(5);
    expect(await storyStatsAs('u-ann')).toMatchObject({ totals: { views: 0, reads: 0, readingTimeMs: 30 * 60_000 } });
  });
});

describe('what the server sees a reader do (docs/spec-checklist.md 1 §7: follow, unfollow, user.muted)', () => {
  it('records it as events, without a word from the page', async () => {
    const ask = await asViewer('u-rex');
    for (const mutation of ['followUser', 'unfollowUser', 'muteUser']) {
      expect((await ask(`mutation { ${mutation}(targetUserId: "u-ann") { __typename } }`))[mutation]?.__typename).toBe(
        'User',
      );
    }
    expect(
      (await ask(`mutation { followCollection(targetCollectionId: "c-mag") { __typename } }`))['followCollection']
        ?.__typename,
    ).toBe('Collection');
    const deadline = Date.now() + 8000;
    let rows: { type: string; user_id: string; data: string }[] = [];
    while (rows.length < 4 && Date.now() < deadline) {
      rows = (
        await env.DB.prepare(
          "select type, user_id, data from events where type in ('follow', 'unfollow', 'user.muted') order by timestamp, rowid",
        ).all<{ type: string; user_id: string; data: string }>()
      ).results;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rows.map((row) => [row.type, row.user_id, JSON.parse(row.data)])).toEqual([
      ['follow', 'u-rex', { targetUserId: 'u-ann', service: 'server' }],
      ['unfollow', 'u-rex', { targetUserId: 'u-ann', service: 'server' }],
      ['user.muted', 'u-rex', { targetUserId: 'u-ann', service: 'server' }],
      ['follow', 'u-rex', { targetCollectionId: 'c-mag', service: 'server' }],
    ]);
  });
});

describe('who may see stats', () => {
  it('shows a writer their own stats, story by story, in a bounded number of round trips', async () => {
    await report([...readingOf(STORY), ...readingOf(PUBLICATION_STORY)]);
    await rolledUp(6);
    const { session, body, roundTrips } = await (async () => {
      const session = await signIn('u-ann');
      return {
        session,
        ...(await graphql(WRITER_STATS, { range: '30d' }, { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf })),
      };
    })();
    expect(session.xsrf).toBe('xsrf-u-ann');
    const stats = body.data?.['writerStats'] as { totals: unknown; posts: { post: { id: string }; views: number }[] };
    expect(stats.totals).toEqual({ views: 2, reads: 2 });
    expect(stats.posts.map((row) => [row.post.id, row.views])).toEqual([
      [postId(3), 0],
      [PUBLICATION_STORY, 1],
      [STORY, 1],
    ]);
    // the viewer, the writer's stories and the rollups: not one query per story
    expect(roundTrips).toBeLessThanOrEqual(4);
  });

  it('lets the publication’s editor and staff see a story’s stats', async () => {
    expect(await storyStatsAs('u-ed', PUBLICATION_STORY)).toMatchObject({ __typename: 'StoryStats' });
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-rex')).run();
    expect(await storyStatsAs('u-rex')).toMatchObject({ __typename: 'StoryStats' });
    expect(await (await asViewer('u-rex'))(WRITER_STATS, { username: 'ann', range: '7d' })).toMatchObject({
      writerStats: { __typename: 'WriterStats' },
    });
  });

  it.each([
    ['another writer', 'u-ed', 'NotFound'],
    ['a reader', 'u-rex', 'NotFound'],
    ['a visitor', null, 'NotFound'],
  ] as const)('refuses %s someone else’s stats', async (_who, userId, kind) => {
    const ask = await asViewer(userId);
    expect((await ask(STORY_STATS, { postId: STORY, range: '7d' }))['storyStats']?.__typename).toBe(kind);
    expect((await ask(WRITER_STATS, { username: 'ann', range: '7d' }))['writerStats']?.__typename).toBe(kind);
  });

  it.each([
    ['/@ann/stats', 'u-rex'],
    ['/@ann/stats', null],
    [`/me/stats/post/${STORY}`, 'u-rex'],
    [`/@ann/stats/total/0/${NOW}`, 'u-rex'],
    [`/@ann/stats/total/0/${NOW}`, null],
    [`/stats/${STORY}/0/${NOW}`, 'u-ed'],
    [`/me/stats/${STORY}/0/${NOW}`, 'u-rex'],
  ])('answers %s with 404 for someone else (%s)', async (path, userId) => {
    const session = userId ? await signIn(userId) : null;
    const response = await SELF.fetch(`http://localhost${path}`, {
      headers: session ? { Cookie: session.cookie } : {},
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Story 1');
  });
});

describe('a publication’s stats (/{collectionSlug}/stats)', () => {
  const PUBLICATION_STATS = `query ($slug: String!) {
    publicationStats(domainOrSlug: $slug, range: "7d") {
      __typename
      ... on PublicationStats { collection { slug } totals { views reads } posts { post { id } views } }
    }
  }`;

  it('shows its editors how the stories published in it are read, and only those', async () => {
    await report([...readingOf(STORY), ...readingOf(PUBLICATION_STORY)]);
    await rolledUp(6);
    const stats = (await (await asViewer('u-ed'))(PUBLICATION_STATS, { slug: 'the-mag' }))['publicationStats'];
    expect(stats).toMatchObject({
      __typename: 'PublicationStats',
      totals: { views: 1, reads: 1 },
      posts: [{ post: { id: PUBLICATION_STORY }, views: 1 }],
    });
    const { cookie } = await signIn('u-ed');
    expect((await SELF.fetch('http://localhost/the-mag/stats/stories', { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
  });

  it.each([
    ['a reader', 'u-rex'],
    ['a visitor', null],
  ] as const)('finds nothing for %s', async (_who, userId) => {
    expect(
      (await (await asViewer(userId))(PUBLICATION_STATS, { slug: 'the-mag' }))['publicationStats']?.__typename,
    ).toBe('NotFound');
    const session = userId ? await signIn(userId) : null;
    expect(
      (await SELF.fetch('http://localhost/the-mag/stats', { headers: session ? { Cookie: session.cookie } : {} }))
        .status,
    ).toBe(404);
  });
});

describe('what readers did with a story (/p/{postId}/info, /upvotes)', () => {
  beforeEach(async () => {
    await db.batch([
      db.delete(claps),
      db.delete(highlights),
      db.insert(claps).values([
        { userId: 'u-rex', postId: STORY, count: 12, updatedAt: new Date(NOW - 3_600_000) },
        { userId: 'u-ed', postId: STORY, count: 3, updatedAt: new Date(NOW - 7_200_000) },
      ]),
      db.insert(highlights).values({
        id: 'h-1',
        userId: 'u-rex',
        postId: STORY,
        paragraphName: 'p1',
        startOffset: 0,
        endOffset: 5,
        quotedText: 'Story',
        createdAt: new Date(NOW - 60_000),
      }),
    ]);
  });

  const ACTIVITY = `query ($postId: ID!, $order: String, $filter: String) {
    storyStats(postId: $postId, range: "all") { __typename ... on StoryStats { activity(order: $order, filter: $filter) { kind count text user { username } } } }
  }`;

  it.each([
    [
      'everything, newest first',
      'recent',
      'all',
      [
        ['HIGHLIGHT', 'rex'],
        ['CLAP', 'rex'],
        ['CLAP', 'ed'],
      ],
    ],
    [
      'claps, oldest first',
      'oldest',
      'claps',
      [
        ['CLAP', 'ed'],
        ['CLAP', 'rex'],
      ],
    ],
    ['highlights', 'recent', 'highlights', [['HIGHLIGHT', 'rex']]],
    [
      'an unknown filter as everything',
      'sideways',
      'what',
      [
        ['HIGHLIGHT', 'rex'],
        ['CLAP', 'rex'],
        ['CLAP', 'ed'],
      ],
    ],
  ])('lists %s to the writer', async (_case, order, filter, expected) => {
    const answer = (await (await asViewer('u-ann'))(ACTIVITY, { postId: STORY, order, filter }))[
      'storyStats'
    ] as unknown as { activity: { kind: string; user: { username: string } }[] };
    expect(answer.activity.map((item) => [item.kind, item.user.username])).toEqual(expected);
  });

  it('keeps it from a reader', async () => {
    expect((await (await asViewer('u-rex'))(ACTIVITY, { postId: STORY }))['storyStats']?.__typename).toBe('NotFound');
  });

  it('shows anyone who clapped, most claps first', async () => {
    const response = await SELF.fetch(`http://localhost/p/${STORY}/upvotes`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf('Rex Reader')).toBeGreaterThan(-1);
    expect(html.indexOf('Rex Reader')).toBeLessThan(html.indexOf('Ed Editor'));
    expect(html).toContain('12 claps');
    expect((await SELF.fetch('http://localhost/p/000000000fff/upvotes')).status).toBe(404);
  });
});

describe('a writer’s audience (/@{username}/audience)', () => {
  beforeEach(async () => {
    await db.batch([
      db.delete(follows),
      db.insert(follows).values([
        { followerId: 'u-rex', followedId: 'u-ann', createdAt: new Date(Date.UTC(2026, 0, 5)) },
        { followerId: 'u-ed', followedId: 'u-ann', createdAt: new Date(Date.UTC(2026, 0, 20)) },
        { followerId: 'u-ann', followedId: 'u-rex', createdAt: new Date(Date.UTC(2026, 1, 2)) },
      ]),
    ]);
  });

  const AUDIENCE = `query ($granularity: AudienceStatsGranularity!) {
    audienceStats(username: "ann", granularity: $granularity) { __typename ... on AudienceStats { periods { period gained followers } } }
  }`;

  const rows = (periods: { period: string; gained: number; followers: number }[]) =>
    periods.map((row) => [row.period, row.gained, row.followers]);

  it.each([
    [
      'monthly',
      [
        ['2026-01-01', 2, 2],
        ['2026-02-01', 0, 2],
      ],
    ],
    [
      'weekly',
      [
        ['2026-01-05', 1, 1],
        ['2026-01-12', 0, 1],
        ['2026-01-19', 1, 2],
        ['2026-01-26', 0, 2],
      ],
    ],
    [
      'daily',
      [
        ['2026-01-05', 1, 1],
        ['2026-01-06', 0, 1],
      ],
    ],
  ])('counts followers %s for the writer, every period through today', async (granularity, first) => {
    const answer = (await (await asViewer('u-ann'))(AUDIENCE, { granularity }))['audienceStats'] as unknown as {
      periods: { period: string; gained: number; followers: number }[];
    };
    expect(rows(answer.periods).slice(0, first.length)).toEqual(first);
    expect(answer.periods.at(-1)?.followers).toBe(2);
    expect((answer.periods.at(-1)?.period ?? '') <= TODAY).toBe(true);
    expect(answer.periods.reduce((sum, row) => sum + row.gained, 0)).toBe(2);
  });

  it('exports CSV for the writer alone', async () => {
    const { cookie } = await signIn('u-ann');
    const csv = await SELF.fetch('http://localhost/@ann/audience/stats/export?granularity=weekly', {
      headers: { Cookie: cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="ann-audience-weekly.csv"');
    expect(await csv.text()).toMatch(
      /^period,new followers,followers\r\n2026-01-05,1,1\r\n2026-01-12,0,1\r\n2026-01-19,1,2\r\n/,
    );
    const other = await signIn('u-rex');
    expect(
      (await SELF.fetch('http://localhost/@ann/audience/stats/export', { headers: { Cookie: other.cookie } })).status,
    ).toBe(404);
    expect((await SELF.fetch('http://localhost/@ann/audience/stats/export')).status).toBe(404);
    expect(
      (
        await SELF.fetch('http://localhost/@ann/audience/stats/export?granularity=hourly', {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(400);
  });

  it('shows the page to the writer, and nothing to others or at a granularity that is not one', async () => {
    const { cookie } = await signIn('u-ann');
    expect((await SELF.fetch('http://localhost/@ann/audience/weekly', { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    expect((await SELF.fetch('http://localhost/@ann/audience/yearly', { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
    expect(
      (await SELF.fetch('http://localhost/@ann/audience', { headers: { Cookie: (await signIn('u-rex')).cookie } }))
        .status,
    ).toBe(404);
    expect((await (await asViewer('u-rex'))(AUDIENCE, { granularity: 'daily' }))['audienceStats']?.__typename).toBe(
      'NotFound',
    );
  });
});

describe('the staff’s pages (/_/admin/internal-status, /_/curation/discovery/next-author)', () => {
  it('shows staff the pipeline, the pages’ web vitals and the errors readers met, and nobody else', async () => {
    await report([
      ...readingOf(STORY),
      readingEvent('perf.vitals', { lcp: 1200, inp: 80, cls: 0.02, ttfb: 200 }),
      readingEvent('perf.vitals', { lcp: 2400, inp: 40, cls: 0.1, ttfb: 300 }),
      readingEvent('perf.vitals', { lcp: 'not a number' }),
      readingEvent('client.error', { message: 'x is undefined', source: 'http://localhost/js/post-page.js' }),
    ]);
    await rolledUp(7);
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ed')).run();
    const STATUS = `{ internalStatus { __typename ... on InternalStatus { pendingReadingEvents rollupRows vitals { name p75 samples } clientErrors { message } eventsByType { type count } } } }`;
    const status = (await (await asViewer('u-ed'))(STATUS))['internalStatus'];
    expect(status).toMatchObject({
      __typename: 'InternalStatus',
      pendingReadingEvents: 0,
      vitals: [
        { name: 'LCP', p75: 2400, samples: 2 },
        { name: 'INP', p75: 80, samples: 2 },
        { name: 'CLS', p75: 0.1, samples: 2 },
        { name: 'TTFB', p75: 300, samples: 2 },
      ],
      clientErrors: [{ message: 'x is undefined' }],
      eventsByType: expect.arrayContaining([{ type: 'perf.vitals', count: 3 }]),
    });
    expect((await (await asViewer('u-ann'))(STATUS))['internalStatus']?.__typename).toBe('NotFound');
    const { cookie } = await signIn('u-ann');
    expect((await SELF.fetch('http://localhost/_/admin/internal-status', { headers: { Cookie: cookie } })).status).toBe(
      404,
    );
  });

  it('lists staff the writers read most in the last 30 days', async () => {
    await report(readingOf(STORY));
    await rolledUp(3);
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ed')).run();
    const NEXT = `{ nextAuthors { __typename ... on NextAuthors { writers { user { username } reads views stories } } } }`;
    expect((await (await asViewer('u-ed'))(NEXT))['nextAuthors']).toEqual({
      __typename: 'NextAuthors',
      writers: [{ user: { username: 'ann' }, reads: 1, views: 1, stories: 1 }],
    });
    expect((await (await asViewer('u-rex'))(NEXT))['nextAuthors']?.__typename).toBe('NotFound');
  });
});

describe('the stats data routes (docs/spec-checklist.md 3 §2 "Stats data")', () => {
  it('answers JSON for a range in milliseconds, never cached', async () => {
    await report(readingOf(STORY));
    await rolledUp(3);
    const { cookie } = await signIn('u-ann');
    const start = Date.UTC(2026, 0, 1);
    const total = await SELF.fetch(`http://localhost/me/stats/total/${start}/${NOW}`, { headers: { Cookie: cookie } });
    expect(total.status).toBe(200);
    expect(total.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await total.json()).toMatchObject({ startTimeMs: start, endTimeMs: NOW, totals: { views: 1, reads: 1 } });
    const story = await SELF.fetch(`http://localhost/me/stats/${STORY}/${start}/${NOW}`, {
      headers: { Cookie: cookie },
    });
    expect(await story.json()).toMatchObject({
      totals: { views: 1 },
      referrers: [{ source: 'DIRECT', host: '', views: 1 }],
    });
  });

  it.each([
    [`/me/stats/total/soon/${NOW}`, 400, 'Give the range as two times in milliseconds.'],
    [`/me/stats/total/${NOW}/0`, 400, 'The range must start before it ends.'],
  ])('refuses %s clearly', async (path, status, message) => {
    const { cookie } = await signIn('u-ann');
    const response = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });
    expect([response.status, await response.json()]).toEqual([status, { message }]);
  });

  it('asks a visitor to sign in for their own', async () => {
    expect((await SELF.fetch(`http://localhost/me/stats/total/0/${NOW}`)).status).toBe(401);
  });
});
