import { createScheduledController, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { asViewer as as, type Answer, type Ask } from '../support/as-viewer.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { postVersions, posts, topics, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const RESULT = `__typename ... on Post { id title isPublished latestRev } ... on BadRequest { message } ... on NotFound { message } ... on Conflict { message } ... on Unauthorized { message }`;
const CREATE = `mutation ($collectionSlug: String) { createPost(collectionSlug: $collectionSlug) { ${RESULT} } }`;
const SAVE = `mutation ($id: ID!, $baseRev: Int!, $title: String!, $paragraphs: [ParagraphInput!]!) { savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, paragraphs: $paragraphs) { ${RESULT} } }`;
const PUBLISH = `mutation ($id: ID!, $collectionId: ID) { publishPost(targetPostId: $id, collectionId: $collectionId) { ${RESULT} } }`;
const READ = `query ($id: ID!) { post(id: $id) { title content { bodyModel { paragraphs { text } } } } }`;
const EDITOR_VIEW = `query ($id: ID!) { post(id: $id) { title isPublished hasUnpublishedChanges latestRev statusForCollection collection { slug } draftStatus { label collection { name } } latestDraft { rev title content { bodyModel { paragraphs { text } } } } versions { rev title } } }`;

const words = (text: string) => [{ name: 'a1', type: 'P', text, markups: [] }];

/** A draft by `ask`'s viewer, saved once with a title and one paragraph; its id and revision. */
async function writeDraft(ask: Ask, title: string, text = 'Some words.', collectionSlug?: string) {
  const created = (await ask(CREATE, { collectionSlug }))['createPost'] as Answer & { id: string };
  expect(created.__typename).toBe('Post');
  const saved = (await ask(SAVE, { id: created.id, baseRev: 1, title, paragraphs: words(text) }))[
    'savePostDraft'
  ] as Answer & { latestRev: number };
  return { id: created.id, rev: saved.latestRev };
}

beforeEach(async () => {
  await seedContent(0);
  await db.batch([
    db.delete(topics),
    db.insert(topics).values([
      { id: 't-1', slug: 'writing', name: 'Writing', visibility: 'PUBLIC' },
      { id: 't-2', slug: 'staff-picks', name: 'Staff picks', visibility: 'STAFF' },
    ]),
    db.insert(users).values({ id: 'u-wes', username: 'wes', name: 'Wes Writer' }),
  ]);
});

describe('editing a published story', () => {
  it('keeps readers on the published revision until the writer publishes again', async () => {
    const ann = await as('u-ann');
    const { id, rev } = await writeDraft(ann, 'First light', 'The published words.');
    await ann(PUBLISH, { id });
    const edited = (
      await ann(SAVE, { id, baseRev: rev, title: 'First light, revised', paragraphs: words('Words in progress.') })
    )['savePostDraft'];
    expect(edited).toMatchObject({ __typename: 'Post', latestRev: rev + 1 });

    const reader = await as(null);
    expect((await reader(READ, { id }))['post']).toEqual({
      title: 'First light',
      content: { bodyModel: { paragraphs: [{ text: 'The published words.' }] } },
    });
    expect((await ann(EDITOR_VIEW, { id }))['post']).toMatchObject({
      title: 'First light',
      hasUnpublishedChanges: true,
      latestDraft: {
        rev: rev + 1,
        title: 'First light, revised',
        content: { bodyModel: { paragraphs: [{ text: 'Words in progress.' }] } },
      },
    });

    await ann(PUBLISH, { id });
    expect((await reader(READ, { id }))['post']).toEqual({
      title: 'First light, revised',
      content: { bodyModel: { paragraphs: [{ text: 'Words in progress.' }] } },
    });
    expect((await ann(EDITOR_VIEW, { id }))['post']).toMatchObject({ hasUnpublishedChanges: false });
  });

  it('unpublishes: readers lose the story, the writer keeps the latest revision as a draft', async () => {
    const ann = await as('u-ann');
    const { id, rev } = await writeDraft(ann, 'Brief');
    await ann(PUBLISH, { id });
    await ann(SAVE, { id, baseRev: rev, title: 'Brief, longer', paragraphs: words('More.') });
    const UNPUBLISH = `mutation ($id: ID!) { unpublishPost(targetPostId: $id) { ${RESULT} } }`;
    expect((await ann(UNPUBLISH, { id }))['unpublishPost']).toMatchObject({
      __typename: 'Post',
      isPublished: false,
      title: 'Brief, longer',
    });
    expect(
      (await (await as(null))(`query ($id: ID!) { postResult(id: $id) { __typename } }`, { id }))['postResult'],
    ).toEqual({ __typename: 'NotFound' });
    expect((await ann(UNPUBLISH, { id }))['unpublishPost']).toEqual({
      __typename: 'BadRequest',
      message: 'This story is not published.',
    });
    expect((await (await as('u-rex'))(UNPUBLISH, { id }))['unpublishPost']).toEqual({
      __typename: 'NotFound',
      message: 'Post not found',
    });
  });

  it('reverts to a kept version over the latest revision, refusing a stale base', async () => {
    const ann = await as('u-ann');
    const { id, rev } = await writeDraft(ann, 'Version A', 'Alpha.');
    await ann(SAVE, { id, baseRev: rev, title: 'Version B', paragraphs: words('Beta.') });
    const REVERT = `mutation ($id: ID!, $versionId: Int!, $baseRev: Int!) { revertPost(targetPostId: $id, versionId: $versionId, baseRev: $baseRev) { ${RESULT} } }`;
    expect((await ann(REVERT, { id, versionId: rev, baseRev: rev }))['revertPost']).toMatchObject({
      __typename: 'Conflict',
    });
    expect((await ann(REVERT, { id, versionId: rev, baseRev: rev + 1 }))['revertPost']).toMatchObject({
      __typename: 'Post',
      title: 'Version A',
      latestRev: rev + 2,
    });
    const view = (await ann(EDITOR_VIEW, { id }))['post'] as Answer;
    expect(view['versions']).toEqual([
      { rev: rev + 2, title: 'Version A' },
      { rev: rev + 1, title: 'Version B' },
      { rev, title: 'Version A' },
      { rev: 1, title: '' },
    ]);
    expect((await ann(REVERT, { id, versionId: 99, baseRev: rev + 2 }))['revertPost']).toEqual({
      __typename: 'NotFound',
      message: 'That version of the story does not exist.',
    });
  });

  it('keeps members-only stories closed to editing unless can_edit_members_only_posts is on (docs/spec-checklist.md 1 §2.9)', async () => {
    const ann = await as('u-ann');
    const { id, rev } = await writeDraft(ann, 'For members');
    await ann(PUBLISH, { id });
    await db.update(posts).set({ visibility: 'LOCKED' }).where(eq(posts.id, id)).run();
    expect((await ann(SAVE, { id, baseRev: rev, title: 'Changed', paragraphs: [] }))['savePostDraft']).toEqual({
      __typename: 'BadRequest',
      message: 'Members-only stories cannot be edited after publishing yet.',
    });
  });
});

describe('story settings: tags, topic, license, visibility', () => {
  const SETTINGS = `mutation ($id: ID!, $visibility: PostVisibility!, $license: License!, $tags: [String!]!, $topic: String, $canonicalUrl: String) {
    updatePostSettings(targetPostId: $id, visibility: $visibility, license: $license, tags: $tags, primaryTopicSlug: $topic, canonicalUrl: $canonicalUrl) {
      __typename ... on Post { visibility license primaryTopic { slug name } tags { normalizedTagSlug displayTitle postCount } } ... on BadRequest { message } ... on NotFound { message } } }`;

  it('stores up to five tags in order, a public topic and a license; tag counts follow publishing', async () => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'Tagged');
    const saved = (
      await ann(SETTINGS, {
        id,
        visibility: 'PUBLIC',
        license: 'CC_40_BY',
        tags: ['Essays', 'Short Fiction'],
        topic: 'writing',
      })
    )['updatePostSettings'];
    expect(saved).toEqual({
      __typename: 'Post',
      visibility: 'PUBLIC',
      license: 'CC_40_BY',
      primaryTopic: { slug: 'writing', name: 'Writing' },
      tags: [
        { normalizedTagSlug: 'essays', displayTitle: 'Essays', postCount: 0 },
        { normalizedTagSlug: 'short-fiction', displayTitle: 'Short Fiction', postCount: 0 },
      ],
    });
    await ann(PUBLISH, { id });
    const TAG = `{ tagFromSlug(tagSlug: "short-fiction") { postCount } }`;
    expect((await ann(TAG))['tagFromSlug']).toEqual({ postCount: 1 });
    await ann(`mutation ($id: ID!) { unpublishPost(targetPostId: $id) { __typename } }`, { id });
    expect((await ann(TAG))['tagFromSlug']).toEqual({ postCount: 0 });
  });

  it.each([
    ['six tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'A story can have at most 5 tags.'],
    ['a staff topic', { topic: 'staff-picks' }, 'Choose one of the topics offered.'],
    ['an unknown topic', { topic: 'nope' }, 'Choose one of the topics offered.'],
    [
      'a canonical address that is not a web page’s',
      { canonicalUrl: 'javascript:alert(1)' },
      'The canonical address must be an http:// or https:// address.',
    ],
  ])('refuses %s', async (_, change, message) => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'Tagged');
    expect(
      (await ann(SETTINGS, { id, visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', tags: [], ...change }))[
        'updatePostSettings'
      ],
    ).toEqual({ __typename: 'BadRequest', message });
  });

  it('names where a story was first published as its canonical address on its page, keeps it when settings leave it out, and clears it when emptied', async () => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'First elsewhere');
    await ann(PUBLISH, { id });
    const base = { id, visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', tags: [] };
    const canonicalOf = async () => {
      const post = (await ann(`query ($id: ID!) { post(id: $id) { canonicalUrl mediumUrl } }`, { id }))['post'];
      return { canonicalUrl: post?.['canonicalUrl'] ?? null, mediumUrl: String(post?.['mediumUrl']) };
    };
    await ann(SETTINGS, { ...base, canonicalUrl: 'https://blog.example/first' });
    const { mediumUrl } = await canonicalOf();
    expect(await (await SELF.fetch(mediumUrl)).text()).toContain(
      '<link rel="canonical" href="https://blog.example/first"/>',
    );
    await ann(SETTINGS, base);
    expect((await canonicalOf()).canonicalUrl).toBe('https://blog.example/first');
    await ann(SETTINGS, { ...base, canonicalUrl: '' });
    expect((await canonicalOf()).canonicalUrl).toBeNull();
    expect(await (await SELF.fetch(mediumUrl)).text()).toContain(`<link rel="canonical" href="${mediumUrl}"/>`);
  });

  it('leaves unlisted stories out of lists but open at their address; strangers cannot change settings', async () => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'Quiet one');
    await ann(PUBLISH, { id });
    await ann(SETTINGS, { id, visibility: 'UNLISTED', license: 'ALL_RIGHTS_RESERVED', tags: [] });
    const reader = await as(null);
    const lists = await reader(
      `{ latestPosts { posts { id } } user(username: "ann") { postsConnection { posts { id } } } }`,
    );
    expect(lists).toEqual({ latestPosts: { posts: [] }, user: { postsConnection: { posts: [] } } });
    expect((await reader(READ, { id }))['post']).toMatchObject({ title: 'Quiet one' });
    expect(
      (await (await as('u-rex'))(SETTINGS, { id, visibility: 'PUBLIC', license: 'ALL_RIGHTS_RESERVED', tags: [] }))[
        'updatePostSettings'
      ],
    ).toEqual({ __typename: 'NotFound', message: 'Post not found' });
  });
});

