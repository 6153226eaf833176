import { createScheduledController, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq, inArray } from 'drizzle-orm';
import { claps, postStatsDaily, posts, topics, trendingPosts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const NOW = Date.UTC(2026, 10, 25, 12);
const day = (daysAgo: number) => new Date(NOW - daysAgo * 86_400_000).toISOString().slice(0, 10);

const TRENDING = `query ($mode: String, $topicSlug: String) { trending(mode: $mode, topicSlug: $topicSlug) { mode topic { slug } topics { slug } posts { id } } }`;

async function trending(variables: Record<string, unknown> = {}) {
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: TRENDING, variables }),
  });
  const body = (await response.json()) as {
    data: {
      trending: {
        mode: string;
        topic: { slug: string } | null;
        topics: { slug: string }[];
        posts: { id: string }[];
      } | null;
    };
  };
  return body.data.trending;
}

const hourly = () => worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '7 * * * *' }), env);

beforeEach(async () => {
  await seedContent(4);
  await db.batch([
    db.delete(postStatsDaily),
    db.delete(claps),
    db.delete(trendingPosts),
    db.delete(topics),
    db.insert(topics).values([
      { id: 't-food', slug: 'food', name: 'Food', visibility: 'PUBLIC' },
      { id: 't-hidden', slug: 'hidden', name: 'Hidden', visibility: 'STAFF' },
    ]),
    db
      .update(posts)
      .set({ primaryTopicId: 't-food' })
      .where(inArray(posts.id, [postId(3), postId(4)])),
    // story 1: many reads, but three weeks ago; story 2: a steady week; story 3: today's burst; story 4: unlisted
    db.insert(postStatsDaily).values([
      { postId: postId(1), day: day(21), views: 500, reads: 400 },
      { postId: postId(2), day: day(1), views: 30, reads: 20 },
      { postId: postId(2), day: day(2), views: 30, reads: 20 },
      { postId: postId(2), day: day(3), views: 30, reads: 20 },
      { postId: postId(3), day: day(0), views: 90, reads: 60 },
      { postId: postId(4), day: day(0), views: 900, reads: 800 },
    ]),
    db
      .update(posts)
      .set({ visibility: 'UNLISTED' })
      .where(eq(posts.id, postId(4))),
    db.insert(claps).values({ userId: 'u-rex', postId: postId(2), count: 50, updatedAt: new Date(NOW - 3_600_000) }),
  ]);
});

describe('trending, ranked by the hourly job from the rollups', () => {
  it('ranks recent reading above old reading, per mode and per topic, leaving unlisted stories out', async () => {
    await hourly();
    // today and this week: today's burst (60 reads) above the steady week (60 reads, faded, and a reader's 50 claps)
    expect((await trending({ mode: 'day' }))?.posts.map((post) => post.id)).toEqual([postId(3), postId(2)]);
    expect((await trending())?.posts.map((post) => post.id)).toEqual([postId(3), postId(2)]);
    // this month the old story is in the window too, but its 400 reads three weeks ago count for an eighth
    const month = await trending({ mode: 'month' });
    expect(month?.posts.map((post) => post.id)).toEqual([postId(3), postId(2), postId(1)]);
    expect(month?.topics.map((topic) => topic.slug)).toEqual(['food']);
    expect((await trending({ mode: 'week', topicSlug: 'food' }))?.posts.map((post) => post.id)).toEqual([postId(3)]);
  });

  it('leaves out a story moderators hid and the stories of an account they limited (docs/trust-and-safety.md)', async () => {
    await db.batch([
      db
        .update(posts)
        .set({ isSuspended: true })
        .where(eq(posts.id, postId(3))),
      db
        .update(posts)
        .set({ creatorId: 'u-rex' })
        .where(eq(posts.id, postId(2))),
      db.update(users).set({ isLimited: true }).where(eq(users.id, 'u-rex')),
    ]);
    await hourly();
    expect((await trending({ mode: 'month' }))?.posts.map((post) => post.id)).toEqual([postId(1)]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a mode that is none', { mode: 'decade' }],
    ['a topic that does not exist', { topicSlug: 'nothing' }],
    ['a staff topic', { topicSlug: 'hidden' }],
  ])('finds nothing for %s, and its page is a 404', async (_case, variables) => {
    expect(await trending(variables)).toBeNull();
  });

  it('shows the ranking on its pages, and nothing stale after the next run', async () => {
    await hourly();
    const html = await (await SELF.fetch('http://localhost/trending/mode/week/topic/food')).text();
    expect(html).toContain('Trending in Food');
    expect(html).toContain('Story 3');
    expect((await SELF.fetch('http://localhost/trending/mode/decade')).status).toBe(404);
    // the story is taken down: the next ranking drops it
    await db
      .update(posts)
      .set({ deletedAt: new Date(1) })
      .where(eq(posts.id, postId(3)))
      .run();
    await hourly();
    expect((await trending({ mode: 'day' }))?.posts.map((post) => post.id)).toEqual([postId(2)]);
  });
});
