import { createScheduledController, env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer as as, type Answer } from '../support/as-viewer.ts';
import worker from '../../worker/index.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { postVersions, posts } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const CREATE = `mutation ($title: String) { createPost(title: $title) { __typename ... on Post { id title uniqueSlug latestRev isPublished } ... on Unauthorized { message } } }`;
const SAVE = `mutation ($id: ID!, $baseRev: Int!, $title: String!, $subtitle: String, $paragraphs: [ParagraphInput!]!) {
  savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, subtitle: $subtitle, paragraphs: $paragraphs) {
    __typename
    ... on Post { id title subtitle uniqueSlug latestRev readingTime content { bodyModel { paragraphs { name type text markups { type start end href } } } } }
    ... on Conflict { message } ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message } } }`;

const PARAGRAPHS = [
  { name: 'a1', type: 'H3', text: 'A start', markups: [] },
  {
    name: 'a2',
    type: 'P',
    text: 'Read this and that.',
    markups: [
      { type: 'A', start: 5, end: 9, href: 'https://example.com/this' },
      { type: 'A', start: 14, end: 18, href: 'javascript:alert(1)' },
      { type: 'EM', start: 0, end: 4 },
    ],
  },
];

const versions = async (postId: string) =>
  (
    await env.DB.prepare('select rev, title from post_versions where post_id = ? order by rev')
      .bind(postId)
      .all<{ rev: number; title: string }>()
  ).results;

beforeEach(async () => {
  await seedContent(0);
  await db.delete(postVersions).run();
});

describe('drafts: createPost and savePostDraft', () => {
  it('creates a draft, then saves it over its revision, cleaned, with each revision kept', async () => {
    const ann = await as('u-ann');
    const created = (await ann(CREATE, { title: 'First thoughts' }))['createPost'] as Answer & { id: string };
    expect(created).toMatchObject({ __typename: 'Post', title: 'First thoughts', latestRev: 1, isPublished: false });
    expect(created.id).toMatch(/^[0-9a-f]{12}$/);
    expect(created['uniqueSlug']).toBe(`first-thoughts-${created.id}`);

    const saved = (
      await ann(SAVE, {
        id: created.id,
        baseRev: 1,
        title: 'Second thoughts',
        subtitle: 'On revising',
        paragraphs: PARAGRAPHS,
      })
    )['savePostDraft'] as Answer & {
      content: { bodyModel: { paragraphs: unknown[] } };
    };
    expect(saved).toMatchObject({
      __typename: 'Post',
      title: 'Second thoughts',
      subtitle: 'On revising',
      uniqueSlug: `second-thoughts-${created.id}`,
      latestRev: 2,
    });
    // the javascript: link lost its link, not its words
    expect(saved.content.bodyModel.paragraphs).toEqual([
      { name: 'a1', type: 'H3', text: 'A start', markups: [] },
      {
        name: 'a2',
        type: 'P',
        text: 'Read this and that.',
        markups: [
          { type: 'A', start: 5, end: 9, href: 'https://example.com/this' },
          { type: 'EM', start: 0, end: 4, href: null },
        ],
      },
    ]);
    expect(await versions(created.id)).toEqual([
      { rev: 1, title: 'First thoughts' },
      { rev: 2, title: 'Second thoughts' },
    ]);
  });

  it('refuses the later of two saves from the same revision (two tabs) with a clear message, keeping the first', async () => {
    const ann = await as('u-ann');
    const { id } = (await ann(CREATE))['createPost'] as Answer & { id: string };
    const first = await ann(SAVE, { id, baseRev: 1, title: 'From the laptop', paragraphs: [] });
    const second = await ann(SAVE, { id, baseRev: 1, title: 'From the phone', paragraphs: [] });
    expect(first['savePostDraft']).toMatchObject({ __typename: 'Post', latestRev: 2 });
    expect(second['savePostDraft']).toEqual({
      __typename: 'Conflict',
      message:
        'This story was changed in another tab or window since you opened it. Copy what you wrote, then reload to see the latest version.',
    });
    expect(await versions(id)).toEqual([
      { rev: 1, title: '' },
      { rev: 2, title: 'From the laptop' },
    ]);
  });

  it('lets the editors of the publication a draft was submitted to save it, and no one else (who learns nothing)', async () => {
    const ann = await as('u-ann');
    const { id } = (await ann(CREATE))['createPost'] as Answer & { id: string };
    await db
      .update(posts)
      .set({ pendingCollectionId: 'c-mag', statusForCollection: 'PENDING' })
      .where(eq(posts.id, id))
      .run();
    const ed = await as('u-ed');
    expect(
      (await ed(SAVE, { id, baseRev: 1, title: 'Tightened by the editor', paragraphs: [] }))['savePostDraft'],
    ).toMatchObject({ __typename: 'Post', latestRev: 2 });
    const rex = await as('u-rex');
    expect((await rex(SAVE, { id, baseRev: 2, title: 'Vandal', paragraphs: [] }))['savePostDraft']).toEqual({
      __typename: 'NotFound',
      message: 'Post not found',
    });
    expect(
      (await (await as(null))(SAVE, { id, baseRev: 2, title: 'Vandal', paragraphs: [] }))['savePostDraft'],
    ).toEqual({ __typename: 'Unauthorized', message: 'Sign in to write.' });
  });

  it.each([
    [
      'a paragraph type writers cannot make',
      { paragraphs: [{ name: 'x', type: 'H1', text: 'Big', markups: [] }] },
      'Paragraphs of type H1 cannot be written here.',
    ],
    [
      'a picture that is not an upload',
      {
        paragraphs: [
          {
            name: 'x',
            type: 'IMG',
            text: '',
            markups: [],
            metadata: { id: 'https://evil.example/a.png', originalWidth: 1, originalHeight: 1 },
          },
        ],
      },
      'Every picture must be an uploaded image.',
    ],
    ['a title past 200 characters', { title: 'x'.repeat(201) }, 'A title can be at most 200 characters long.'],
  ])('refuses %s with its reason and stores nothing', async (_, change, message) => {
    const ann = await as('u-ann');
    const { id } = (await ann(CREATE))['createPost'] as Answer & { id: string };
    const answer = await ann(SAVE, { id, baseRev: 1, title: 'T', paragraphs: [], ...change });
    expect(answer['savePostDraft']).toEqual({ __typename: 'BadRequest', message });
    expect(await versions(id)).toEqual([{ rev: 1, title: '' }]);
  });

  it('needs a signed-in writer to create a draft', async () => {
    expect((await (await as(null))(CREATE))['createPost']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to write.',
    });
  });
});