describe('trash: deletePost, UndeletePostMutation and the 14-day purge', () => {
  const DELETE = `mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`;
  const exists = async (id: string) =>
    (await env.DB.prepare('select count(*) as n from posts where id = ?').bind(id).first<number>('n')) === 1;
  /** The daily cron, run as if it fired `days` after the deletion: its scheduled time is the clock. */
  async function purgeAt(deletedAt: number, days: number) {
    await worker.scheduled(
      createScheduledController({ scheduledTime: deletedAt + days * 86_400_000, cron: '17 3 * * *' }),
      env,
    );
  }

  it('keeps a deleted story 14 days for undelete, then the scheduled job removes it with its revisions', async () => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'Regrettable');
    const kept = await writeDraft(ann, 'Keeper');
    await ann(DELETE, { id });
    const deletedAt =
      (await env.DB.prepare('select deleted_at from posts where id = ?').bind(id).first<number>('deleted_at')) ?? 0;
    expect(deletedAt).toBeGreaterThan(0);

    await purgeAt(deletedAt, 13.9);
    expect(await exists(id)).toBe(true);
    await purgeAt(deletedAt, 14);
    expect(await exists(id)).toBe(false);
    expect(
      await env.DB.prepare('select count(*) as n from post_versions where post_id = ?').bind(id).first<number>('n'),
    ).toBe(0);
    expect(await exists(kept.id)).toBe(true);
  });

  it('restores a story from the trash, which the purge then leaves alone', async () => {
    const ann = await as('u-ann');
    const { id } = await writeDraft(ann, 'Second chance');
    await ann(DELETE, { id });
    const deletedAt =
      (await env.DB.prepare('select deleted_at from posts where id = ?').bind(id).first<number>('deleted_at')) ?? 0;
    expect(
      (
        await ann(
          `mutation UndeletePostMutation($id: ID!) { undeletePost(targetPostId: $id) { __typename ... on Post { deletedAt } } }`,
          { id },
        )
      )['undeletePost'],
    ).toEqual({
      __typename: 'Post',
      deletedAt: null,
    });
    await purgeAt(deletedAt, 30);
    expect(await exists(id)).toBe(true);
  });
});

