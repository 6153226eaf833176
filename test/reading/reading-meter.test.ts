import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { FREE_STORIES_PER_MONTH } from '../../shared/reading/meter-decision.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { seedHosts } from '../support/seed-hosts.ts';
import { eq, sql } from 'drizzle-orm';
import { meterHandoffs, meterUnlocks, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const stored = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(...values);

const VIEW = `mutation ($id: ID!, $sk: String, $page: String) { recordPostView(targetPostId: $id, shareKey: $sk, pageUrl: $page) {
  __typename ... on PostView { readable wall identityRedirect meteringInfo { postIds freeStoriesLeft } } } }`;
const CONTENT = `query ($id: ID!) { post(id: $id) { content { isLockedPreviewOnly bodyModel { paragraphs { name } } } } }`;

interface View {
  readable: boolean;
  wall: string | null;
  identityRedirect: string | null;
  meteringInfo: { postIds: string[]; freeStoriesLeft: number | null };
}

/** A browser on one host: it keeps the cookies the site sets, as a browser would. */
function browser(origin = 'http://localhost', init: { cookie?: string; xsrf?: string; userAgent?: string } = {}) {
  const cookies = new Map<string, string>();
  if (init.cookie) for (const pair of init.cookie.split('; ')) cookies.set(pair.split('=')[0] ?? '', pair);
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      cookies.set(pair.split('=')[0] ?? '', pair);
    }
    return response;
  };
  const headers = () => ({
    Cookie: [...cookies.values()].join('; '),
    'User-Agent': init.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
  });
  const ask = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = keep(
      await SELF.fetch(`${origin}/_/graphql`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json', 'X-Xsrf-Token': init.xsrf ?? '' },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as { data: Record<string, T>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return Object.values(body.data)[0] as T;
  };
  return {
    cookies,
    ask,
    view: (id: string, variables: { sk?: string; page?: string } = {}) => ask<View>(VIEW, { id, ...variables }),
    /** The paragraphs the data API hands this browser. */
    paragraphs: async (id: string) =>
      (await ask<{ content: { bodyModel: { paragraphs: unknown[] } } }>(CONTENT, { id })).content.bodyModel.paragraphs
        .length,
    visit: async (path: string) =>
      keep(await SELF.fetch(new URL(path, origin).href, { headers: headers(), redirect: 'manual' })),
  };
}

const lockAll = () => db.update(posts).set({ visibility: 'LOCKED' }).run();
const reader = async (userId: string) => {
  const { cookie, xsrf } = await signIn(userId);
  return browser('http://localhost', { cookie, xsrf });
};

