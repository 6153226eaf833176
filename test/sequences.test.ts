import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from './support/graphql.ts';
import { postId, seedContent } from './support/seed-content.ts';

beforeEach(async () => {
  await seedContent(3);
  await env.DB.batch([
    env.DB.prepare(`insert into sequences (id, slug, title, description, creator_id) values ('s1', 'slow-streets', 'Slow streets', 'Two essays.', 'u-ann')`),
    env.DB.prepare(`insert into sequence_posts (sequence_id, post_id, position) values ('s1', ?, 0), ('s1', ?, 1)`).bind(postId(1), postId(2)),
    env.DB.prepare(`update posts set is_series = 1 where id = ?`).bind(postId(3)),
  ]);
});

describe('series and sequences on posts (spec 1 §3: isSeries, sequence.slug)', () => {
  it.each([
    [postId(1), { isSeries: false, sequence: { slug: 'slow-streets', title: 'Slow streets' } }],
    [postId(2), { isSeries: false, sequence: { slug: 'slow-streets', title: 'Slow streets' } }],
    [postId(3), { isSeries: true, sequence: null }],
  ])('post %s', async (id, expected) => {
    const { body } = await graphql<{ post: unknown }>(`query ($id: ID!) { post(id: $id) { isSeries sequence { slug title } } }`, { id });
    expect(body.data?.post).toEqual(expected);
  });

  it('answers series addresses at /series/{postId}', async () => {
    const { body } = await graphql<{ post: { mediumUrl: string } }>(`{ post(id: "${postId(3)}") { mediumUrl } }`);
    expect(body.data?.post.mediumUrl).toBe(`http://localhost/series/${postId(3)}`);
  });

  it('looks up sequences of a page of posts in one round trip', async () => {
    const one = await graphql(`{ latestPosts(paging: { limit: 1 }) { posts { sequence { slug } } } }`);
    const three = await graphql(`{ latestPosts(paging: { limit: 3 }) { posts { sequence { slug } } } }`);
    expect(three.roundTrips).toBe(one.roundTrips);
  });
});