describe('your stories (/me/stories/{filterBy})', () => {
  it('lists the viewer’s own stories under drafts, public, unlisted, responses and deleted', async () => {
    const ann = await as('u-ann');
    const draft = await writeDraft(ann, 'Half done');
    const published = await writeDraft(ann, 'Out there');
    await ann(PUBLISH, { id: published.id });
    const quiet = await writeDraft(ann, 'Quiet');
    await ann(PUBLISH, { id: quiet.id });
    await db.update(posts).set({ visibility: 'UNLISTED' }).where(eq(posts.id, quiet.id)).run();
    const gone = await writeDraft(ann, 'Gone');
    await ann(`mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`, { id: gone.id });
    await db
      .insert(posts)
      .values({
        id: 'resp1',
        creatorId: 'u-ann',
        title: '',
        uniqueSlug: 'resp1',
        content: { paragraphs: [] },
        inResponseToPostId: published.id,
        firstPublishedAt: new Date(1),
        updatedAt: new Date(1),
      })
      .run();
    await writeDraft(await as('u-rex'), 'Not Ann’s');

    const tab = async (filterBy: string) =>
      (
        (await ann(`query ($f: YourStoriesFilter!) { viewerStories(filterBy: $f) { id } }`, { f: filterBy }))[
          'viewerStories'
        ] as unknown as { id: string }[]
      ).map((post) => post.id);
    expect(await tab('drafts')).toEqual([draft.id]);
    expect(await tab('public')).toEqual([published.id]);
    expect(await tab('unlisted')).toEqual([quiet.id]);
    expect(await tab('responses')).toEqual(['resp1']);
    expect(await tab('deleted')).toEqual([gone.id]);
    expect((await (await as(null))(`{ viewerStories(filterBy: drafts) { id } }`))['viewerStories']).toEqual([]);
  });
});

