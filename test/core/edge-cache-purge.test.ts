import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { RecordedPurge } from '../cloudflare-api.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { edgeSite, type EdgeSite } from '../support/edge-site.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { edgeCacheEntries, edgeCachePurges, postTags, tags as tagsTable } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const STORY = '/@ann/story-1-000000000001';

/** The edge cache's index of kept pages carrying a tag: a purge forgets them last. */
const keptPagesTagged = async (tag: string) =>
  (await env.DB.prepare('select count(*) as n from edge_cache_entries where tag = ?').bind(tag).first<{ n: number }>())
    ?.n;

/** A purge of the tag stamped after any render this test starts began. */
const purgeAfterRenderBegan = (tag: string) =>
  db
    .insert(edgeCachePurges)
    .values({ tag, purgedAt: new Date(Date.now() + 60_000) })
    .run();

const PARAGRAPHS = (text: string) => [{ name: 'a1', type: 'P', text, markups: [] }];
const CREATE = `mutation { createPost(title: "Fresh") { ... on Post { id latestRev } } }`;
const SAVE = `mutation ($id: ID!, $baseRev: Int!, $title: String!, $paragraphs: [ParagraphInput!]!) {
  savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, paragraphs: $paragraphs) { __typename ... on Post { latestRev } } }`;
const PUBLISH = `mutation ($id: ID!, $collectionId: ID) { publishPost(targetPostId: $id, collectionId: $collectionId) { __typename ... on Post { latestRev } } }`;

type Session = Awaited<ReturnType<typeof signIn>>;

/** Warms pages into the cache as a visitor: each is a MISS, then a HIT. */
async function warm(site: EdgeSite, ...paths: string[]): Promise<void> {
  for (const path of paths) {
    await site.fetch(path);
    expect([path, (await site.fetch(path)).cache]).toEqual([path, 'HIT']);
  }
}

/** Ann writes and publishes a story; answers its id and the revision readers see. */
async function publishStory(
  site: EdgeSite,
  ann: Session,
  title: string,
  text: string,
  collectionId?: string,
): Promise<{ id: string; rev: number }> {
  const created = (await site.graphql(CREATE, {}, ann))['createPost'] as { id: string };
  await site.graphql(SAVE, { id: created.id, baseRev: 1, title, paragraphs: PARAGRAPHS(text) }, ann);
  const published = (await site.graphql(PUBLISH, { id: created.id, collectionId }, ann))['publishPost'] as {
    __typename: string;
    latestRev: number;
  };
  expect(published.__typename).toBe('Post');
  return { id: created.id, rev: published.latestRev };
}

let ann: Session;
let rex: Session;

beforeEach(async () => {
  await seedContent(3);
  await db.batch([db.delete(edgeCacheEntries), db.delete(edgeCachePurges)]);
  ann = await signIn('u-ann');
  rex = await signIn('u-rex');
});

describe('publish, edit and delete: the stale page is gone on the next request', () => {
  it('publishing puts the story on the home page, the writer’s profile and the publication', async () => {
    const site = edgeSite();
    await warm(site, '/', '/@ann', '/the-mag');
    await publishStory(site, ann, 'A Brand New Story', 'Words of the new story.', 'c-mag');
    for (const path of ['/', '/@ann', '/the-mag']) {
      const page = await site.fetch(path);
      expect([path, page.cache]).toEqual([path, 'MISS']);
      expect(page.body).toContain('A Brand New Story');
    }
  });

  it('publishing changes shows the new words to the next reader', async () => {
    const site = edgeSite();
    const { id, rev } = await publishStory(site, ann, 'Drafted Once', 'The first words.');
    const path = `/p/${id}`;
    await warm(site, path);
    expect((await site.fetch(path)).body).toContain('The first words.');
    await site.graphql(
      SAVE,
      { id, baseRev: rev, title: 'Drafted Twice', paragraphs: PARAGRAPHS('The second words.') },
      ann,
    );
    // a saved revision is not what readers see yet: nothing to purge
    expect((await site.fetch(path)).cache).toBe('HIT');
    await site.graphql(PUBLISH, { id }, ann);
    const after = await site.fetch(path);
    expect(after.cache).toBe('MISS');
    expect(after.body).toContain('The second words.');
    expect(after.body).not.toContain('The first words.');
  });

  it('deleting answers "gone" at once and takes the story off the profile; restoring brings both back', async () => {
    const site = edgeSite();
    await warm(site, STORY, '/@ann');
    await site.graphql(`mutation { deletePost(targetPostId: "000000000001") { __typename } }`, {}, ann);
    const deleted = await site.fetch(STORY);
    expect(deleted.status).toBe(410);
    expect(deleted.cache).toBe('DYNAMIC');
    expect((await site.fetch('/@ann')).body).not.toContain('Story 1<');
    await site.graphql(`mutation { undeletePost(targetPostId: "000000000001") { __typename } }`, {}, ann);
    expect((await site.fetch(STORY)).status).toBe(200);
    expect((await site.fetch('/@ann')).body).toContain('Story 1<');
  });

  it('unpublishing answers "not found" at once', async () => {
    const site = edgeSite();
    const { id } = await publishStory(site, ann, 'Soon Gone', 'Here for a moment.');
    await warm(site, `/p/${id}`);
    await site.graphql(`mutation ($id: ID!) { unpublishPost(targetPostId: $id) { __typename } }`, { id }, ann);
    expect((await site.fetch(`/p/${id}`)).status).toBe(404);
  });
});