describe('the reading meter’s paywall', () => {
  beforeEach(async () => {
    await seedContent(6);
    await db.batch([
      db.delete(meterUnlocks),
      db.delete(meterHandoffs),
      db.update(posts).set({ shareKey: 'friend-key-1' }),
    ]);
    await lockAll();
  });

  it(`opens a visitor’s first ${FREE_STORIES_PER_MONTH.visitor} members-only story a month, then puts up the registration wall`, async () => {
    const visitor = browser();
    expect(await visitor.paragraphs(postId(1))).toBe(3);
    expect(await visitor.view(postId(1))).toEqual({
      __typename: 'PostView',
      readable: true,
      wall: null,
      identityRedirect: null,
      meteringInfo: { postIds: [postId(1)], freeStoriesLeft: 0 },
    });
    expect(visitor.cookies.get('mv')).toMatch(/^mv=[A-Za-z0-9_-]{24}$/);
    expect(await visitor.paragraphs(postId(1))).toBe(4);

    expect(await visitor.view(postId(2))).toMatchObject({ readable: false, wall: 'REGISTRATION' });
    expect(await visitor.paragraphs(postId(2))).toBe(3);
    // the story the meter opened stays open all month, at no further cost
    expect(await visitor.view(postId(1))).toMatchObject({ readable: true, meteringInfo: { postIds: [postId(1)] } });
    // a browser without the cookie is another visitor
    expect(await browser().paragraphs(postId(1))).toBe(3);
  });

  it('answers a view with the paragraphs the meter opened, so the page asks for nothing more, and with the preview past the wall', async () => {
    const visitor = browser();
    const withContent = `mutation ($id: ID!) { recordPostView(targetPostId: $id) { ... on PostView { readable
      content { isLockedPreviewOnly bodyModel { paragraphs { name text } } } } } }`;
    const opened = await visitor.ask<{
      readable: boolean;
      content: { isLockedPreviewOnly: boolean; bodyModel: { paragraphs: { text: string }[] } };
    }>(withContent, { id: postId(1) });
    expect(opened.readable).toBe(true);
    expect(opened.content.isLockedPreviewOnly).toBe(false);
    expect(opened.content.bodyModel.paragraphs).toHaveLength(4);
    expect(opened.content.bodyModel.paragraphs.at(-1)?.text).toBe('Members read on from here.');
    const walled = await visitor.ask<typeof opened>(withContent, { id: postId(2) });
    expect(walled.readable).toBe(false);
    expect(walled.content.isLockedPreviewOnly).toBe(true);
    expect(walled.content.bodyModel.paragraphs.map((paragraph) => paragraph.text)).not.toContain(
      'Members read on from here.',
    );
    expect(walled.content.bodyModel.paragraphs).toHaveLength(3);
  });

  it('never puts a visitor’s opened story into the page itself, so one cached page serves every visitor', async () => {
    const visitor = browser();
    await visitor.view(postId(1));
    const page = await (await visitor.visit(`/@ann/story-1-${postId(1)}`)).text();
    expect(page).not.toContain('Members read on from here.');
    expect(page).toContain('The second paragraph.');
  });

  it(`opens ${FREE_STORIES_PER_MONTH.reader} a month to a signed-in reader who is not a member, then the membership wall; the page shows what it opened`, async () => {
    const rex = await reader('u-rex');
    for (const n of [1, 2, 3])
      expect(await rex.view(postId(n))).toMatchObject({
        readable: true,
        wall: null,
        meteringInfo: { freeStoriesLeft: 3 - n },
      });
    expect(await rex.view(postId(4))).toMatchObject({
      readable: false,
      wall: 'MEMBERSHIP',
      meteringInfo: { freeStoriesLeft: 0 },
    });
    expect(await rex.paragraphs(postId(4))).toBe(3);
    // a signed-in page is the reader's own: it renders the opened story whole
    expect(await (await rex.visit(`/@ann/story-3-${postId(3)}`)).text()).toContain('Members read on from here.');
    expect(await (await rex.visit(`/@ann/story-4-${postId(4)}`)).text()).not.toContain('Members read on from here.');
  });

  it('lets members, the writer and editors, and Friend Links read freely, spending nothing', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1700000000000) })
      .where(eq(users.id, 'u-ed'))
      .run();
    const member = await reader('u-ed');
    const writer = await reader('u-ann');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(await member.view(postId(n))).toMatchObject({
        readable: true,
        wall: null,
        meteringInfo: { postIds: [], freeStoriesLeft: null },
      });
      expect(await writer.view(postId(n))).toMatchObject({ readable: true, meteringInfo: { postIds: [] } });
    }
    const visitor = browser();
    for (const n of [1, 2, 3])
      expect(await visitor.view(postId(n), { sk: 'friend-key-1' })).toMatchObject({
        readable: true,
        meteringInfo: { postIds: [] },
      });
    expect(await visitor.view(postId(4), { sk: 'a-wrong-key' })).toMatchObject({
      readable: true,
      meteringInfo: { postIds: [postId(4)] },
    });
  });

  it('shows crawlers the preview every visitor may see, with no wall and nothing counted', async () => {
    const crawler = browser('http://localhost', {
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    for (const n of [1, 2]) expect(await crawler.view(postId(n))).toMatchObject({ readable: false, wall: null });
    expect(crawler.cookies.size).toBe(0);
    expect((await stored('select count(*) as n from meter_unlocks').first())?.['n']).toBe(0);
  });

  it('starts again each month: last month’s stories count no more', async () => {
    const rex = await reader('u-rex');
    for (const n of [1, 2, 3]) await rex.view(postId(n));
    await db
      .update(meterUnlocks)
      .set({ monthStart: sql`${meterUnlocks.monthStart} - 2678400000` })
      .run();
    expect(await rex.paragraphs(postId(1))).toBe(3);
    expect(await rex.view(postId(4))).toMatchObject({
      readable: true,
      meteringInfo: { postIds: [postId(4)], freeStoriesLeft: 2 },
    });
  });

  it('counts reads sent at once, in parallel or batched, against the same free stories', async () => {
    const rex = await reader('u-rex');
    const views = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => rex.view(postId(n))));
    expect(views.filter((view) => view.readable)).toHaveLength(3);
    // a second reader (not an editor, who would read the publication's stories freely)
    await db.insert(users).values({ id: 'u-sam', username: 'sam', name: 'Sam Reader' }).run();
    const { cookie, xsrf } = await signIn('u-sam');
    const batch = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Xsrf-Token': xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify([1, 2, 3, 4, 5].map((n) => ({ query: VIEW, variables: { id: postId(n) } }))),
    });
    const answers = (await batch.json()) as { data: { recordPostView: View } }[];
    expect(answers.filter((answer) => answer.data.recordPostView.readable)).toHaveLength(3);
  });
});