describe('series (/new-series, /series/{postId}, /me/series, /@{username}/series)', () => {
  it('starts a series as a draft of its own kind, publishes it at /series/{postId} and lists it apart from stories', async () => {
    const ann = await as('u-ann');
    const created = (await ann(`mutation { createPost(isSeries: true) { __typename ... on Post { id isSeries } } }`))[
      'createPost'
    ] as Answer & { id: string };
    expect(created).toMatchObject({ __typename: 'Post', isSeries: true });
    await ann(SAVE, { id: created.id, baseRev: 1, title: 'Daily frames', paragraphs: words('Frame one.') });
    const story = await writeDraft(ann, 'A plain story');
    const mine = async (series: boolean) =>
      (
        (await ann(`query ($series: Boolean) { viewerStories(filterBy: drafts, series: $series) { id } }`, { series }))[
          'viewerStories'
        ] as unknown as { id: string }[]
      ).map((post) => post.id);
    expect(await mine(true)).toEqual([created.id]);
    expect(await mine(false)).toEqual([story.id]);

    await ann(PUBLISH, { id: created.id });
    await ann(PUBLISH, { id: story.id });
    const reader = await as(null);
    expect((await reader(`query ($id: ID!) { post(id: $id) { mediumUrl } }`, { id: created.id }))['post']).toEqual({
      mediumUrl: `http://localhost/series/${created.id}`,
    });
    const lists = await reader(
      `{ all: user(username: "ann") { postsConnection { posts { id } } } series: user(username: "ann") { postsConnection(seriesOnly: true) { posts { id } } } }`,
    );
    expect(lists).toEqual({
      all: { postsConnection: { posts: [{ id: story.id }, { id: created.id }] } },
      series: { postsConnection: { posts: [{ id: created.id }] } },
    });
  });
});