describe('other changes purge the pages that show them', () => {
  it.each<[string, string[], string, (session: { ann: Session; rex: Session }) => [Session, string]]>([
    [
      'a clap',
      [STORY, '/@ann', '/'],
      'story',
      ({ rex }) => [rex, `mutation { clap(targetPostId: "000000000001", numClaps: 5) { __typename } }`],
    ],
    [
      'a response',
      [STORY],
      'story',
      ({ rex }) => [
        rex,
        `mutation { createResponse(parentPostId: "000000000001", text: "Well said.") { __typename } }`,
      ],
    ],
    [
      'closing discussion',
      [STORY],
      'story',
      ({ ann }) => [ann, `mutation { setResponsesLocked(targetPostId: "000000000001", locked: true) { __typename } }`],
    ],
    [
      'a follow',
      ['/@ann', STORY],
      'profile',
      ({ rex }) => [rex, `mutation { followUser(targetUserId: "u-ann") { __typename } }`],
    ],
    [
      'a publication follow',
      ['/the-mag'],
      'publication',
      ({ rex }) => [rex, `mutation { followCollection(targetCollectionId: "c-mag") { __typename } }`],
    ],
    [
      'a tag follow',
      ['/tag/essays'],
      'tag',
      ({ rex }) => [rex, `mutation { followTag(tagSlug: "essays") { __typename } }`],
    ],
    [
      'a publication edit',
      ['/the-mag', '/@ann/story-2-000000000002'],
      'publication',
      ({ ann }) => [
        ann,
        `mutation { updateCollection(collectionId: "c-mag", name: "The New Mag", description: "Renamed.") { __typename } }`,
      ],
    ],
    [
      'new story settings',
      ['/tag/essays', STORY],
      'story',
      ({ ann }) => [
        ann,
        `mutation { updatePostSettings(targetPostId: "000000000001", visibility: PUBLIC, license: ALL_RIGHTS_RESERVED, tags: ["poetry"]) { __typename } }`,
      ],
    ],
    [
      'a profile edit',
      ['/@ann', STORY, '/'],
      'profile',
      ({ ann }) => [ann, `mutation { updateUserProfile(name: "Ann Renamed", bio: "New bio.") { __typename } }`],
    ],
    [
      'a public list',
      ['/@ann/lists'],
      'profile',
      ({ ann }) => [ann, `mutation { createCatalog(name: "Favourites") { __typename } }`],
    ],
  ])('%s', async (_case, paths, _shows, change) => {
    const site = edgeSite();
    await warm(site, ...paths);
    const [session, mutation] = change({ ann, rex });
    await site.graphql(mutation, {}, session);
    // a clap's pages are purged by the jobs queue, with its story's count (worker/app/handle-job-batch.ts)
    if (_case === 'a clap')
      await vi.waitFor(async () => expect(await keptPagesTagged('postId-000000000001')).toBe(0), {
        timeout: 5_000,
        interval: 50,
      });
    for (const path of paths) expect([path, (await site.fetch(path)).cache]).toEqual([path, 'MISS']);
  });

  it('what the change did is on the page that follows', async () => {
    const site = edgeSite();
    await warm(site, '/the-mag');
    await site.graphql(
      `mutation { updateCollection(collectionId: "c-mag", name: "The New Mag", description: "Renamed.") { __typename } }`,
      {},
      ann,
    );
    expect((await site.fetch('/the-mag')).body).toContain('The New Mag');
  });

  it('a mute is private: public pages stay in the cache', async () => {
    const site = edgeSite();
    await warm(site, '/@ann');
    await site.graphql(`mutation { muteUser(targetUserId: "u-ann") { __typename } }`, {}, rex);
    expect((await site.fetch('/@ann')).cache).toBe('HIT');
  });

  it('a page rendered while a purge of its tags ran is not kept', async () => {
    const site = edgeSite();
    await purgeAfterRenderBegan('postId-000000000001');
    expect((await site.fetch(STORY)).cache).toBe('MISS');
    expect(await site.stored(STORY)).toBeUndefined();
    expect((await site.fetch('/@ann/story-3-000000000003')).cache).toBe('MISS');
    expect(await site.stored('/@ann/story-3-000000000003')).toBeDefined();
  });

  it('pages kept at once are each written down, and a purge before it still drops its copy', async () => {
    const site = edgeSite();
    await purgeAfterRenderBegan('postId-000000000001');
    const paths = [STORY, '/@ann/story-2-000000000002', '/@ann/story-3-000000000003'];
    expect((await Promise.all(paths.map((path) => site.fetch(path)))).map((page) => page.cache)).toEqual([
      'MISS',
      'MISS',
      'MISS',
    ]);
    expect(await site.stored(STORY)).toBeUndefined();
    expect(await site.stored('/@ann/story-2-000000000002')).toBeDefined();
    expect(await site.stored('/@ann/story-3-000000000003')).toBeDefined();
    expect([await keptPagesTagged('postId-000000000002'), await keptPagesTagged('postId-000000000003')]).toEqual([
      1, 1,
    ]);
  });
});

