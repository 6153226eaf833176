import { createScheduledController, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { asViewer, type Ask } from '../support/as-viewer.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { catalogs, notifications, userMutes, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

interface Row {
  id: string;
  notificationType: string;
  actor: { id: string } | null;
  rollupItems: { actor: { id: string } | null }[];
  post: { id: string } | null;
  collection: { id: string } | null;
  catalog: { id: string } | null;
  responsePost: { id: string } | null;
  note: { id: string } | null;
  noteReply: { id: string; content: string } | null;
  quote: { id: string } | null;
  milestoneArg: number | null;
}

const INBOX = `query ($types: [String!]) { notificationsConnectionByActivityTypes(activityTypes: $types, paging: { limit: 25 }) { notifications {
  id notificationType actor { id } rollupItems { actor { id } } post { id } collection { id } catalog { id } responsePost { id } note { id } noteReply { id content } quote { id } milestoneArg
} } }`;

const inbox = async (ask: Ask, types?: string[]): Promise<Row[]> =>
  ((await ask(INBOX, { types }))['notificationsConnectionByActivityTypes'] as unknown as { notifications: Row[] })
    .notifications;

/**
 * The queue hands a job over as soon as it is queued (vitest.config.ts), and its consumer writes
 * the rows a moment later: wait until the count is reached. The deadline is a bound, not a measure:
 * on a machine busy with other tests a delivery has taken over eight seconds, and a test that
 * waits for none simply reads what is there at the end.
 */
async function settled(ask: Ask, count: number, types?: string[]): Promise<Row[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await inbox(ask, types);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const stored = async (userId: string) =>
  (
    await env.DB.prepare(
      'select notification_type as type, actor_id as actor from notifications where user_id = ? order by occurred_at',
    )
      .bind(userId)
      .all()
  ).results;

let ann: Ask;
let rex: Ask;
let ed: Ask;

beforeEach(async () => {
  await seedContent(2);
  await db.batch([db.delete(notifications), db.delete(userMutes), db.delete(catalogs)]);
  [ann, rex, ed] = await Promise.all([asViewer('u-ann'), asViewer('u-rex'), asViewer('u-ed')]);
});

const CLAP = `mutation ($id: ID!, $n: Int!) { clap(targetPostId: $id, numClaps: $n) { __typename } }`;
const FOLLOW = `mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }`;

describe('notifications are written by the jobs queue’s consumer from the events that cause them (docs/spec-checklist.md 1 §2.11)', () => {
  it.each<[string, (ids: { story: string }) => Promise<unknown>, Partial<Row>]>([
    [
      'a follow',
      () => rex(FOLLOW, { id: 'u-ann' }),
      { notificationType: 'users_following_you', actor: { id: 'u-rex' } },
    ],
    [
      'a follow of her publication',
      () => rex(`mutation { followCollection(targetCollectionId: "c-mag") { __typename } }`),
      { notificationType: 'users_following_collection', actor: { id: 'u-rex' }, collection: { id: 'c-mag' } },
    ],
    [
      'a clap',
      ({ story }) => rex(CLAP, { id: story, n: 3 }),
      { notificationType: 'post_recommended', actor: { id: 'u-rex' }, post: { id: postId(1) } },
    ],
    [
      'a response',
      ({ story }) =>
        rex(`mutation ($id: ID!) { createResponse(parentPostId: $id, text: "Well said.") { __typename } }`, {
          id: story,
        }),
      { notificationType: 'response_created', actor: { id: 'u-rex' }, post: { id: postId(1) } },
    ],
    [
      'a highlight',
      ({ story }) =>
        rex(
          `mutation ($id: ID!) { createHighlight(targetPostId: $id, paragraphName: "p2", startOffset: 0, endOffset: 9) { __typename } }`,
          { id: story },
        ),
      { notificationType: 'quote', actor: { id: 'u-rex' }, post: { id: postId(1) } },
    ],
    [
      'a private note',
      ({ story }) =>
        rex(
          `mutation ($id: ID!) { createNote(targetPostId: $id, paragraphName: "p2", startOffset: 0, endOffset: 9, content: "A typo here?") { __typename } }`,
          { id: story },
        ),
      { notificationType: 'note_created', actor: { id: 'u-rex' }, post: { id: postId(1) } },
    ],
  ])('%s tells the writer', async (_event, act, expected) => {
    await act({ story: postId(1) });
    const [row, ...more] = await settled(ann, 1);
    expect(row).toMatchObject(expected);
    expect(more).toEqual([]);
    // and the row links to what it is about
    if (expected.notificationType === 'response_created') expect(row?.responsePost?.id).toMatch(/^[0-9a-f]{12}$/);
    if (expected.notificationType === 'quote') expect(row?.quote?.id).toBeTruthy();
    if (expected.notificationType === 'note_created') expect(row?.note?.id).toBeTruthy();
  });

  it('a response to a list tells the list’s owner', async () => {
    const made = (
      await ann(`mutation { createCatalog(name: "Walks", visibility: PUBLIC) { __typename ... on Catalog { id } } }`)
    )['createCatalog'] as unknown as { id: string };
    await rex(`mutation ($id: ID!) { createResponse(parentCatalogId: $id, text: "A fine list.") { __typename } }`, {
      id: made.id,
    });
    const [row] = await settled(ann, 1);
    expect(row).toMatchObject({
      notificationType: 'catalog_response_created',
      actor: { id: 'u-rex' },
      catalog: { id: made.id },
    });
  });

  it('an invitation tells the invitee, its acceptance the inviter, and a submission the publication’s creator and editors', async () => {
    await ann(`mutation { inviteToCollection(collectionId: "c-mag", username: "rex", role: WRITER) { __typename } }`);
    expect(await settled(rex, 1)).toMatchObject([
      { notificationType: 'collection_invitation', actor: { id: 'u-ann' }, collection: { id: 'c-mag' } },
    ]);

    await rex(`mutation { acceptCollectionInvitation(collectionId: "c-mag") { __typename } }`);
    expect(await settled(ann, 1)).toMatchObject([
      { notificationType: 'collection_invitation_accepted', actor: { id: 'u-rex' }, collection: { id: 'c-mag' } },
    ]);
    const created = (await rex(`mutation { createPost(collectionSlug: "the-mag") { __typename ... on Post { id } } }`))[
      'createPost'
    ] as unknown as { id: string };
    await rex(
      `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "A pitch", paragraphs: [{ name: "a", type: P, text: "Words.", markups: [] }]) { __typename } }`,
      {
        id: created.id,
      },
    );
    expect(
      (
        await rex(
          `mutation ($id: ID!) { publishPost(targetPostId: $id, collectionId: "c-mag") { __typename ... on Post { isPublished } } }`,
          { id: created.id },
        )
      )['publishPost'],
    ).toEqual({
      __typename: 'Post',
      isPublished: false,
    });
    for (const [editor, rows] of [
      [ann, 2],
      [ed, 1],
    ] as const) {
      const submitted = (await settled(editor, rows)).find(
        (row) => row.notificationType === 'post_submitted_to_collection',
      );
      expect(submitted).toMatchObject({
        actor: { id: 'u-rex' },
        post: { id: created.id },
        collection: { id: 'c-mag' },
      });
    }

    // the editor approves it: the writer hears, once, whoever publishes its later edits
    const approve = `mutation ($id: ID!) { publishPost(targetPostId: $id, collectionId: "c-mag") { __typename ... on Post { isPublished } } }`;
    expect((await ed(approve, { id: created.id }))['publishPost']).toEqual({ __typename: 'Post', isPublished: true });
    await ed(approve, { id: created.id });
    const approved = (await settled(rex, 2)).filter((row) => row.notificationType === 'post_approved_in_collection');
    expect(approved).toMatchObject([{ actor: { id: 'u-ed' }, post: { id: created.id }, collection: { id: 'c-mag' } }]);
    // the published story's newsletter is queued too: it runs now, not after the next test's seed
    await jobsSettled();
  });

  it('a story’s tenth clap is a milestone for its writer', async () => {
    await rex(CLAP, { id: postId(1), n: 6 });
    await ed(CLAP, { id: postId(1), n: 4 });
    const rows = await settled(ann, 3);
    expect(rows.map((row) => [row.notificationType, row.actor?.id ?? null, row.milestoneArg])).toEqual(
      expect.arrayContaining([
        ['post_recommended_milestone', null, 10],
        ['post_recommended', 'u-ed', null],
        ['post_recommended', 'u-rex', null],
      ]),
    );
  });

  it('follows of several people roll up into one row, and the Responses tab shows responses only', async () => {
    await rex(FOLLOW, { id: 'u-ann' });
    await ed(FOLLOW, { id: 'u-ann' });
    await rex(`mutation ($id: ID!) { createResponse(parentPostId: $id, text: "Yes.") { __typename } }`, {
      id: postId(1),
    });
    await ed(`mutation ($id: ID!) { createResponse(parentPostId: $id, text: "And yes.") { __typename } }`, {
      id: postId(1),
    });
    await settled(ann, 2);
    await expect.poll(async () => (await stored('u-ann')).length, { timeout: 8000, interval: 150 }).toBe(4);
    const all = await inbox(ann);
    expect(all.map((row) => [row.notificationType, row.rollupItems.map((item) => item.actor?.id).sort()])).toEqual([
      ['response_created_rollup', ['u-ed', 'u-rex']],
      ['users_following_you_rollup', ['u-ed', 'u-rex']],
    ]);
    const responses = await inbox(ann, ['response_created', 'catalog_response_created']);
    expect(responses.map((row) => row.notificationType)).toEqual(['response_created_rollup']);
    // the unread count counts each event; opening the bell resets it
    const count = async () =>
      (
        (await ann('{ notificationStatus { unreadNotificationCount } }'))['notificationStatus'] as unknown as {
          unreadNotificationCount: number;
        }
      ).unreadNotificationCount;
    expect(await count()).toBe(4);
    await ann('mutation { updateActivityLastViewed { __typename } }');
    expect(await count()).toBe(0);
  });

  it('following, unfollowing and following again, or clapping twice, notifies once', async () => {
    await rex(FOLLOW, { id: 'u-ann' });
    await rex(`mutation { unfollowUser(targetUserId: "u-ann") { __typename } }`);
    await rex(FOLLOW, { id: 'u-ann' });
    await rex(CLAP, { id: postId(1), n: 1 });
    await rex(CLAP, { id: postId(1), n: 1 });
    // a last event from someone else: once it is in, everything before it has been delivered
    await ed(FOLLOW, { id: 'u-ann' });
    await expect
      .poll(async () => (await stored('u-ann')).some((row) => row['actor'] === 'u-ed'), {
        timeout: 8000,
        interval: 150,
      })
      .toBe(true);
    expect(await stored('u-ann')).toEqual([
      { type: 'users_following_you', actor: 'u-rex' },
      { type: 'post_recommended', actor: 'u-rex' },
      { type: 'users_following_you', actor: 'u-ed' },
    ]);
  });

  it.each([
    ['muted', 'mutation { muteUser(targetUserId: "u-rex") { __typename } }'],
    ['blocked', 'mutation { blockUser(targetUserId: "u-rex") { __typename } }'],
  ])('a writer who %s someone hears nothing of them', async (_how, silence) => {
    await ann(silence);
    await rex(
      `mutation ($id: ID!) { createHighlight(targetPostId: $id, paragraphName: "p2", startOffset: 0, endOffset: 9) { __typename } }`,
      { id: postId(1) },
    );
    await ed(FOLLOW, { id: 'u-ann' });
    await expect.poll(async () => (await stored('u-ann')).length, { timeout: 8000, interval: 150 }).toBeGreaterThan(0);
    expect(await stored('u-ann')).toEqual([{ type: 'users_following_you', actor: 'u-ed' }]);
  });
});

describe('"Older notifications" (docs/spec-checklist.md 1 §2.11): the list comes a page at a time, newest first', () => {
  it('gives the next page from the cursor the first one ends with, and no cursor after the last', async () => {
    const start = Date.UTC(2026, 0, 1);
    await batch(
      Array.from({ length: 30 }, (_, i) =>
        db.insert(notifications).values({
          id: `n-${i}`,
          userId: 'u-ann',
          notificationType: 'post_recommended',
          actorId: 'u-rex',
          postId: postId(1),
          rollupKey: `clap-${i}`,
          occurredAt: new Date(start + i * 60_000),
        }),
      ),
    );
    const PAGE = `query ($to: String) { notificationsConnectionByActivityTypes(paging: { limit: 25, to: $to }) { notifications { id } pagingInfo { next { to } } } }`;
    type Page = { notifications: { id: string }[]; pagingInfo: { next: { to: string } | null } };
    const page = async (to?: string) =>
      (await ann(PAGE, { to }))['notificationsConnectionByActivityTypes'] as unknown as Page;
    const first = await page();
    expect(first.notifications.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => `n-${29 - i}`));
    const second = await page(first.pagingInfo.next?.to);
    expect(second.notifications.map((row) => row.id)).toEqual(['n-4', 'n-3', 'n-2', 'n-1', 'n-0']);
    expect(second.pagingInfo.next).toBeNull();
  });
});

describe('whose activity reaches a reader: their notification mode, ALL, NETWORK or OFF (docs/spec-checklist.md 3 §3, /me/settings/notifications)', () => {
  const MODE = `mutation ($mode: NotificationMode!) { updateNotificationSettings(mode: $mode) { __typename ... on User { notificationMode } } }`;

  it.each([
    [
      'ALL',
      [
        ['users_following_you', 'u-rex'],
        ['users_following_you', 'u-ed'],
      ],
    ],
    ['NETWORK', [['users_following_you', 'u-ed']]],
    ['OFF', []],
  ])('with %s, ann hears of follows from %j (she follows ed, not rex)', async (mode, heard) => {
    await ann(FOLLOW, { id: 'u-ed' });
    expect((await ann(MODE, { mode }))['updateNotificationSettings']).toEqual({
      __typename: 'User',
      notificationMode: mode,
    });
    await rex(FOLLOW, { id: 'u-ann' });
    await ed(FOLLOW, { id: 'u-ann' });
    // a last event for someone else: once it is in, ann's have been delivered
    await rex(FOLLOW, { id: 'u-ed' });
    await expect
      .poll(async () => (await stored('u-ed')).some((row) => row['actor'] === 'u-rex'), {
        timeout: 8000,
        interval: 150,
      })
      .toBe(true);
    expect((await stored('u-ann')).map((row) => [row['type'], row['actor']])).toEqual(heard);
  });

  it('is the reader’s own: nobody else reads it, and a visitor cannot set one', async () => {
    await ann(MODE, { mode: 'OFF' });
    expect((await ann(`{ viewer { notificationMode } }`))['viewer']).toEqual({ notificationMode: 'OFF' });
    expect((await rex(`{ user(username: "ann") { notificationMode } }`))['user']).toEqual({ notificationMode: null });
    expect((await (await asViewer(null))(MODE, { mode: 'ALL' }))['updateNotificationSettings']).toEqual({
      __typename: 'Unauthorized',
    });
  });
});

const PUBLISH_WITH = async (writer: Ask, text: string): Promise<string> => {
  const created = (await writer(`mutation { createPost { __typename ... on Post { id } } }`))[
    'createPost'
  ] as unknown as { id: string };
  await writer(
    `mutation ($id: ID!, $text: String!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "Thanks", paragraphs: [{ name: "a", type: P, text: $text, markups: [] }]) { __typename } }`,
    {
      id: created.id,
      text,
    },
  );
  await writer(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id: created.id });
  return created.id;
};

