import { createScheduledController, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { postId, seedContent } from '../support/seed-content.ts';

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
  await env.DB.batch([
    env.DB.prepare('delete from post_stats_daily'),
    env.DB.prepare('delete from claps'),
    env.DB.prepare('delete from trending_posts'),
    env.DB.prepare('delete from topics'),
    env.DB.prepare(
      "insert into topics (id, slug, name, visibility) values ('t-food', 'food', 'Food', 'PUBLIC'), ('t-hidden', 'hidden', 'Hidden', 'STAFF')",
    ),
    env.DB.prepare("update posts set primary_topic_id = 't-food' where id in (?, ?)").bind(postId(3), postId(4)),
    // story 1: many reads, but three weeks ago; story 2: a steady week; story 3: today's burst; story 4: unlisted
    env.DB.prepare(
      'insert into post_stats_daily (post_id, day, views, reads) values (?, ?, 500, 400), (?, ?, 30, 20), (?, ?, 30, 20), (?, ?, 30, 20), (?, ?, 90, 60), (?, ?, 900, 800)',
    ).bind(
      postId(1),
      day(21),
      postId(2),
      day(1),
      postId(2),
      day(2),
      postId(2),
      day(3),
      postId(3),
      day(0),
      postId(4),
      day(0),
    ),
    env.DB.prepare("update posts set visibility = 'UNLISTED' where id = ?").bind(postId(4)),
    env.DB.prepare("insert into claps (user_id, post_id, count, updated_at) values ('u-rex', ?, 50, ?)").bind(
      postId(2),
      NOW - 3_600_000,
    ),
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
    await env.DB.batch([
      env.DB.prepare('update posts set is_suspended = 1 where id = ?').bind(postId(3)),
      env.DB.prepare("update posts set creator_id = 'u-rex' where id = ?").bind(postId(2)),
      env.DB.prepare("update users set is_limited = 1 where id = 'u-rex'"),
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
    await env.DB.prepare('update posts set deleted_at = 1 where id = ?').bind(postId(3)).run();
    await hourly();
    expect((await trending({ mode: 'day' }))?.posts.map((post) => post.id)).toEqual([postId(2)]);
  });
});