describe('in production, Cloudflare’s purge-by-tag clears every data centre', () => {
  const api = inject('cloudflareApiUrl');
  const purges = async (): Promise<RecordedPurge[]> => (await fetch(`${api}/purges`)).json();

  it('sends the change’s tags to the zone with the token, and purges our own index too', async () => {
    const zone = `zone-${crypto.randomUUID()}`;
    const site = edgeSite({ CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_PURGE_TOKEN: 'purge-token', CLOUDFLARE_API_URL: api });
    await warm(site, STORY);
    await site.graphql(
      `mutation { setResponsesLocked(targetPostId: "000000000001", locked: true) { __typename } }`,
      {},
      ann,
    );
    expect((await purges()).filter((purge) => purge.zone === zone)).toEqual([
      { zone, authorization: 'Bearer purge-token', tags: ['postId-000000000001'] },
    ]);
    expect((await site.fetch(STORY)).cache).toBe('MISS');
  });

  it('asks at most 30 tags a request', async () => {
    const zone = `zone-${crypto.randomUUID()}`;
    const site = edgeSite({ CLOUDFLARE_ZONE_ID: zone, CLOUDFLARE_PURGE_TOKEN: 'purge-token', CLOUDFLARE_API_URL: api });
    const tags = Array.from({ length: 40 }, (_, index) => `t${index}`);
    await batch([
      ...tags.map((tag) => db.insert(tagsTable).values({ slug: tag, displayTitle: tag, postCount: 0 })),
      ...tags.map((tag) => db.insert(postTags).values({ postId: '000000000001', tagSlug: tag, position: 9 })),
    ]);
    await site.graphql(`mutation { deletePost(targetPostId: "000000000001") { __typename } }`, {}, ann);
    const sent = (await purges()).filter((purge) => purge.zone === zone);
    expect(sent.map((purge) => purge.tags.length)).toEqual([30, sent[1]?.tags.length]);
    expect(sent.flatMap((purge) => purge.tags)).toEqual(
      expect.arrayContaining(['tagSlug-t0', 'tagSlug-t39', 'postId-000000000001', 'name-showhome']),
    );
  });

  it('a failing API is logged; the change is saved and this data centre is purged all the same', async () => {
    const logged = expectConsoleOutput('error');
    const site = edgeSite({
      CLOUDFLARE_ZONE_ID: 'zone',
      CLOUDFLARE_PURGE_TOKEN: 'purge-token',
      CLOUDFLARE_API_URL: `${api}/broken`,
    });
    await warm(site, STORY);
    const answer = await site.graphql(
      `mutation { setResponsesLocked(targetPostId: "000000000001", locked: true) { __typename ... on Post { id } } }`,
      {},
      ann,
    );
    expect(answer['setResponsesLocked']).toMatchObject({ __typename: 'Post', id: '000000000001' });
    expect((await site.fetch(STORY)).cache).toBe('MISS');
    expect(JSON.stringify(logged.mock.calls)).toContain('Cloudflare purge failed');
  });
});
