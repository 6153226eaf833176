import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer as as } from '../support/as-viewer.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { topics, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const SAVE = `mutation ($slug: String!, $name: String!, $description: String, $visibility: TopicVisibility!) {
  saveTopic(slug: $slug, name: $name, description: $description, visibility: $visibility) { __typename ... on Topic { slug name description visibility } ... on Failure { message } } }`;
const ADD = `mutation ($slug: String!, $refs: [String!]!) { addPostsToTopic(topicSlug: $slug, postReferences: $refs) { __typename ... on Failure { message } } }`;
const REMOVE = `mutation ($slug: String!, $id: ID!) { removePostFromTopic(topicSlug: $slug, postId: $id) { __typename ... on Failure { message } } }`;
const STORIES = `query ($slug: String!) { topic(slug: $slug) { name postsConnection { posts { id } } } }`;

const topicOf = async (id: string) =>
  (await env.DB.prepare('select primary_topic_id as t from posts where id = ?').bind(id).first<{ t: string | null }>())
    ?.t;

beforeEach(async () => {
  await seedContent(3);
  await db.batch([db.delete(topics), db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ed'))]);
});

describe('topic editing by staff', () => {
  it('creates a topic at a new address, then edits it; a staff-only topic is hidden from everyone else', async () => {
    const staff = await as('u-ed');
    expect(
      (
        await staff(SAVE, {
          slug: 'Slow-Cities',
          name: ' Slow cities ',
          description: 'Streets at walking pace.',
          visibility: 'PUBLIC',
        })
      )['saveTopic'],
    ).toEqual({
      __typename: 'Topic',
      slug: 'slow-cities',
      name: 'Slow cities',
      description: 'Streets at walking pace.',
      visibility: 'PUBLIC',
    });
    expect(
      (await staff(SAVE, { slug: 'slow-cities', name: 'Slow towns', visibility: 'STAFF' }))['saveTopic'],
    ).toMatchObject({ name: 'Slow towns', description: '', visibility: 'STAFF' });
    expect((await env.DB.prepare('select count(*) as n from topics').first<{ n: number }>())?.n).toBe(1);
    expect((await (await as('u-rex'))(STORIES, { slug: 'slow-cities' }))['topic']).toBeNull();
    expect((await staff(STORIES, { slug: 'slow-cities' }))['topic']).toMatchObject({ name: 'Slow towns' });
  });

  it.each([
    ['a reader', 'u-rex', 'Forbidden', 'Only staff can edit topics.'],
    ['a visitor', null, 'Unauthorized', 'Sign in to do that.'],
  ])('refuses %s, who changes nothing', async (_, who, __typename, message) => {
    const ask = await as(who);
    expect((await ask(SAVE, { slug: 'cities', name: 'Cities', visibility: 'PUBLIC' }))['saveTopic']).toEqual({
      __typename,
      message,
    });
    expect((await env.DB.prepare('select count(*) as n from topics').first<{ n: number }>())?.n).toBe(0);
  });

  it.each([
    [
      'an address with spaces',
      { slug: 'slow cities', name: 'Slow' },
      'A topic’s address is up to 50 lowercase letters, digits and single hyphens.',
    ],
    ['no name', { slug: 'slow', name: '  ' }, 'A topic’s name is 1 to 50 characters long.'],
    [
      'a long description',
      { slug: 'slow', name: 'Slow', description: 'x'.repeat(301) },
      'A description can be at most 300 characters long.',
    ],
  ])('refuses %s with a reason', async (_, fields, message) => {
    expect((await (await as('u-ed'))(SAVE, { visibility: 'PUBLIC', ...fields }))['saveTopic']).toEqual({
      __typename: 'BadRequest',
      message,
    });
  });

  it('files stories by address or id, all or none, shows them on the topic, and takes one out', async () => {
    const staff = await as('u-ed');
    await staff(SAVE, { slug: 'cities', name: 'Cities', visibility: 'PUBLIC' });
    const typo = await staff(ADD, { slug: 'cities', refs: [postId(1), 'https://quire.example/@ann/nope'] });
    expect(typo['addPostsToTopic']).toEqual({
      __typename: 'BadRequest',
      message: '“https://quire.example/@ann/nope” is not the address of a story.',
    });
    expect(await topicOf(postId(1))).toBeNull();
    const unknown = await staff(ADD, { slug: 'cities', refs: [postId(1), 'ffffffffffff'] });
    expect(unknown['addPostsToTopic']).toEqual({
      __typename: 'BadRequest',
      message: 'No published story was found at “ffffffffffff”.',
    });

    const added = await staff(ADD, {
      slug: 'cities',
      refs: [`http://localhost/@ann/story-1-${postId(1)}?source=home`, ` ${postId(2)} `],
    });
    expect(added['addPostsToTopic']).toEqual({ __typename: 'Topic' });
    const topicId = await topicOf(postId(1));
    expect(topicId).not.toBeNull();
    expect(await topicOf(postId(2))).toBe(topicId);
    const shown = (await (await as(null))(STORIES, { slug: 'cities' }))['topic'] as unknown as {
      postsConnection: { posts: { id: string }[] };
    };
    expect(shown.postsConnection.posts.map((post) => post.id).sort()).toEqual([postId(1), postId(2)]);

    expect((await staff(REMOVE, { slug: 'cities', id: postId(2) }))['removePostFromTopic']).toEqual({
      __typename: 'Topic',
    });
    expect(await topicOf(postId(2))).toBeNull();
    expect((await staff(REMOVE, { slug: 'cities', id: postId(3) }))['removePostFromTopic']).toEqual({
      __typename: 'NotFound',
      message: 'That story is not in this topic.',
    });
    expect((await (await as('u-rex'))(ADD, { slug: 'cities', refs: [postId(3)] }))['addPostsToTopic']).toEqual({
      __typename: 'Forbidden',
      message: 'Only staff can edit topics.',
    });
  });
});