describe('one meter across the main site, subdomains and custom domains', () => {
  beforeEach(async () => {
    await seedHosts();
    await db.batch([
      db.delete(meterUnlocks),
      db.delete(meterHandoffs),
      db.update(posts).set({ visibility: 'LOCKED' }),
      db.insert(posts).values({
        id: '00000000b0b1',
        creatorId: 'u-bob',
        title: 'Bob’s Story',
        uniqueSlug: 'bobs-story-00000000b0b1',
        content: { paragraphs: [] },
        firstPublishedAt: new Date(1),
        latestPublishedAt: new Date(1),
        updatedAt: new Date(1),
        visibility: 'LOCKED',
      }),
    ]);
  });

  it('sends a visitor new to a writer’s domain through the main site, which hands its meter on once', async () => {
    const main = browser();
    expect(await main.view('0123456789ab')).toMatchObject({ readable: true });
    const mainId = main.cookies.get('mv');

    const bob = browser('http://bob.example');
    const page = 'http://bob.example/bobs-story-00000000b0b1';
    const first = await bob.view('00000000b0b1', { page });
    expect(first).toMatchObject({ readable: false, wall: null });
    const redirect = new URL(first.identityRedirect ?? '');
    expect(redirect.href).toBe(`http://localhost/m/global-identity?redirectUrl=${encodeURIComponent(page)}&meter=1`);

    const handOff = await main.visit(redirect.pathname + redirect.search);
    expect(handOff.status).toBe(302);
    const next = new URL(handOff.headers.get('Location') ?? '');
    expect(next.origin).toBe('http://bob.example');
    const back = await bob.visit(next.pathname + next.search);
    expect(back.headers.get('Location')).toBe(page);
    expect(bob.cookies.get('mv')).toBe(mainId);
    // the visitor's one free story went on the main site: here they meet the wall
    expect(await bob.view('00000000b0b1', { page })).toMatchObject({
      readable: false,
      wall: 'REGISTRATION',
      meteringInfo: { postIds: ['0123456789ab'] },
    });

    // the token was spent
    const stranger = browser('http://bob.example');
    await stranger.visit(next.pathname + next.search);
    expect(stranger.cookies.has('mv')).toBe(false);
  });

  it('hands a meter only to the sites it serves, and starts one on the host when the page gives no way back', async () => {
    const handOff = await browser().visit(
      `/m/global-identity?meter=1&redirectUrl=${encodeURIComponent('http://evil.example/x')}`,
    );
    expect(handOff.headers.get('Location')).toBe('http://localhost/');
    const bob = browser('http://bob.example');
    expect(await bob.view('00000000b0b1')).toMatchObject({ readable: true, identityRedirect: null });
    expect(bob.cookies.get('mv')).toMatch(/^mv=/);
  });
});