const MARKUPS = `query ($id: ID!) { post(id: $id) { content { bodyModel { paragraphs { markups { type start end href } } } } } }`;

describe('mentions (docs/spec-checklist.md 1 §2.11): an @username in a published story or response tells that person', () => {
  // each test publishes, which queues the story's newsletter: it runs before the next test reseeds
  afterEach(() => jobsSettled(), 30_000);

  it('a story’s mention of a real person is marked, links to their permanent address and tells them once', async () => {
    const story = await PUBLISH_WITH(ann, 'Thanks to @rex and @nobody, and to ann@example.com.');
    const [row, ...more] = await settled(rex, 1);
    expect(row).toMatchObject({ notificationType: 'mention_in_post', actor: { id: 'u-ann' }, post: { id: story } });
    expect(more).toEqual([]);
    const post = (await rex(MARKUPS, { id: story }))['post'] as unknown as {
      content: { bodyModel: { paragraphs: { markups: unknown[] }[] } };
    };
    expect(post.content.bodyModel.paragraphs[0]?.markups).toEqual([
      { type: 'USER', start: 10, end: 14, href: expect.stringMatching(/^https?:\/\/[^/]+\/u\/u-rex$/) },
    ]);
    // publishing again (an edit) tells nobody twice
    await ann(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id: story });
    await ed(FOLLOW, { id: 'u-rex' });
    await expect
      .poll(async () => (await stored('u-rex')).some((stored) => stored['actor'] === 'u-ed'), {
        timeout: 8000,
        interval: 150,
      })
      .toBe(true);
    expect(await stored('u-rex')).toEqual([
      { type: 'mention_in_post', actor: 'u-ann' },
      { type: 'users_following_you', actor: 'u-ed' },
    ]);
  });

  it('a response’s mention tells the person named as well as the writer answered', async () => {
    await rex(`mutation ($id: ID!) { createResponse(parentPostId: $id, text: "As @ed said.") { __typename } }`, {
      id: postId(1),
    });
    const [row] = await settled(ed, 1);
    expect(row).toMatchObject({ notificationType: 'mention_in_post', actor: { id: 'u-rex' } });
    expect(row?.post?.id).toMatch(/^[0-9a-f]{12}$/);
    const response = (await ed(MARKUPS, { id: row?.post?.id }))['post'] as unknown as {
      content: { bodyModel: { paragraphs: { markups: { type: string; href: string }[] }[] } };
    };
    expect(response.content.bodyModel.paragraphs[0]?.markups).toMatchObject([
      { type: 'USER', start: 3, end: 6, href: expect.stringMatching(/\/u\/u-ed$/) },
    ]);
    expect(await settled(ann, 1)).toMatchObject([{ notificationType: 'response_created', actor: { id: 'u-rex' } }]);
  });

  it('a story that names many people tells each of them, however many rows one statement could bind', async () => {
    // as many as a story may name (MAX_MENTIONS)
    const people = Array.from({ length: 50 }, (_, n) => `m${n}`);
    await batch(
      people.map((name) => db.insert(users).values({ id: `u-${name}`, username: name, name: `Named ${name}` })),
    );
    await PUBLISH_WITH(ann, `With thanks to ${people.map((name) => `@${name}`).join(', ')}.`);
    const told = async () =>
      (
        await env.DB.prepare(
          `select count(*) as n from notifications where notification_type = 'mention_in_post'`,
        ).first<{ n: number }>()
      )?.n;
    await expect.poll(told, { timeout: 8000, interval: 150 }).toBe(people.length);
  });

  it('a writer cannot forge a mention through the editor: USER markups are the server’s', async () => {
    const created = (await ann(`mutation { createPost { __typename ... on Post { id } } }`))[
      'createPost'
    ] as unknown as { id: string };
    await ann(
      `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "T", paragraphs: [{ name: "a", type: P, text: "Hello there", markups: [{ type: USER, start: 0, end: 5 }] }]) { __typename } }`,
      {
        id: created.id,
      },
    );
    await ann(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id: created.id });
    const post = (await ann(MARKUPS, { id: created.id }))['post'] as unknown as {
      content: { bodyModel: { paragraphs: { markups: unknown[] }[] } };
    };
    expect(post.content.bodyModel.paragraphs[0]?.markups).toEqual([]);
  });
});

