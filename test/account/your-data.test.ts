import { createScheduledController, env, SELF } from 'cloudflare:test';
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { awaitMail } from '../support/newsletter-mail.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq, inArray } from 'drizzle-orm';
import {
  catalogItems,
  catalogs,
  charges,
  collectionFollows,
  dataExports,
  emailSubscribers,
  events,
  follows,
  highlights,
  memberships,
  newsletters,
  newsletterSubscriptions,
  notes,
  outbox,
  posts,
  postVersions,
  sessions,
  stripeCustomers,
  tagFollows,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes (stories 1 and 2; 2 is in her publication The Mag, which Ed edits); Rex reads.
const REQUEST = `mutation { requestDataExport { __typename ... on DataExport { id status } ... on Failure { message } } }`;
const DELETE = `mutation ($keep: Boolean!) { deleteAccount(keepStories: $keep) { __typename ... on AccountDeletion { redirect } ... on Failure { message } } }`;

const ANN_IMAGE = `${'a'.repeat(32)}.png`;
const ANN_STORY_IMAGE = `${'b'.repeat(32)}.png`;
const REX_IMAGE = `${'c'.repeat(32)}.png`;

/** Everything Ann made or did, one of each kind. */
async function seedAnnsWorld() {
  const now = Date.now();
  await db.batch([
    db.delete(outbox),
    db.delete(dataExports),
    db.delete(follows),
    db.delete(collectionFollows),
    db.delete(tagFollows),
    db.delete(highlights),
    db.delete(notes),
    db.delete(catalogs),
    db.delete(memberships),
    db.delete(charges),
    db.delete(stripeCustomers),
    db.delete(newsletterSubscriptions),
    db.delete(emailSubscribers),
    db.delete(events),
  ]);
  await db.batch([
    db.update(users).set({ email: 'ann@example.com', imageId: ANN_IMAGE }).where(eq(users.id, 'u-ann')),
    db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')),
    // a draft and a revision history
    db.insert(posts).values({
      id: 'd00000000001',
      creatorId: 'u-ann',
      title: 'A Draft',
      uniqueSlug: 'a-draft-d00000000001',
      content: { paragraphs: [{ name: 'a', type: 'P', text: 'Unfinished thoughts.', markups: [] }] },
      updatedAt: new Date(now),
    }),
    db.insert(postVersions).values({
      postId: postId(1),
      rev: 1,
      title: 'Story 1, first take',
      subtitle: '',
      content: { paragraphs: [{ name: 'a', type: 'P', text: 'An earlier wording.', markups: [] }] },
    }),
    // a picture in a published story
    db
      .update(posts)
      .set({
        content: {
          paragraphs: [
            {
              name: 'i',
              type: 'IMG',
              text: 'A view',
              markups: [],
              metadata: { id: ANN_STORY_IMAGE, originalWidth: 10, originalHeight: 10 },
            },
          ],
        },
      })
      .where(eq(posts.id, postId(1))),
    // a response to Rex's story
    db.insert(posts).values({
      id: 'e00000000001',
      creatorId: 'u-rex',
      title: 'Rex Writes',
      uniqueSlug: 'rex-writes-e00000000001',
      content: { paragraphs: [] },
      firstPublishedAt: new Date(now),
      latestPublishedAt: new Date(now),
      updatedAt: new Date(now),
    }),
    db.insert(posts).values({
      id: 'f00000000001',
      creatorId: 'u-ann',
      title: '',
      uniqueSlug: 'r-f00000000001',
      content: { paragraphs: [{ name: 'a', type: 'P', text: 'A kind reply.', markups: [] }] },
      inResponseToPostId: 'e00000000001',
      firstPublishedAt: new Date(now),
      latestPublishedAt: new Date(now),
      updatedAt: new Date(now),
    }),
    db.insert(highlights).values({
      id: 'h1',
      userId: 'u-ann',
      postId: 'e00000000001',
      paragraphName: 'a',
      startOffset: 0,
      endOffset: 4,
      quotedText: 'Some',
    }),
    db.insert(notes).values({
      id: 'n1',
      userId: 'u-ann',
      postId: 'e00000000001',
      paragraphName: 'a',
      startOffset: 0,
      endOffset: 4,
      content: 'A private word.',
    }),
    db.insert(catalogs).values({
      id: 'l-ann',
      creatorId: 'u-ann',
      name: 'Keepers',
      slug: 'keepers',
      visibility: 'PUBLIC',
      updatedAt: new Date(now),
    }),
    db
      .insert(catalogItems)
      .values({ catalogItemId: 'ci1', catalogId: 'l-ann', entityType: 'POST', entityId: 'e00000000001', position: 0 }),
    db.insert(follows).values([
      { followerId: 'u-ann', followedId: 'u-rex' },
      { followerId: 'u-rex', followedId: 'u-ann' },
    ]),
    db
      .update(users)
      .set({ followerCount: 1, followingCount: 1 })
      .where(inArray(users.id, ['u-ann', 'u-rex'])),
    db.insert(collectionFollows).values({ followerId: 'u-ann', collectionId: 'c-mag' }),
    db.insert(tagFollows).values({ followerId: 'u-ann', tagSlug: 'essays' }),
    db.insert(emailSubscribers).values({ id: 's-ann', email: 'ann@example.com', userId: 'u-ann' }),
    db
      .insert(newsletters)
      .values({ id: 'nl-rex', kind: 'author', slug: 'rex', name: 'Rex Letters', userId: 'u-rex' })
      .onConflictDoNothing(),
    db.insert(newsletterSubscriptions).values({ newsletterId: 'nl-rex', subscriberId: 's-ann', state: 'ACTIVE' }),
    db.insert(memberships).values({
      id: 'm-ann',
      userId: 'u-ann',
      plan: 'monthly',
      provider: 'STRIPE',
      providerRef: 'cs_ann',
      startedAt: new Date(1),
    }),
    db.insert(stripeCustomers).values({ customerId: 'cus_ann', userId: 'u-ann' }),
    db.insert(charges).values({
      id: 'ch_ann',
      customerId: 'cus_ann',
      amountCents: 500,
      currency: 'USD',
      description: 'Membership',
      paidAt: new Date(1),
    }),
    db.insert(events).values({
      eventId: 'ev-ann',
      key: 'post.clientViewed',
      type: 'view',
      data: {},
      timestamp: new Date(1),
      userId: 'u-ann',
    }),
  ]);
  for (const [id, uploaderId] of [
    [ANN_IMAGE, 'u-ann'],
    [ANN_STORY_IMAGE, 'u-ann'],
    [REX_IMAGE, 'u-rex'],
  ] as const) {
    await env.MEDIA.put(id, new Uint8Array([1, 2, 3]), { customMetadata: { uploaderId } });
  }
}

beforeEach(async () => {
  await seedContent(2);
  await seedAnnsWorld();
});

describe('exporting everything a person made (/me/export)', () => {
  it('builds a ZIP in the background, mails its link, and the link gives the owner every kind of item', async () => {
    const ann = await asViewer('u-ann');
    const asked = (await ann(REQUEST))['requestDataExport'];
    expect(asked).toMatchObject({ __typename: 'DataExport', status: 'QUEUED' });
    const [mail] = await awaitMail('ann@example.com', 1);
    expect(mail?.subject).toBe('Your Quire data is ready');
    expect(mail?.text).toContain('The link works for 24 hours');
    const address = mail?.links[0] ?? '';
    expect(address).toBe(`http://localhost/me/export/${String(asked?.['id'])}`);

    const download = await SELF.fetch(address, { headers: { Cookie: (await signIn('u-ann')).cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/zip');
    expect(download.headers.get('Cache-Control')).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const text = (path: string) => strFromU8(files[path] ?? new Uint8Array());
    const story = `stories/story-1-${postId(1)}`;
    expect(Object.keys(files).sort()).toEqual(
      expect.arrayContaining([
        'profile.json',
        `${story}/story.md`,
        `${story}/story.html`,
        `${story}/story.json`,
        `${story}/revisions/1.md`,
        `${story}/revisions/1.html`,
        'stories/a-draft-d00000000001/story.md',
        'responses.json',
        'highlights.json',
        'notes.json',
        'lists.json',
        'follows.json',
        'subscriptions.json',
        'payments.json',
      ]),
    );
    expect(JSON.parse(text('profile.json'))).toMatchObject({
      username: 'ann',
      name: 'Ann Author',
      email: 'ann@example.com',
    });
    expect(text(`${story}/story.md`)).toContain(`![A view](http://localhost/_/image/original/${ANN_STORY_IMAGE})`);
    expect(text(`${story}/revisions/1.md`)).toBe('# Story 1, first take\n\nAn earlier wording.\n');
    expect(text(`${story}/revisions/1.html`)).toContain('An earlier wording.');
    expect(JSON.parse(text('responses.json'))).toMatchObject([{ inResponseTo: 'e00000000001', text: 'A kind reply.' }]);
    expect(JSON.parse(text('highlights.json'))).toMatchObject([{ text: 'Some' }]);
    expect(JSON.parse(text('notes.json'))).toMatchObject([{ note: 'A private word.' }]);
    expect(JSON.parse(text('lists.json'))).toMatchObject([
      { name: 'Keepers', items: [{ id: 'e00000000001', kind: 'POST' }] },
    ]);
    expect(JSON.parse(text('follows.json'))).toMatchObject({
      people: [{ username: 'rex' }],
      publications: [{ slug: 'the-mag' }],
      tags: ['essays'],
    });
    expect(JSON.parse(text('subscriptions.json'))).toMatchObject({
      newsletters: [{ newsletter: 'nl-rex', state: 'ACTIVE' }],
      memberships: [{ plan: 'monthly' }],
    });
    expect(JSON.parse(text('payments.json'))).toMatchObject([{ amountCents: 500, currency: 'USD' }]);
  });

  it('gives the file to no one else, and to no one once its 24 hours are over', async () => {
    const asked = (await (await asViewer('u-ann'))(REQUEST))['requestDataExport'] as Answer;
    const [mail] = await awaitMail('ann@example.com', 1);
    const address = mail?.links[0] ?? '';
    for (const cookie of [(await signIn('u-rex')).cookie, '']) {
      const refused = await SELF.fetch(address, { headers: { Cookie: cookie } });
      expect(refused.status).toBe(410);
      expect(await refused.text()).toContain('This download isn’t available');
    }
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, String(asked['id'])))
      .run();
    const late = await SELF.fetch(address, { headers: { Cookie: (await signIn('u-ann')).cookie } });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('This download isn’t available');
  });

  it('lets the daily cron remove the ZIP once its link has lapsed', async () => {
    const asked = (await (await asViewer('u-ann'))(REQUEST))['requestDataExport'] as Answer;
    await awaitMail('ann@example.com', 1);
    const key = `exports/${String(asked['id'])}.zip`;
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now() + 23 * 3_600_000, cron: '17 3 * * *' }),
      env,
    );
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now() + 25 * 3_600_000, cron: '17 3 * * *' }),
      env,
    );
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it('answers a second request while one is being built with the same export, and allows three a day', async () => {
    const ann = await asViewer('u-ann');
    const first = (await ann(REQUEST))['requestDataExport'] as Answer;
    expect(((await ann(REQUEST))['requestDataExport'] as Answer)['id']).toBe(first['id']);
    await db.update(dataExports).set({ status: 'READY' }).run();
    await ann(REQUEST);
    await db.update(dataExports).set({ status: 'READY' }).run();
    await ann(REQUEST);
    await db.update(dataExports).set({ status: 'READY' }).run();
    expect((await ann(REQUEST))['requestDataExport']).toEqual({
      __typename: 'TooManyRequests',
      message: 'You can ask for 3 exports a day. The links of the last ones are in your inbox.',
    });
  });
});

