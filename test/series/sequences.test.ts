import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts, sequencePosts, sequences } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';
import { edgeSite } from '../support/edge-site.ts';

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.insert(sequences).values({
      id: 's1',
      slug: 'slow-streets',
      title: 'Slow streets',
      description: 'Two essays.',
      creatorId: 'u-ann',
    }),
    db.insert(sequencePosts).values([
      { sequenceId: 's1', postId: postId(1), position: 0 },
      { sequenceId: 's1', postId: postId(2), position: 1 },
    ]),
    db
      .update(posts)
      .set({ isSeries: true })
      .where(eq(posts.id, postId(3))),
  ]);
});

describe('series and sequences on posts (docs/spec-checklist.md 1 §3: isSeries, sequence.slug)', () => {
  it.each([
    [postId(1), { isSeries: false, sequence: { slug: 'slow-streets', title: 'Slow streets' } }],
    [postId(2), { isSeries: false, sequence: { slug: 'slow-streets', title: 'Slow streets' } }],
    [postId(3), { isSeries: true, sequence: null }],
  ])('post %s', async (id, expected) => {
    const { body } = await graphql<{ post: unknown }>(
      `query ($id: ID!) { post(id: $id) { isSeries sequence { slug title } } }`,
      { id },
    );
    expect(body.data?.post).toEqual(expected);
  });

  it('answers series addresses at /series/{postId}', async () => {
    const { body } = await graphql<{ post: { mediumUrl: string } }>(`{ post(id: "${postId(3)}") { mediumUrl } }`);
    expect(body.data?.post.mediumUrl).toBe(`http://localhost/series/${postId(3)}`);
  });

  it('renders where a story sits in its sequence on the server, with the parts before and after, and the story’s body', async () => {
    const { body } = await graphql<{ post: { mediumUrl: string } }>(
      `query ($id: ID!) { post(id: $id) { mediumUrl } }`,
      { id: postId(2) },
    );
    const html = await (await SELF.fetch(body.data?.post.mediumUrl ?? '')).text();
    // a browser keeps this markup as it is (client/components/kept-html.tsx): the server must render it whole
    const nav = /<div id="story-series">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    expect(nav).toMatch(/Part <!-- -->2<!-- --> of <!-- -->2<!-- --> in <a href="\/s\/slow-streets">Slow streets<\/a>/);
    expect(nav).toContain(`rel="prev" href="/s/slow-streets/${postId(1)}"`);
    expect(html).toMatch(/<div id="story-body">(<!--\$-->)?<div class="story__body">/);
  });

  it('reads a visitor’s story page (the story, its writer, publication, tags, series and the series’ parts) in one D1 round trip', async () => {
    const { body } = await graphql<{ post: { mediumUrl: string } }>(
      `query ($id: ID!) { post(id: $id) { mediumUrl } }`,
      { id: postId(2) },
    );
    const response = await SELF.fetch(body.data?.post.mediumUrl ?? '');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('X-D1-Round-Trips')).toBe('1');
    expect(html).toContain('<a href="http://localhost/@ann">Ann Author</a>');
    expect(html).toContain('Published in <a href="http://localhost/the-mag">The Mag</a>');
    expect(html).toMatch(
      /<a class="tag" href="\/tag\/essays">Essays<\/a>.*<a class="tag" href="\/tag\/craft">Craft<\/a>/s,
    );
    expect(html).toContain(`rel="prev" href="/s/slow-streets/${postId(1)}"`);
  });

  it('keeps the story page’s statements between requests but never their values: each page reads its own story', async () => {
    await db
      .update(posts)
      .set({ title: 'Kept apart', collectionId: null })
      .where(eq(posts.id, postId(3)))
      .run();
    const pages = [];
    for (const id of [postId(1), postId(3), postId(2)]) {
      const { body } = await graphql<{ post: { mediumUrl: string } }>(
        `query ($id: ID!) { post(id: $id) { mediumUrl } }`,
        { id },
      );
      pages.push(await (await SELF.fetch(body.data?.post.mediumUrl ?? '')).text());
    }
    const [first, alone, second] = pages;
    expect(first).toMatch(/Part <!-- -->1<!-- --> of <!-- -->2/);
    expect(alone).toContain('<title>Kept apart');
    expect(alone).not.toContain('id="story-series"');
    expect(alone).not.toContain('Published in');
    expect(second).toMatch(/Part <!-- -->2<!-- --> of <!-- -->2/);
    expect(second).toContain('Published in <a href="http://localhost/the-mag">The Mag</a>');
  });

  it('names its parts by id and title, as its stories in the same order, published only', async () => {
    await db
      .update(posts)
      .set({ title: 'A second look' })
      .where(eq(posts.id, postId(2)))
      .run();
    const query = `{ sequence(slug: "slow-streets") { posts { id title } parts { postId title } } }`;
    const both = await graphql<{ sequence: { posts: { id: string; title: string }[]; parts: unknown[] } }>(query);
    expect(both.body.data?.sequence.parts).toEqual([
      { postId: postId(1), title: expect.any(String) },
      { postId: postId(2), title: 'A second look' },
    ]);
    expect(both.body.data?.sequence.parts).toEqual(
      both.body.data?.sequence.posts.map(({ id, title }) => ({ postId: id, title })),
    );
    await db
      .update(posts)
      .set({ firstPublishedAt: null })
      .where(eq(posts.id, postId(1)))
      .run();
    const unpublished = await graphql<{ sequence: { parts: unknown[] } }>(query);
    expect(unpublished.body.data?.sequence.parts).toEqual([{ postId: postId(2), title: 'A second look' }]);
  });

  it('tags a story page with every story its series navigation names, so a part’s new title reaches it', async () => {
    const response = await edgeSite().fetch(`/s/slow-streets/${postId(2)}`);
    expect(response.cache).toBe('MISS');
    expect(response.headers.get('Cache-Tag')?.split(',')).toEqual(
      expect.arrayContaining([`postId-${postId(1)}`, `postId-${postId(2)}`]),
    );
  });

  it('looks up sequences of a page of posts in one round trip', async () => {
    const one = await graphql(`{ latestPosts(paging: { limit: 1 }) { posts { sequence { slug } } } }`);
    const three = await graphql(`{ latestPosts(paging: { limit: 3 }) { posts { sequence { slug } } } }`);
    expect(three.roundTrips).toBe(one.roundTrips);
  });
});