describe('publishPost', () => {
  const PUBLISH = `mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename ... on Post { isPublished firstPublishedAt latestRev } ... on BadRequest { message } ... on NotFound { message } } }`;

  it('publishes the saved draft for readers; an empty one is refused; only the writer publishes', async () => {
    const ann = await as('u-ann');
    const { id } = (await ann(CREATE))['createPost'] as Answer & { id: string };
    expect((await ann(PUBLISH, { id }))['publishPost']).toEqual({
      __typename: 'BadRequest',
      message: 'Write a title or a few words before publishing.',
    });
    await ann(SAVE, { id, baseRev: 1, title: 'Ready', paragraphs: PARAGRAPHS });
    await db.update(posts).set({ pendingCollectionId: 'c-mag' }).where(eq(posts.id, id)).run();
    expect((await (await as('u-ed'))(PUBLISH, { id }))['publishPost']).toEqual({
      __typename: 'BadRequest',
      message: 'Only the writer can publish this story.',
    });
    const published = (await ann(PUBLISH, { id }))['publishPost'];
    expect(published).toMatchObject({ __typename: 'Post', isPublished: true, latestRev: 2 });
    // readers now find it
    const reader = await (await as(null))(`{ post(id: "${id}") { title } }`);
    expect(reader['post']).toEqual({ title: 'Ready' });
    // later saves are revisions ahead of what readers see (test/stories/publishing.test.ts)
    expect((await ann(SAVE, { id, baseRev: 2, title: 'Changed', paragraphs: [] }))['savePostDraft']).toMatchObject({
      __typename: 'Post',
      latestRev: 3,
    });
    expect((await (await as(null))(`{ post(id: "${id}") { title } }`))['post']).toEqual({ title: 'Ready' });
  });
});