/** Every row of every table, as text, with what names Ann in it. */
/**
 * Every row that still names Ann, but one: her username held for nobody (user_id null) for the
 * hold's period, so that her old links cannot pass to a stranger at once (docs/account.md).
 */
async function rowsNamingAnn(): Promise<string[]> {
  const held = await env.DB.prepare("select user_id from username_holds where username = 'ann'").first<{
    user_id: string | null;
  }>();
  expect(held).toEqual({ user_id: null });
  const tables = (
    await env.DB.prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like '%_fts%' and name != 'd1_migrations'",
    ).all<{ name: string }>()
  ).results;
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = (
      await env.DB.prepare(
        name === 'username_holds' ? `select * from "${name}" where username != 'ann'` : `select * from "${name}"`,
      ).all()
    ).results;
    for (const row of rows) {
      const text = JSON.stringify(row);
      if (['"u-ann"', '"ann"', 'ann@example.com', 'Ann Author', 'cus_ann'].some((mark) => text.includes(mark)))
        found.push(`${name}: ${text}`);
    }
  }
  return found;
}

describe('deleting one’s account', () => {
  it('keeps published stories under ‘Deleted user’ and removes everything else that names the person, in D1, R2 and the search index', async () => {
    const ann = await asViewer('u-ann');
    expect((await ann(DELETE, { keep: true }))['deleteAccount']).toEqual({
      __typename: 'AccountDeletion',
      redirect: '/m/goodbye',
    });
    expect(await rowsNamingAnn()).toEqual([]);
    // the published stories stay, the draft and the response are gone
    const stories = (
      await env.DB.prepare('select id, creator_id from posts order by id').all<{ id: string; creator_id: string }>()
    ).results;
    expect(stories).toEqual([
      { id: postId(1), creator_id: 'deleted-user' },
      { id: postId(2), creator_id: 'deleted-user' },
      { id: 'e00000000001', creator_id: 'u-rex' },
    ]);
    const byline = await SELF.fetch(`http://localhost/p/${postId(1)}`);
    expect(await byline.text()).toContain('Deleted user');
    // The Mag goes on, under its editor
    expect(await env.DB.prepare("select creator_id from collections where id = 'c-mag'").first('creator_id')).toBe(
      'u-ed',
    );
    // R2: the avatar is gone; the kept story's picture stays, no longer hers; Rex's is untouched
    expect(await env.MEDIA.head(ANN_IMAGE)).toBeNull();
    expect((await env.MEDIA.head(ANN_STORY_IMAGE))?.customMetadata).toEqual({ uploaderId: 'deleted-user' });
    expect((await env.MEDIA.head(REX_IMAGE))?.customMetadata).toEqual({ uploaderId: 'u-rex' });
    // the people search finds her no more
    expect((await env.DB.prepare("select rowid from users_fts where users_fts match 'ann'").all()).results).toEqual([]);
    // Rex's counters no longer count her
    expect(
      await env.DB.prepare("select follower_count + following_count as n from users where id = 'u-rex'").first('n'),
    ).toBe(0);
    // and her session is over
    expect(await (await asViewer(null))('{ viewer { id } }')).toEqual({ viewer: null });
    const after = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'sid=test-token-u-ann', 'X-Xsrf-Token': 'xsrf-u-ann' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(((await after.json()) as { data: { viewer: null } }).data.viewer).toBeNull();
    expect((await SELF.fetch('http://localhost/@ann')).status).toBe(404);
  });

  it('removes the stories too when the writer chooses', async () => {
    await (await asViewer('u-ann'))(DELETE, { keep: false });
    expect(await rowsNamingAnn()).toEqual([]);
    expect(await env.DB.prepare("select count(*) as n from posts where creator_id = 'deleted-user'").first('n')).toBe(
      0,
    );
    expect((await env.DB.prepare('select id from posts').all()).results).toEqual([{ id: 'e00000000001' }]);
    expect(await env.MEDIA.head(ANN_STORY_IMAGE)).toBeNull();
  });

  it('wants a fresh proof, and deletes nothing without one', async () => {
    await signIn('u-ann');
    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, 'u-ann'))
      .run();
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'sid=test-token-u-ann', 'X-Xsrf-Token': 'xsrf-u-ann' },
      body: JSON.stringify({ query: DELETE, variables: { keep: true } }),
    });
    expect(((await response.json()) as { data: { deleteAccount: Answer } }).data.deleteAccount.__typename).toBe(
      'ReauthenticationRequired',
    );
    expect(await env.DB.prepare("select count(*) as n from users where id = 'u-ann'").first('n')).toBe(1);
  });
});