describe('making sequences (/s/{sequenceSlug}, /s/{sequenceSlug}/edit)', () => {
  const RESULT = `__typename ... on Sequence { id slug title posts { id } viewerCanEdit } ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message }`;
  const CREATE = `mutation ($title: String!, $postIds: [ID!]!) { createSequence(title: $title, postIds: $postIds) { ${RESULT} } }`;
  const UPDATE = `mutation ($id: ID!, $title: String!, $postIds: [ID!]!) { updateSequence(sequenceId: $id, title: $title, postIds: $postIds) { ${RESULT} } }`;
  const as = async (userId: string) => {
    const { cookie, xsrf } = await signIn(userId);
    return async (query: string, variables: Record<string, unknown>) =>
      (
        await graphql<Record<string, Record<string, unknown>>>(query, variables, {
          Cookie: cookie,
          'X-Xsrf-Token': xsrf,
        })
      ).body.data ?? {};
  };

  it('gathers the writer’s published stories in their order, readable at its slug; reordering takes a story out of its old sequence', async () => {
    const ann = await as('u-ann');
    const created = (await ann(CREATE, { title: 'Harbour notes', postIds: [postId(3), postId(1)] }))[
      'createSequence'
    ] as { id: string; slug: string };
    expect(created).toMatchObject({
      __typename: 'Sequence',
      title: 'Harbour notes',
      posts: [{ id: postId(3) }, { id: postId(1) }],
      viewerCanEdit: true,
    });
    expect(created.slug).toMatch(/^harbour-notes-[0-9a-f]{6}$/);
    const { body } = await graphql<{ sequence: unknown }>(
      `query ($slug: String!) { sequence(slug: $slug) { title viewerCanEdit posts { id sequence { slug } } } }`,
      { slug: created.slug },
    );
    expect(body.data?.sequence).toEqual({
      title: 'Harbour notes',
      viewerCanEdit: false,
      posts: [
        { id: postId(3), sequence: { slug: created.slug } },
        { id: postId(1), sequence: { slug: created.slug } },
      ],
    });
    // story 1 left "slow-streets" when it joined this one
    const old = await graphql<{ sequence: unknown }>(`{ sequence(slug: "slow-streets") { posts { id } } }`);
    expect(old.body.data?.sequence).toEqual({ posts: [{ id: postId(2) }] });

    const reordered = await ann(UPDATE, { id: created.id, title: 'Harbour notes', postIds: [postId(1), postId(3)] });
    expect(reordered['updateSequence']).toMatchObject({ posts: [{ id: postId(1) }, { id: postId(3) }] });
  });

  it('refuses stories that are not the writer’s own and published, and edits by anyone else', async () => {
    const ann = await as('u-ann');
    await db
      .update(posts)
      .set({ firstPublishedAt: null })
      .where(eq(posts.id, postId(2)))
      .run();
    expect((await ann(CREATE, { title: 'Mixed', postIds: [postId(2)] }))['createSequence']).toEqual({
      __typename: 'BadRequest',
      message: 'A sequence gathers your own published stories only.',
    });
    const rex = await as('u-rex');
    expect((await rex(CREATE, { title: 'Borrowed', postIds: [postId(1)] }))['createSequence']).toEqual({
      __typename: 'BadRequest',
      message: 'A sequence gathers your own published stories only.',
    });
    expect((await rex(UPDATE, { id: 's1', title: 'Taken over', postIds: [] }))['updateSequence']).toEqual({
      __typename: 'NotFound',
      message: 'Sequence not found',
    });
    expect((await ann(CREATE, { title: '  ', postIds: [] }))['createSequence']).toEqual({
      __typename: 'BadRequest',
      message: 'Give the sequence a title.',
    });
  });
});
