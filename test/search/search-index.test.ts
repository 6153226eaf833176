import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent } from '../support/seed-content.ts';

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
    await env.DB.prepare(`update posts set title = 'Harbour lights', content = ? where id = ?`)
      .bind(
        JSON.stringify({ paragraphs: [{ name: 'a', type: 'P', text: 'Fog over the café.', markups: [] }] }),
        postId(1),
      )
      .run();
    expect(await search('posts', 'harbour')).toEqual([postId(1)]);
    // accents fold, so "cafe" finds "café"
    expect(await search('posts', 'cafe')).toEqual([postId(1)]);
    expect(await search('posts', 'members')).toEqual([postId(2)]);
    await env.DB.prepare('delete from post_tags where post_id = ?').bind(postId(2)).run();
    await env.DB.prepare('delete from posts where id = ?').bind(postId(2)).run();
    expect(await search('posts', 'members')).toEqual([]);
  });

  it('indexes people, publications and tags', async () => {
    expect(await search('users', 'author')).toEqual(['u-ann']);
    await env.DB.prepare(`update users set name = 'Annabel Lee' where id = 'u-ann'`).run();
    expect(await search('users', 'annabel')).toEqual(['u-ann']);
    expect(await search('users', 'author')).toEqual([]);
    expect(await search('collections', 'mag')).toEqual(['c-mag']);
    expect(await search('tags', 'essays')).toEqual(['essays']);
  });
});