describe('the writer’s published-story count was never updated after the seed', () => {
  const count = async () =>
    (await env.DB.prepare("select published_post_count as n from users where id = 'u-ann'").first<{ n: number }>())?.n;
  const publishedPosts = async () =>
    (
      (await (await as(null))('{ userResult(username: "ann") { ... on User { userPostCounts { publishedPosts } } } }'))[
        'userResult'
      ] as unknown as { userPostCounts: { publishedPosts: number } }
    ).userPostCounts.publishedPosts;

  it('follows publishing, the trash and unpublishing', async () => {
    await seedContent(3);
    expect(await count(), 'seeded').toBe(3);
    const ann = await as('u-ann');
    expect(await ann('mutation { deletePost(targetPostId: "000000000001") { __typename } }')).toEqual({
      deletePost: { __typename: 'Post' },
    });
    expect(await count(), 'in the trash').toBe(2);
    await ann('mutation { undeletePost(targetPostId: "000000000001") { __typename } }');
    expect(await count(), 'restored').toBe(3);
    // the story's first revision, as publishing keeps it
    const story = await db.select().from(posts).where(eq(posts.id, '000000000002')).get();
    await db.batch([
      db.insert(postVersions).values({
        postId: '000000000002',
        rev: 1,
        title: story?.title ?? '',
        subtitle: '',
        content: story?.content ?? { paragraphs: [] },
        createdAt: new Date(0),
      }),
      db.update(posts).set({ latestRev: 1, latestPublishedRev: 1 }).where(eq(posts.id, '000000000002')),
    ]);
    expect(await ann('mutation { unpublishPost(targetPostId: "000000000002") { __typename } }')).toEqual({
      unpublishPost: { __typename: 'Post' },
    });
    expect(await publishedPosts()).toBe(2);
    // a response is not a story
    await (await as('u-ann'))(
      'mutation { createResponse(parentPostId: "000000000003", text: "Thanks!") { __typename } }',
    );
    expect(await count(), 'after a response').toBe(2);
  });
});