describe('/new-story/repost/{repostId}: a draft that begins with another story', () => {
  const REPOST = `mutation ($id: ID) { createPost(repostOfPostId: $id) { __typename
    ... on Post { latestRev latestDraft { content { bodyModel { paragraphs { type text href } } } } } ... on Failure { message } } }`;

  it('begins the draft with a card of the story reposted, then a paragraph for the writer’s words', async () => {
    await seedContent(1);
    const answer = (await (await as('u-rex'))(REPOST, { id: '000000000001' }))['createPost'];
    expect(answer).toEqual({
      __typename: 'Post',
      latestRev: 2,
      latestDraft: {
        content: {
          bodyModel: {
            paragraphs: [
              { type: 'MIXTAPE_EMBED', text: 'Story 1', href: 'http://localhost/p/000000000001' },
              { type: 'P', text: '', href: null },
            ],
          },
        },
      },
    });
  });

  it('refuses a story that is not there to repost, and makes no draft', async () => {
    const drafts = async () =>
      (await env.DB.prepare(`select count(*) as n from posts where creator_id = 'u-rex'`).first<{ n: number }>())?.n;
    expect((await (await as('u-rex'))(REPOST, { id: 'ffffffffffff' }))['createPost']).toEqual({
      __typename: 'NotFound',
      message: 'The story to repost was not found.',
    });
    expect(await drafts()).toBe(0);
  });
});

describe('a story’s revisions, thinned once a day old', () => {
  const NOON = Date.UTC(2026, 5, 10, 12);
  const at = (day: number, hour: number) => Date.UTC(2026, 5, day, hour);
  // each save of the first story, when it was made, and whether the daily run at noon on the 10th keeps it
  const SAVES: readonly [rev: number, savedAt: number, kept: boolean, why: string][] = [
    [1, at(1, 9), true, 'older than the week a run looks back over: an earlier run thinned that day'],
    [2, at(1, 10), true, 'the same'],
    [3, at(7, 8), false, 'the 7th had a later save'],
    [4, at(7, 9), false, 'the 7th had a later save'],
    [5, at(7, 17), true, 'the last save of the 7th'],
    [6, at(8, 10), true, 'the revision readers see (latest published), though the 8th had a later save'],
    [7, at(8, 11), true, 'the last save of the 8th'],
    [8, at(9, 10), false, 'a day old, and the 9th had a later save'],
    [9, at(9, 13), true, 'not yet a day old: every save is kept for a day'],
    [10, at(10, 9), true, 'the latest revision'],
  ];

  it('keeps the last save of each day, the latest and the published revision, and every save of the last day; other stories are untouched', async () => {
    await seedContent(2);
    const [first, second] = [postId(1), postId(2)];
    await batch([
      ...SAVES.map(([rev, savedAt]) =>
        db.insert(postVersions).values({
          postId: first,
          rev,
          title: 'A title',
          subtitle: '',
          content: { paragraphs: [] },
          createdAt: new Date(savedAt),
        }),
      ),
      db.update(posts).set({ latestRev: 10, latestPublishedRev: 6 }).where(eq(posts.id, first)),
      // another story's two saves of the 7th, its latest the second: thinned by its own revisions
      ...[1, 2].map((rev) =>
        db.insert(postVersions).values({
          postId: second,
          rev,
          title: 'Other',
          subtitle: '',
          content: { paragraphs: [] },
          createdAt: new Date(at(7, 8 + rev)),
        }),
      ),
      db.update(posts).set({ latestRev: 2, latestPublishedRev: 2 }).where(eq(posts.id, second)),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: NOON, cron: '17 3 * * *' }), env);
    expect((await versions(first)).map((version) => version.rev)).toEqual(
      SAVES.filter(([, , kept]) => kept).map(([rev]) => rev),
    );
    expect((await versions(second)).map((version) => version.rev)).toEqual([2]);
  });
});