const NOTE = `mutation ($id: ID!) { createNote(targetPostId: $id, paragraphName: "p2", startOffset: 0, endOffset: 9, content: "A typo here?") { __typename ... on Note { id } } }`;
const REPLY = `mutation ($id: ID!, $text: String!) { createNoteReply(noteId: $id, content: $text) { __typename ... on NoteReply { id content author { id } } ... on BadRequest { message } ... on NotFound { message } } }`;

describe('note replies (docs/spec-checklist.md 1 §2.11): a private note is a conversation between its author and the writer', () => {
  it('the writer’s reply tells the note’s author, the author’s reply back tells the writer, and both read the thread', async () => {
    const note = ((await rex(NOTE, { id: postId(1) }))['createNote'] as unknown as { id: string }).id;
    expect((await ann(REPLY, { id: note, text: ' Fixed, thank you. ' }))['createNoteReply']).toMatchObject({
      __typename: 'NoteReply',
      content: 'Fixed, thank you.',
      author: { id: 'u-ann' },
    });
    const [toRex] = await settled(rex, 1);
    expect(toRex).toMatchObject({
      notificationType: 'note_reply_created',
      actor: { id: 'u-ann' },
      post: { id: postId(1) },
      note: { id: note },
      noteReply: { content: 'Fixed, thank you.' },
    });

    await rex(REPLY, { id: note, text: 'Great!' });
    const toAnn = await settled(ann, 2);
    expect(toAnn.map((row) => [row.notificationType, row.actor?.id])).toEqual([
      ['note_reply_created', 'u-rex'],
      ['note_created', 'u-rex'],
    ]);

    const THREAD = `query ($id: ID!) { post(id: $id) { privateNotes { id replies { content author { id } } } } }`;
    for (const side of [ann, rex]) {
      expect((await side(THREAD, { id: postId(1) }))['post']).toEqual({
        privateNotes: [
          {
            id: note,
            replies: [
              { content: 'Fixed, thank you.', author: { id: 'u-ann' } },
              { content: 'Great!', author: { id: 'u-rex' } },
            ],
          },
        ],
      });
    }
  });

  it.each<[string, () => Ask | null, string, string, string]>([
    ['someone else, to whom the note does not exist', () => ed, 'Me too', 'NotFound', 'Note not found'],
    ['an empty reply', () => ann, '   ', 'BadRequest', 'Write a reply first.'],
    [
      'a reply over 1000 characters',
      () => ann,
      'x'.repeat(1001),
      'BadRequest',
      'Replies can be up to 1000 characters.',
    ],
  ])('refuses %s', async (_case, who, text, typename, message) => {
    const note = ((await rex(NOTE, { id: postId(1) }))['createNote'] as unknown as { id: string }).id;
    expect((await who()!(REPLY, { id: note, text }))['createNoteReply']).toEqual({ __typename: typename, message });
    expect(
      (await env.DB.prepare('select count(*) as n from note_replies where note_id = ?').bind(note).first())?.['n'],
    ).toBe(0);
    // the note's own notification is the last to arrive: nothing more comes after it
    expect((await settled(ann, 1)).map((row) => row.notificationType)).toEqual(['note_created']);
  });
});

