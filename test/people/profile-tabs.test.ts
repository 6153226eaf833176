import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { insertPost, postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { claps, follows, highlights, posts } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const STORIES = 12;
const RESPONSES = 11;
const responseId = (n: number): string => `e00000000${String(n).padStart(3, '0')}`;

beforeAll(async () => {
  await seedContent(STORIES);
  // rex answers story 1 eleven times, claps for stories 1 to 11 and highlights a passage of story 3
  for (let n = 1; n <= RESPONSES; n += 1) {
    const at = Date.UTC(2026, 1, 1) + n * 60_000;
    await insertPost({
      id: responseId(n),
      creatorId: 'u-rex',
      inResponseToPostId: postId(1),
      title: '',
      uniqueSlug: responseId(n),
      content: {
        paragraphs: [{ name: 'r1', type: 'P', text: `Rex’s answer number ${n}.`, markups: [] }],
      },
      firstPublishedAt: new Date(at),
      latestPublishedAt: new Date(at),
      updatedAt: new Date(at),
    });
  }
  await batch([
    ...Array.from({ length: 11 }, (_, index) =>
      db.insert(claps).values({ userId: 'u-rex', postId: postId(index + 1), count: 5, updatedAt: new Date(1) }),
    ),
    db.insert(highlights).values({
      id: 'q-rex',
      userId: 'u-rex',
      postId: postId(3),
      paragraphName: 'p4',
      startOffset: 0,
      endOffset: 26,
      quotedText: 'Members read on from here.',
    }),
  ]);
});

const page = async (path: string): Promise<string> => {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('a writer’s profile tabs show what their names say (docs/spec-checklist.md 3 §2)', () => {
  it.each([
    ['/@rex/responses', 'Rex’s answer number 11.', 'In response to'],
    ['/@rex/highlights', 'Members read on from here.', 'Highlights by Rex Reader'],
    ['/@rex/has-recommended', 'Story 11', 'Stories Rex Reader recommends'],
    ['/@rex/recommended', 'Story 11', 'Stories Rex Reader recommends'],
    ['/@ed/publications', 'The Mag', 'Publications of Ed Editor'],
  ])('%s shows %s', async (path, only, label) => {
    const html = await page(path);
    expect(html).toContain(only);
    expect(html).toContain(label);
    // the profile's home shows none of it: rex has no stories of his own, ed none either
    const home = await page(path.split('/').slice(0, 2).join('/'));
    expect(home).not.toContain(only);
    expect(home).toContain('hasn’t published any stories yet.');
  });

  it.each([
    ['/@ann/responses', 'Ann Author hasn’t responded to any stories yet.'],
    ['/@ann/highlights', 'Ann Author hasn’t highlighted anything yet.'],
    ['/@ann/has-recommended', 'Ann Author hasn’t clapped for any stories yet.'],
    ['/@rex/publications', 'Rex Reader isn’t part of any publication yet.'],
  ])('%s says so when there is nothing: %s', async (path, empty) => {
    expect(await page(path)).toContain(empty);
  });

  it('pages responses and recommended stories: the second page holds what the first did not', async () => {
    const visitor = await asViewer(null);
    for (const [field, args, total] of [
      ['responsesConnection', '', RESPONSES],
      ['postsConnection', ', clappedFor: true', 11],
    ] as const) {
      const query = `query ($to: String) { userResult(username: "rex") { ... on User { ${field}(paging: { limit: 10, to: $to }${args}) { posts { id } pagingInfo { next { to } } } } } }`;
      type Answer = {
        userResult: Record<string, { posts: { id: string }[]; pagingInfo: { next: { to: string } | null } }>;
      };
      const first = ((await visitor(query, { to: null })) as unknown as Answer).userResult[field];
      const second = ((await visitor(query, { to: first?.pagingInfo.next?.to ?? '' })) as unknown as Answer).userResult[
        field
      ];
      const firstIds = first?.posts.map((post) => post.id) ?? [];
      const secondIds = second?.posts.map((post) => post.id) ?? [];
      expect(firstIds).toHaveLength(10);
      expect(secondIds).toHaveLength(total - 10);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      expect(second?.pagingInfo.next).toBeNull();
    }
  });

  it('shows a writer’s followers and following under a publication’s address too', async () => {
    await db.insert(follows).values({ followerId: 'u-rex', followedId: 'u-ed' }).onConflictDoNothing().run();
    const followers = await page('/the-mag/@ed/followers');
    expect(followers).toContain('Rex Reader');
    expect(followers).toContain('Ed Editor’s followers');
    expect(await page('/the-mag/@ed/following')).toContain('Ed Editor doesn’t follow anyone yet.');
    expect(await page('/the-mag/@rex/following')).toContain('People Rex Reader follows');
  });

  it('leaves out a highlight past the paywall of a members-only story the viewer may not read', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(3)))
      .run();
    try {
      expect(await page('/@rex/highlights')).toContain('Rex Reader hasn’t highlighted anything yet.');
    } finally {
      await db
        .update(posts)
        .set({ visibility: 'PUBLIC' })
        .where(eq(posts.id, postId(3)))
        .run();
    }
  });
});

describe('a publication’s numbered pages of stories (/{collectionSlug}/all/{page})', () => {
  // the sample publication holds the even stories, 2 to 12, and six more: twelve, ten to a page
  beforeAll(async () => {
    for (let n = 21; n <= 26; n += 1) {
      const at = Date.UTC(2025, 0, 1) + n * 60_000;
      await insertPost({
        id: `f000000000${n}`,
        creatorId: 'u-ann',
        collectionId: 'c-mag',
        title: `Story ${n}`,
        uniqueSlug: `story-${n}-f000000000${n}`,
        content: { paragraphs: [] },
        firstPublishedAt: new Date(at),
        latestPublishedAt: new Date(at),
        updatedAt: new Date(at),
      });
    }
  });
  const titles = (html: string): string[] => [...html.matchAll(/>(Story \d+)</g)].map((match) => match[1] ?? '');

  it('shows each page its own stories: page 2 holds what page 1 did not', async () => {
    const first = titles(await page('/the-mag/all/1'));
    const second = titles(await page('/the-mag/all/2'));
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(2);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });

  it('answers a page past the end with none of the stories, and a page that is not a number as the first', async () => {
    expect(titles(await page('/the-mag/all/7'))).toEqual([]);
    expect(titles(await page('/the-mag/all/x'))).toEqual(titles(await page('/the-mag/all/1')));
  });
});
