import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  collections,
  highlights,
  noteReplies,
  notes,
  notifications,
  posts,
  users,
} from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

beforeEach(() => seedContent(3));

async function as(userId: string) {
  const { cookie, xsrf } = await signIn(userId);
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql<Record<string, Record<string, unknown> | null>>(query, variables, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
}

const notify = (id: string, userId: string, type: string, occurredAt: number) =>
  db.insert(notifications).values({
    id,
    userId,
    notificationType: type,
    actorId: 'u-rex',
    postId: postId(1),
    rollupKey: `${type}:${id}`,
    occurredAt: new Date(occurredAt),
  });

describe('AvatarMenuQuery', () => {
  const QUERY =
    'query AvatarMenuQuery { viewer { id isPartnerProgramEnrolled mediumMemberAt email adminCollections { id name } } }';

  it('lists the publications the viewer creates or edits', async () => {
    await db.update(users).set({ email: 'ed@example.com' }).where(eq(users.id, 'u-ed')).run();
    const ed = await as('u-ed');
    expect((await ed(QUERY)).body.data?.['viewer']).toEqual({
      id: 'u-ed',
      isPartnerProgramEnrolled: false,
      mediumMemberAt: null,
      email: 'ed@example.com',
      adminCollections: [{ id: 'c-mag', name: 'The Mag' }],
    });
    const rex = await as('u-rex');
    expect((await rex(QUERY)).body.data?.['viewer']?.['adminCollections']).toEqual([]);
  });

  it('never shows another user’s publications or tax documents', async () => {
    const rex = await as('u-rex');
    const { body } = await rex(
      'query TaxStatusToastLoaderQuery { user(id: "u-ann") { adminCollections { id } userTaxDocuments { taxDocumentStatus } } }',
    );
    expect(body.data?.['user']).toEqual({ adminCollections: null, userTaxDocuments: null });
  });
});

describe('notifications', () => {
  beforeEach(async () => {
    await db.batch([
      notify('n1', 'u-ann', 'users_following_you', 1000),
      notify('n2', 'u-ann', 'response_created', 2000),
      notify('n3', 'u-ann', 'catalog_response_created', 3000),
      notify('n4', 'u-ann', 'post_recommended', 4000),
      notify('n5', 'u-rex', 'post_recommended', 5000),
    ]);
  });

  it('counts unread notifications and resets the count when the bell opens', async () => {
    const ann = await as('u-ann');
    const COUNT = 'query UnreadNotificationCount { notificationStatus { unreadNotificationCount } }';
    expect((await ann(COUNT)).body.data?.['notificationStatus']).toEqual({ unreadNotificationCount: 4 });
    const viewed = await ann('mutation { updateActivityLastViewed { __typename } }');
    expect(viewed.body.data?.['updateActivityLastViewed']).toEqual({ __typename: 'User' });
    expect((await ann(COUNT)).body.data?.['notificationStatus']).toEqual({ unreadNotificationCount: 0 });
  });

  it('pages through the viewer’s own notifications and filters by activity type', async () => {
    const ann = await as('u-ann');
    const QUERY = `query ($paging: PagingOptions, $types: [String!]) {
      notificationsConnectionByActivityTypes(paging: $paging, activityTypes: $types) { notifications { id notificationType actor { id } } pagingInfo { next { to } } }
    }`;
    const first = (await ann(QUERY, { paging: { limit: 3 } })).body.data?.[
      'notificationsConnectionByActivityTypes'
    ] as {
      notifications: { id: string }[];
      pagingInfo: { next: { to: string } | null };
    };
    expect(first.notifications.map((n) => n.id)).toEqual(['n4', 'n3', 'n2']);
    const second = (await ann(QUERY, { paging: { limit: 3, to: first.pagingInfo.next?.to } })).body.data?.[
      'notificationsConnectionByActivityTypes'
    ] as typeof first;
    expect(second.notifications.map((n) => n.id)).toEqual(['n1']);
    expect(second.pagingInfo.next).toBeNull();

    const responses = (await ann(QUERY, { types: ['response_created', 'catalog_response_created'] })).body.data?.[
      'notificationsConnectionByActivityTypes'
    ] as typeof first;
    expect(responses.notifications.map((n) => n.id)).toEqual(['n3', 'n2']);
  });

  it('rolls up followers, responses and quotes into one row with everyone behind them (docs/spec-checklist.md 1 §2.11)', async () => {
    await db.batch([
      db.delete(notifications),
      db.insert(notifications).values([
        {
          id: 'f3',
          userId: 'u-ann',
          notificationType: 'users_following_you',
          actorId: 'u-rex',
          rollupKey: 'follow:u-ann',
          occurredAt: new Date(3000),
        },
        {
          id: 'f2',
          userId: 'u-ann',
          notificationType: 'users_following_you',
          actorId: 'u-ed',
          rollupKey: 'follow:u-ann',
          occurredAt: new Date(2000),
        },
        {
          id: 'f1',
          userId: 'u-ann',
          notificationType: 'users_following_you',
          actorId: 'u-rex',
          rollupKey: 'follow:u-ann',
          occurredAt: new Date(1000),
        },
      ]),
    ]);
    const { body } = await (await as('u-ann'))(
      '{ notificationsConnectionByActivityTypes { notifications { id notificationType actor { id } rollupItems { actor { id } } } } }',
    );
    expect(body.data?.['notificationsConnectionByActivityTypes']?.['notifications']).toEqual([
      {
        id: 'f3',
        notificationType: 'users_following_you_rollup',
        actor: { id: 'u-rex' },
        rollupItems: [{ actor: { id: 'u-rex' } }, { actor: { id: 'u-ed' } }],
      },
    ]);
  });

  it('links notes, note replies and quotes to what they are about', async () => {
    await db.batch([
      db.delete(notifications),
      db.insert(notes).values({
        id: 'note1',
        userId: 'u-rex',
        postId: postId(1),
        paragraphName: 'p2',
        startOffset: 0,
        endOffset: 9,
        content: 'Lovely line.',
      }),
      db.insert(noteReplies).values({ id: 'reply1', noteId: 'note1', userId: 'u-ann', content: 'Thank you!' }),
      db.insert(highlights).values({
        id: 'q1',
        userId: 'u-rex',
        postId: postId(1),
        paragraphName: 'p3',
        startOffset: 4,
        endOffset: 10,
        quotedText: 'second',
      }),
      db.insert(notifications).values([
        {
          id: 'x3',
          userId: 'u-ann',
          notificationType: 'quote',
          actorId: 'u-rex',
          postId: postId(1),
          noteId: null,
          noteReplyId: null,
          quoteId: 'q1',
          rollupKey: 'quote:q1',
          occurredAt: new Date(3000),
        },
        {
          id: 'x2',
          userId: 'u-ann',
          notificationType: 'note_replied',
          actorId: 'u-rex',
          postId: postId(1),
          noteId: 'note1',
          noteReplyId: 'reply1',
          quoteId: null,
          rollupKey: 'reply:reply1',
          occurredAt: new Date(2000),
        },
        {
          id: 'x1',
          userId: 'u-ann',
          notificationType: 'note_created',
          actorId: 'u-rex',
          postId: postId(1),
          noteId: 'note1',
          noteReplyId: null,
          quoteId: null,
          rollupKey: 'note:note1',
          occurredAt: new Date(1000),
        },
      ]),
    ]);
    const { body } = await (await as('u-ann'))(`{ notificationsConnectionByActivityTypes { notifications {
      id note { id content anchor } noteReply { id content } quote { id startOffset endOffset paragraphs { text type } } } } }`);
    expect(body.data?.['notificationsConnectionByActivityTypes']?.['notifications']).toEqual([
      {
        id: 'x3',
        note: null,
        noteReply: null,
        quote: { id: 'q1', startOffset: 4, endOffset: 10, paragraphs: [{ text: 'The second paragraph.', type: 'P' }] },
      },
      {
        id: 'x2',
        note: { id: 'note1', content: 'Lovely line.', anchor: 'p2' },
        noteReply: { id: 'reply1', content: 'Thank you!' },
        quote: null,
      },
      { id: 'x1', note: { id: 'note1', content: 'Lovely line.', anchor: 'p2' }, noteReply: null, quote: null },
    ]);
  });

  it('has nothing for a visitor', async () => {
    const { body } = await graphql(
      '{ notificationStatus { unreadNotificationCount } notificationsConnectionByActivityTypes { notifications { id } } }',
    );
    expect(body.data).toEqual({ notificationStatus: null, notificationsConnectionByActivityTypes: null });
  });
});

describe('hints', () => {
  it('DismissFlag records a flag once, for the viewer only', async () => {
    const ann = await as('u-ann');
    const DISMISS =
      'mutation DismissFlag($userId: ID!, $flag: String!) { dismissFlag(userId: $userId, flag: $flag) { __typename ... on User { id dismissableFlags } ... on Forbidden { message } } }';
    await ann(DISMISS, { userId: 'u-ann', flag: 'PP_TERMS_ACKNOWLEDGEMENT' });
    const twice = await ann(DISMISS, { userId: 'u-ann', flag: 'PP_TERMS_ACKNOWLEDGEMENT' });
    expect(twice.body.data?.['dismissFlag']).toEqual({
      __typename: 'User',
      id: 'u-ann',
      dismissableFlags: ['PP_TERMS_ACKNOWLEDGEMENT'],
    });
    const forOther = await ann(DISMISS, { userId: 'u-rex', flag: 'X' });
    expect(forOther.body.data?.['dismissFlag']).toEqual({
      __typename: 'Forbidden',
      message: 'You can only change your own account.',
    });
  });

  it('setUserStyleReminderSeen records the reminder as seen', async () => {
    const ann = await as('u-ann');
    const { body } = await ann('mutation { setUserStyleReminderSeen { ... on User { hasSeenStyleReminder } } }');
    expect(body.data?.['setUserStyleReminderSeen']).toEqual({ hasSeenStyleReminder: true });
  });
});

describe('deletePost and UndeletePostMutation', () => {
  const POST = `query ($id: ID!) { postResult(id: $id) { __typename } }`;

  it('moves the writer’s story to the trash and back', async () => {
    const ann = await as('u-ann');
    const deleted = await ann(
      'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename ... on Post { id deletedAt } } }',
      { id: postId(1) },
    );
    expect(deleted.body.data?.['deletePost']).toMatchObject({
      __typename: 'Post',
      id: postId(1),
      deletedAt: expect.any(Number),
    });
    expect((await graphql(POST, { id: postId(1) })).body.data?.['postResult']).toEqual({ __typename: 'RemovedByUser' });

    const restored = await ann(
      'mutation UndeletePostMutation($id: ID!) { undeletePost(targetPostId: $id) { ... on Post { deletedAt } } }',
      { id: postId(1) },
    );
    expect(restored.body.data?.['undeletePost']).toEqual({ deletedAt: null });
    expect((await graphql(POST, { id: postId(1) })).body.data?.['postResult']).toEqual({ __typename: 'Post' });
  });

  it('refuses anyone but the writer', async () => {
    const rex = await as('u-rex');
    const { body } = await rex(
      'mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename ... on Forbidden { message } } }',
      { id: postId(1) },
    );
    expect(body.data?.['deletePost']).toEqual({ __typename: 'Forbidden', message: 'Only the writer can do that.' });
  });
});

describe('the reading list (bookmarkPost, archivePost, RetrieveReadingList)', () => {
  it('saves and archives stories and counts both', async () => {
    const rex = await as('u-rex');
    const save = (id: string) =>
      rex('mutation ($id: ID!) { bookmarkPost(targetPostId: $id) { ... on Post { id readingList } } }', { id });
    expect((await save(postId(1))).body.data?.['bookmarkPost']).toEqual({ id: postId(1), readingList: 'QUEUE' });
    await save(postId(2));
    const archived = await rex(
      'mutation ($id: ID!) { archivePost(targetPostId: $id) { ... on Post { readingList } } }',
      { id: postId(1) },
    );
    expect(archived.body.data?.['archivePost']).toEqual({ readingList: 'READING_LIST_ARCHIVE' });

    const LIST =
      'query RetrieveReadingList($type: ReadingListType!, $q: String) { readingList(readingListType: $type, searchQuery: $q) { postPreviews { id } counts { saved archived } } }';
    expect((await rex(LIST, { type: 'QUEUE' })).body.data?.['readingList']).toEqual({
      postPreviews: [{ id: postId(2) }],
      counts: { saved: 1, archived: 1 },
    });
    expect((await rex(LIST, { type: 'READING_LIST_ARCHIVE' })).body.data?.['readingList']).toMatchObject({
      postPreviews: [{ id: postId(1) }],
    });
    expect((await rex(LIST, { type: 'QUEUE', q: 'nothing like it' })).body.data?.['readingList']).toMatchObject({
      postPreviews: [],
    });
  });

  it.each([
    ['50%', ['Save 50% now']],
    ['50', ['Save 50% now', 'Save 500 now']],
    ['a_b', ['The a_b test']],
    ['\\', []],
  ])('finds saved stories by title with “%s” taken as typed, wildcards and all', async (typed, titles) => {
    await seedContent(4);
    await batch(
      ['Save 50% now', 'Save 500 now', 'The a_b test', 'The axb test'].map((title, index) =>
        db
          .update(posts)
          .set({ title })
          .where(eq(posts.id, postId(index + 1))),
      ),
    );
    const rex = await as('u-rex');
    for (let index = 1; index <= 4; index += 1)
      await rex('mutation ($id: ID!) { bookmarkPost(targetPostId: $id) { __typename } }', { id: postId(index) });
    const { body } = await rex(
      'query ($q: String) { readingList(readingListType: QUEUE, searchQuery: $q) { postPreviews { title } } }',
      { q: typed },
    );
    const found = (body.data?.['readingList'] as { postPreviews: { title: string }[] }).postPreviews;
    expect(found.map((post) => post.title).sort()).toEqual(titles);
  });

  it('cannot save a story the viewer cannot read', async () => {
    await db
      .update(posts)
      .set({ firstPublishedAt: null })
      .where(eq(posts.id, postId(3)))
      .run();
    const rex = await as('u-rex');
    const { body } = await rex('mutation ($id: ID!) { bookmarkPost(targetPostId: $id) { __typename } }', {
      id: postId(3),
    });
    expect(body.data?.['bookmarkPost']).toEqual({ __typename: 'NotFound' });
  });
});

describe('banners on pages', () => {
  it('shows VERIFY_EMAIL to a signed-in viewer without an e-mail, and nothing to visitors', async () => {
    const { cookie } = await signIn('u-rex');
    const html = await (await SELF.fetch('http://localhost/', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('data-banner="VERIFY_EMAIL"');
    expect(html).toContain('Verify your email to get full access');
    const visitor = await (await SELF.fetch('http://localhost/')).text();
    expect(visitor).not.toContain('data-banner=');
  });

  const page = async (cookie: string, path = '/') =>
    (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();
  const banner = (html: string, kind: string) =>
    html.match(new RegExp(`<p class="([^"]*)" data-banner="${kind}">(.*?)</p>`));

  it('shows a partner the tax banner in the error colour with its words and link, but not on a story’s stats', async () => {
    await db
      .update(users)
      .set({ email: 'ann@example.com', partnerProgramEnrollment: 'ENROLLED', taxDocumentStatus: 3 })
      .where(eq(users.id, 'u-ann'))
      .run();
    const { cookie } = await signIn('u-ann');
    const found = banner(await page(cookie), 'TAX_STATUS');
    expect(found?.[1]).toBe('banner banner--error');
    expect(found?.[2]).toContain('There is an issue with your tax forms. Please resubmit them.');
    expect(found?.[2]).toContain('href="/me/partner/taxes"');
    expect(banner(await page(cookie, `/me/stats/post/${postId(1)}`), 'TAX_STATUS')).toBeNull();
  });

  it('gives a pending review the calm colour, and approved forms no banner', async () => {
    await db
      .update(users)
      .set({ email: 'ann@example.com', partnerProgramEnrollment: 'ENROLLED', taxDocumentStatus: 1 })
      .where(eq(users.id, 'u-ann'))
      .run();
    const { cookie } = await signIn('u-ann');
    const found = banner(await page(cookie), 'TAX_STATUS');
    expect(found?.[1]).toBe('banner');
    expect(found?.[2]).toContain('Please wait 3 to 5 business days.');
    await db.update(users).set({ taxDocumentStatus: 4 }).where(eq(users.id, 'u-ann')).run();
    expect(banner(await page(cookie), 'TAX_STATUS')).toBeNull();
  });

  it('shows the terms banner until the partner dismisses PP_TERMS_ACKNOWLEDGEMENT, and only for them', async () => {
    await db
      .update(users)
      .set({
        email: 'ann@example.com',
        partnerProgramEnrollment: 'ENROLLED',
        hightowerTermsAcceptedAt: new Date(Date.parse('2021-08-01T00:00:00Z')),
      })
      .where(eq(users.id, 'u-ann'))
      .run();
    const { cookie } = await signIn('u-ann');
    expect(banner(await page(cookie), 'PP_ACCEPT_TERMS')?.[2]).toContain('Got it');
    const rex = await as('u-rex');
    const refused = await rex(
      'mutation { dismissFlag(userId: "u-ann", flag: "PP_TERMS_ACKNOWLEDGEMENT") { __typename } }',
    );
    expect(refused.body.data?.['dismissFlag']).toEqual({ __typename: 'Forbidden' });
    expect(banner(await page(cookie), 'PP_ACCEPT_TERMS')).not.toBeNull();
    const ann = await as('u-ann');
    const saved = await ann(
      'mutation { dismissFlag(userId: "u-ann", flag: "PP_TERMS_ACKNOWLEDGEMENT") { ... on User { id dismissableFlags } } }',
    );
    expect(saved.body.data?.['dismissFlag']).toEqual({ id: 'u-ann', dismissableFlags: ['PP_TERMS_ACKNOWLEDGEMENT'] });
    expect(banner(await page(cookie), 'PP_ACCEPT_TERMS')).toBeNull();
  });
});

describe('UnhidePostResponseOnParentPost', () => {
  beforeEach(async () => {
    await db
      .insert(posts)
      .values({
        id: 'ee0000000001',
        creatorId: 'u-rex',
        title: '',
        uniqueSlug: 'ee0000000001',
        content: { paragraphs: [] },
        inResponseToPostId: postId(1),
        isHiddenOnParent: true,
        firstPublishedAt: new Date(1),
        updatedAt: new Date(1),
      })
      .run();
  });

  const UNHIDE = `mutation UnhidePostResponseOnParentPost($parent: ID!, $response: ID!) {
    unhidePostResponseOnParentPost(parentPostId: $parent, postResponseId: $response) { __typename ... on Post { id isHiddenOnParent } ... on Forbidden { message } }
  }`;

  it('lets the story’s writer show a hidden response again, and hide it', async () => {
    const ann = await as('u-ann');
    expect(
      (await ann(UNHIDE, { parent: postId(1), response: 'ee0000000001' })).body.data?.[
        'unhidePostResponseOnParentPost'
      ],
    ).toEqual({
      __typename: 'Post',
      id: 'ee0000000001',
      isHiddenOnParent: false,
    });
    const hidden = await ann(
      'mutation ($p: ID!, $r: ID!) { hidePostResponseOnParentPost(parentPostId: $p, postResponseId: $r) { ... on Post { isHiddenOnParent } } }',
      {
        p: postId(1),
        r: 'ee0000000001',
      },
    );
    expect(hidden.body.data?.['hidePostResponseOnParentPost']).toEqual({ isHiddenOnParent: true });
  });

  it('refuses anyone else, even the response’s writer, and an editor of a publication the story is not in', async () => {
    for (const userId of ['u-rex', 'u-ed']) {
      const someone = await as(userId);
      expect(
        (await someone(UNHIDE, { parent: postId(1), response: 'ee0000000001' })).body.data?.[
          'unhidePostResponseOnParentPost'
        ],
      ).toEqual({
        __typename: 'Forbidden',
        message: 'Only the writer or the publication’s editors can do that.',
      });
    }
  });

  it('lets an editor of the story’s publication hide a response on it and show it again', async () => {
    const hide = `mutation ($p: ID!, $r: ID!) { hidePostResponseOnParentPost(parentPostId: $p, postResponseId: $r) { __typename ... on Post { isHiddenOnParent } } }`;
    await db
      .insert(posts)
      .values({
        id: 'ee0000000002',
        creatorId: 'u-rex',
        title: '',
        uniqueSlug: 'ee0000000002',
        content: { paragraphs: [] },
        inResponseToPostId: postId(2),
        firstPublishedAt: new Date(1),
        updatedAt: new Date(1),
      })
      .run();
    const ed = await as('u-ed');
    expect((await ed(hide, { p: postId(2), r: 'ee0000000002' })).body.data?.['hidePostResponseOnParentPost']).toEqual({
      __typename: 'Post',
      isHiddenOnParent: true,
    });
    expect(
      (await ed(UNHIDE, { parent: postId(2), response: 'ee0000000002' })).body.data?.['unhidePostResponseOnParentPost'],
    ).toMatchObject({ isHiddenOnParent: false });
    // the page offers the editor, and the story's writer, the Hide button; nobody else
    const canHide = async (ask: Awaited<ReturnType<typeof as>>, story: string) =>
      (
        (
          await ask(`query ($id: ID!) { post(id: $id) { threadedPostResponses { viewerCanHideResponses } } }`, {
            id: story,
          })
        ).body.data?.['post'] as { threadedPostResponses: { viewerCanHideResponses: boolean } }
      ).threadedPostResponses.viewerCanHideResponses;
    const [ann, rex] = await Promise.all([as('u-ann'), as('u-rex')]);
    expect([
      await canHide(ed, postId(2)),
      await canHide(ann, postId(2)),
      await canHide(rex, postId(2)),
      await canHide(ed, postId(1)),
    ]).toEqual([true, true, false, false]);
  });

  it.each<[string, string | null, boolean]>([
    ['the story’s writer', 'u-ann', true],
    ['the response’s own writer, who is told it is hidden', 'u-rex', true],
    ['an editor of a publication the story is not in', 'u-ed', false],
    ['a visitor', null, false],
  ])('a hidden response shows to %s: %s', async (_case, userId, shown) => {
    const query = `query ($id: ID!) { post(id: $id) { threadedPostResponses { posts { id isHiddenOnParent } responsesCount } } }`;
    const ask = userId ? await as(userId) : (q: string, v: Record<string, unknown>) => graphql(q, v);
    const thread = ((await ask(query, { id: postId(1) })).body.data?.['post'] as { threadedPostResponses: unknown })
      .threadedPostResponses;
    expect(thread).toEqual(
      shown
        ? { posts: [{ id: 'ee0000000001', isHiddenOnParent: true }], responsesCount: 1 }
        : { posts: [], responsesCount: 0 },
    );
  });
});

describe('PublicationFaviconQuery', () => {
  it('gives the publication’s favicon', async () => {
    await db.update(collections).set({ faviconImageId: 'fav.png' }).where(eq(collections.id, 'c-mag')).run();
    const { body } = await graphql(
      'query PublicationFaviconQuery($d: String!) { collectionByDomainOrSlug(domainOrSlug: $d) { id favicon { id } } }',
      { d: 'the-mag' },
    );
    expect(body.data?.['collectionByDomainOrSlug']).toEqual({ id: 'c-mag', favicon: { id: 'fav.png' } });
  });
});

describe('updateUserProfile (the profile section of /me/settings)', () => {
  const UPDATE = `mutation ($name: String!, $bio: String!) { updateUserProfile(name: $name, bio: $bio) {
    __typename ... on User { id name bio } ... on BadRequest { message } ... on Unauthorized { message } } }`;

  it('saves the viewer’s own name and bio, trimmed', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const saved = await graphql(
      UPDATE,
      { name: '  Ann Writer ', bio: ' Cities and rivers. ' },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    expect(saved.body.data?.['updateUserProfile']).toEqual({
      __typename: 'User',
      id: 'u-ann',
      name: 'Ann Writer',
      bio: 'Cities and rivers.',
    });
    const page = await (await SELF.fetch('http://localhost/@ann')).text();
    expect(page).toContain('Ann Writer');
    expect(page).toContain('Cities and rivers.');
  });

  it.each<[string, { name: string; bio: string }, string]>([
    ['no name', { name: ' ', bio: '' }, 'Please enter your name'],
    ['a long name', { name: 'n'.repeat(51), bio: '' }, 'Your name can be at most 50 characters long.'],
    ['a long bio', { name: 'Ann', bio: 'b'.repeat(161) }, 'Your bio can be at most 160 characters long.'],
  ])('refuses %s and keeps what was saved', async (_case, fields, message) => {
    const { cookie, xsrf } = await signIn('u-ann');
    const refused = await graphql(UPDATE, fields, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
    expect(refused.body.data?.['updateUserProfile']).toEqual({ __typename: 'BadRequest', message });
    expect(await env.DB.prepare(`select name, bio from users where id = 'u-ann'`).first()).toEqual({
      name: 'Ann Author',
      bio: 'Writes.',
    });
  });

  it('needs a signed-in viewer', async () => {
    const answer = await graphql(UPDATE, { name: 'Someone', bio: '' }, { 'X-Xsrf-Token': '' });
    expect(answer.body.data?.['updateUserProfile']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to do that.',
    });
  });
});