describe('tax reminders from the daily cron (docs/spec-checklist.md 1 §2.11)', () => {
  const DAY = 86_400_000;
  const runCron = (at: number) =>
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: '17 3 * * *' }), env);

  it('remind a partner whose forms are missing once per stage, and no one whose forms are in', async () => {
    const now = Date.UTC(2026, 10, 22, 3, 17);
    await db.batch([
      // Ann's forms are missing and her earning limit is 3 days away; Ed's forms are approved
      db
        .update(users)
        .set({
          partnerProgramEnrollment: 'ENROLLED',
          taxDocumentStatus: 0,
          earningsFirstWithheldAt: new Date(now - 30 * DAY),
          earningsLimitedAt: new Date(now + 3 * DAY),
          earningsForfeitedAt: new Date(now + 60 * DAY),
        })
        .where(eq(users.id, 'u-ann')),
      db
        .update(users)
        .set({ partnerProgramEnrollment: 'ENROLLED', taxDocumentStatus: 4, earningsLimitedAt: new Date(now + 3 * DAY) })
        .where(eq(users.id, 'u-ed')),
    ]);
    await runCron(now);
    expect((await settled(ann, 1)).map((row) => [row.notificationType, row.actor])).toEqual([
      ['tax_not_submitted_pre_earning_limit', null],
    ]);
    // the next day is the same stage: still one reminder
    await runCron(now + DAY);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await inbox(ann)).map((row) => row.notificationType)).toEqual(['tax_not_submitted_pre_earning_limit']);
    // once the limit has passed, the next stage
    await runCron(now + 3.5 * DAY);
    expect((await settled(ann, 2)).map((row) => row.notificationType)).toEqual([
      'tax_not_submitted_post_earning_limit',
      'tax_not_submitted_pre_earning_limit',
    ]);
    expect(await stored('u-ed')).toEqual([]);
  });
});