describe('/topic/{topicSlug}/edit and /add-posts', () => {
  const page = async (path: string, who: string | null) => {
    const headers: Record<string, string> = who ? { Cookie: (await signIn(who)).cookie } : {};
    const response = await SELF.fetch(`http://localhost${path}`, { headers });
    return { status: response.status, html: await response.text() };
  };

  it('shows staff the form, and a topic’s stories with a way to take each out', async () => {
    await (await as('u-ed'))(SAVE, { slug: 'cities', name: 'Cities', visibility: 'PUBLIC' });
    await (await as('u-ed'))(ADD, { slug: 'cities', refs: [postId(1)] });
    const edit = await page('/topic/cities/edit', 'u-ed');
    expect(edit.status).toBe(200);
    expect(edit.html).toContain('<h1 class="page__title">Edit Cities</h1>');
    const create = await page('/topic/new-one/edit', 'u-ed');
    expect(create.html).toContain('No topic lives at /topic/new-one yet.');
    const add = await page('/topic/cities/add-posts', 'u-ed');
    expect(add.status).toBe(200);
    expect(add.html).toContain('Take “Story 1” out of Cities');
    expect((await page('/topic/cities', 'u-ed')).html).toContain('>Edit topic</a>');
  });

  it.each([
    ['/topic/cities/edit', 'u-rex', 'Only staff can edit topics'],
    ['/topic/cities/add-posts', null, 'Sign in</a> if you are on the staff.'],
  ])('shows %s to %s only who may use it', async (path, who, text) => {
    await (await as('u-ed'))(SAVE, { slug: 'cities', name: 'Cities', visibility: 'PUBLIC' });
    const { status, html } = await page(path, who);
    expect(status).toBe(200);
    expect(html).toContain(text);
    expect(html).not.toContain('Edit Cities');
    expect(html).not.toContain('<form class="settings-form"');
  });

  it('answers the stories page of a topic that does not exist with the not-found page', async () => {
    expect((await page('/topic/nowhere/add-posts', 'u-ed')).status).toBe(404);
  });

  it('offers no topic editing to a reader', async () => {
    await (await as('u-ed'))(SAVE, { slug: 'cities', name: 'Cities', visibility: 'PUBLIC' });
    expect((await page('/topic/cities', 'u-rex')).html).not.toContain('>Edit topic</a>');
  });
});
