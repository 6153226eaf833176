import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { postTags, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

/** The ids of the rows a full-text query finds, through the rowid that keys each index. */
const search = async (
  table: 'posts' | 'users' | 'collections' | 'tags',
  query: string,
  key = table === 'tags' ? 'slug' : 'id',
) => {
  const { results } = await env.DB.prepare(
    `select t.${key} as id from ${table}_fts f join ${table} t on t.rowid = f.rowid where ${table}_fts match ? order by t.${key}`,
  )
    .bind(query)
    .all<{ id: string }>();
  return results.map((row) => row.id);
};

beforeEach(() => seedContent(2));

describe('full-text indexes (FTS5, kept in step by triggers)', () => {
  it('finds stories by title, subtitle and the text of their paragraphs', async () => {
    expect(await search('posts', 'story')).toEqual([postId(1), postId(2)]);
    // paragraph text, from the stored paragraphs
    expect(await search('posts', 'members')).toEqual([postId(1), postId(2)]);
  });

  it('follows edits and deletes', async () => {
    await db
      .update(posts)
      .set({
        title: 'Harbour lights',
        content: { paragraphs: [{ name: 'a', type: 'P', text: 'Fog over the café.', markups: [] }] },
      })
      .where(eq(posts.id, postId(1)))
      .run();
    expect(await search('posts', 'harbour')).toEqual([postId(1)]);
    // accents fold, so "cafe" finds "café"
    expect(await search('posts', 'cafe')).toEqual([postId(1)]);
    expect(await search('posts', 'members')).toEqual([postId(2)]);
    await db
      .delete(postTags)
      .where(eq(postTags.postId, postId(2)))
      .run();
    await db
      .delete(posts)
      .where(eq(posts.id, postId(2)))
      .run();
    expect(await search('posts', 'members')).toEqual([]);
  });

  it('indexes people, publications and tags', async () => {
    expect(await search('users', 'author')).toEqual(['u-ann']);
    await db.update(users).set({ name: 'Annabel Lee' }).where(eq(users.id, 'u-ann')).run();
    expect(await search('users', 'annabel')).toEqual(['u-ann']);
    expect(await search('users', 'author')).toEqual([]);
    expect(await search('collections', 'mag')).toEqual(['c-mag']);
    expect(await search('tags', 'essays')).toEqual(['essays']);
  });
});
