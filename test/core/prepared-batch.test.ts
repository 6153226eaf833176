import { env } from 'cloudflare:test';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { preparedBatch } from '../../worker/db/prepared-batch.ts';
import { collections, postTags, posts, tags, users } from '../../worker/db/schema/index.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { db } from '../support/test-database.ts';

const IDS = [postId(1), postId(2), postId(3), 'no-such-story'];

/** Selects of every shape Drizzle shapes differently, over the stories named by `ids`. */
const selects = (drizzle: DrizzleD1Database, ids: unknown) => {
  const named = sql`(select value from json_each(${ids}))`;
  return [
    // a whole table: JSON, timestamp, boolean and nullable columns
    drizzle.select().from(posts).where(inArray(posts.id, named)).orderBy(asc(posts.id)),
    // a nested object from an inner join
    drizzle
      .select({ postId: postTags.postId, tag: tags })
      .from(postTags)
      .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
      .where(inArray(postTags.postId, named))
      .orderBy(asc(postTags.postId), asc(postTags.position)),
    // a left join: a story outside any publication has none, which comes back as null (D1
    // answers a batch's rows keyed by column name, so joined columns must not share one)
    drizzle
      .select({ title: posts.title, publication: { slug: collections.slug, name: collections.name } })
      .from(posts)
      .leftJoin(collections, eq(collections.id, posts.collectionId))
      .where(inArray(posts.id, named))
      .orderBy(asc(posts.id)),
    // expressions: decoded by mapWith, aliased, and raw
    drizzle
      .select({
        count: sql`count(*)`.mapWith(Number),
        latest: sql`max(${posts.firstPublishedAt})`.mapWith(posts.firstPublishedAt),
        titles: sql<string>`group_concat(${posts.title}, '|')`.as('titles'),
        nothing: sql<null>`null`,
      })
      .from(posts)
      .where(inArray(posts.id, named)),
  ] as const;
};

const storyBatch = preparedBatch(['ids'], (drizzle, { ids }) => selects(drizzle, ids));

// the seeded stories of even number are in a publication, the others outside any
beforeAll(() => seedContent(3));

describe('a prepared batch', () => {
  it('shapes its rows exactly as Drizzle’s own batch does', async () => {
    const ids = JSON.stringify(IDS);
    const [own, drizzles] = [
      await storyBatch(env.DB, { ids }),
      await db.batch(selects(db, ids) as unknown as Parameters<typeof db.batch>[0]),
    ];
    expect(own).toEqual(drizzles);
    // what the comparison covers: every shape, with rows in each
    const [stories, storyTags, joined, [totals]] = own;
    expect(stories.map((story) => story.id)).toEqual([postId(1), postId(2), postId(3)]);
    expect(stories[0]?.firstPublishedAt).toBeInstanceOf(Date);
    expect(typeof stories[0]?.content).toBe('object');
    expect(storyTags.length).toBeGreaterThan(0);
    expect(joined.map((row) => row.publication?.slug ?? null)).toEqual([null, 'the-mag', null]);
    expect(totals).toMatchObject({ count: 3, nothing: null });
    expect(totals?.latest).toBeInstanceOf(Date);
  });

  it('refuses a select whose columns share a name, which D1 would answer as one', async () => {
    const clashing = preparedBatch(['ids'], (drizzle, { ids }) => [
      drizzle
        .select({ storyId: posts.id, writerId: users.id, writer: users.name })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.creatorId))
        .where(inArray(posts.id, sql`(select value from json_each(${ids}))`)),
    ]);
    await expect(clashing(env.DB, { ids: JSON.stringify(IDS) })).rejects.toThrow(
      'A batched select answered 2 columns for 3 fields: give each selected column its own name',
    );
  });
});
