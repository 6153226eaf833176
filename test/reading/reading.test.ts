import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { and, eq } from 'drizzle-orm';
import { catalogs, highlights, meteringCounts, notes, posts, readingHistory } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const sql = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(...values);

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(catalogs),
    db.delete(highlights),
    db.delete(notes),
    db.delete(meteringCounts),
    db.delete(readingHistory),
  ]);
});

const RESPOND = `mutation ($post: ID, $list: ID, $text: String!) { createResponse(parentPostId: $post, parentCatalogId: $list, text: $text) {
  __typename ... on Post { id inResponseToPostId content { bodyModel { paragraphs { text } } } } ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } ... on Unauthorized { message } } }`;

const respondTo = async (userId: string, post: string, text = 'Well said.') => {
  const answer = (await (await asViewer(userId))(RESPOND, { post, text }))['createResponse'];
  expect(answer?.__typename).toBe('Post');
  return String(answer?.['id']);
};

describe('responses', () => {
  it('publishes a response with its paragraphs, threads it and counts it on the story', async () => {
    const rex = await asViewer('u-rex');
    const answer = (await rex(RESPOND, { post: postId(1), text: 'First line.\n\nSecond line.' }))['createResponse'];
    expect(answer).toMatchObject({
      __typename: 'Post',
      inResponseToPostId: postId(1),
      content: { bodyModel: { paragraphs: [{ text: 'First line.' }, { text: 'Second line.' }] } },
    });
    const thread = await (await asViewer(null))(
      `{ post(id: "${postId(1)}") { responsesCount threadedPostResponses { responsesCount posts { id creator { id } } } } }`,
    );
    expect(thread['post']).toEqual({
      responsesCount: 1,
      threadedPostResponses: { responsesCount: 1, posts: [{ id: answer?.['id'], creator: { id: 'u-rex' } }] },
    });
  });

  it('nests replies three levels deep and no further (docs/spec-checklist.md 1 §9 "Response depth constant 3")', async () => {
    const first = await respondTo('u-rex', postId(1));
    const second = await respondTo('u-ann', first);
    const third = await respondTo('u-ed', second);
    expect((await (await asViewer('u-rex'))(RESPOND, { post: third, text: 'Deeper' }))['createResponse']).toEqual({
      __typename: 'BadRequest',
      message: 'Replies go 3 levels deep; respond higher up the thread.',
    });
  });

  it('refuses new responses once the writer closes discussion, with the spec’s text, on replies too', async () => {
    const first = await respondTo('u-rex', postId(1));
    const lock = `mutation ($id: ID!, $locked: Boolean!) { setResponsesLocked(targetPostId: $id, locked: $locked) { __typename ... on Post { responsesLocked } ... on Forbidden { message } } }`;
    expect((await (await asViewer('u-rex'))(lock, { id: postId(1), locked: true }))['setResponsesLocked']).toEqual({
      __typename: 'Forbidden',
      message: 'Only the writer can close discussion.',
    });
    expect((await (await asViewer('u-ann'))(lock, { id: postId(1), locked: true }))['setResponsesLocked']).toEqual({
      __typename: 'Post',
      responsesLocked: true,
    });
    const closed = { __typename: 'Forbidden', message: 'The author has closed discussion for this story.' };
    expect((await (await asViewer('u-ed'))(RESPOND, { post: postId(1), text: 'Late' }))['createResponse']).toEqual(
      closed,
    );
    expect((await (await asViewer('u-ed'))(RESPOND, { post: first, text: 'Late reply' }))['createResponse']).toEqual(
      closed,
    );
    await (await asViewer('u-ann'))(lock, { id: postId(1), locked: false });
    expect(
      (await (await asViewer('u-ed'))(RESPOND, { post: postId(1), text: 'Open again' }))['createResponse']?.__typename,
    ).toBe('Post');
  });

  it('refuses responses on a list whose owner closed discussion, with the spec’s text', async () => {
    await db
      .insert(catalogs)
      .values({
        id: 'l-closed',
        creatorId: 'u-ann',
        name: 'Closed',
        slug: 'closed',
        visibility: 'PUBLIC',
        responsesLocked: true,
        updatedAt: new Date(0),
      })
      .run();
    expect((await (await asViewer('u-rex'))(RESPOND, { list: 'l-closed', text: 'Hi' }))['createResponse']).toEqual({
      __typename: 'Forbidden',
      message: 'The author has closed discussion for this list. We are unable to save changes to your response.',
    });
  });

  it.each([
    [
      'a visitor',
      null,
      { post: postId(1), text: 'Hi' },
      { __typename: 'Unauthorized', message: 'Sign in to respond.' },
    ],
    [
      'an empty response',
      'u-rex',
      { post: postId(1), text: '  \n ' },
      { __typename: 'BadRequest', message: 'Write a response first.' },
    ],
    [
      'a response to nothing',
      'u-rex',
      { text: 'Hi' },
      { __typename: 'BadRequest', message: 'Say what you are responding to.' },
    ],
    [
      'a story that is not there',
      'u-rex',
      { post: 'ffffffffffff', text: 'Hi' },
      { __typename: 'NotFound', message: 'Post not found' },
    ],
    ['a private list', 'u-rex', { list: 'nope', text: 'Hi' }, { __typename: 'NotFound', message: 'List not found' }],
  ])('refuses %s', async (_case, userId, variables, expected) => {
    expect((await (await asViewer(userId))(RESPOND, variables))['createResponse']).toEqual(expected);
  });

  it('refuses a response from someone the writer blocked: to the story, in its thread, and to the writer’s list; the writer may still answer them', async () => {
    const byEd = await respondTo('u-ed', postId(1));
    const byRex = await respondTo('u-rex', postId(1));
    await db
      .insert(catalogs)
      .values({
        id: 'l-open',
        creatorId: 'u-ann',
        name: 'Open',
        slug: 'open',
        visibility: 'PUBLIC',
        updatedAt: new Date(0),
      })
      .run();
    const ann = await asViewer('u-ann');
    await ann(`mutation { blockUser(targetUserId: "u-rex") { __typename } }`);
    const refused = { __typename: 'Forbidden', message: 'You can’t respond to this author.' };
    const rex = await asViewer('u-rex');
    expect((await rex(RESPOND, { post: postId(1), text: 'Hi' }))['createResponse']).toEqual(refused);
    expect((await rex(RESPOND, { post: byEd, text: 'Hi Ed' }))['createResponse']).toEqual(refused);
    expect((await rex(RESPOND, { list: 'l-open', text: 'Hi' }))['createResponse']).toEqual(refused);
    const stored = await sql("select count(*) as n from posts where creator_id = 'u-rex'").first<{ n: number }>();
    expect(stored?.n).toBe(1);
    expect((await ann(RESPOND, { post: byRex, text: 'Thanks' }))['createResponse']?.__typename).toBe('Post');
  });

  it('leaves out responses by people the reader muted or blocked', async () => {
    await respondTo('u-ed', postId(1));
    await respondTo('u-ann', postId(1), 'Thanks for reading.');
    const rex = await asViewer('u-rex');
    await rex(`mutation { muteUser(targetUserId: "u-ed") { __typename } }`);
    const seen = await rex(`{ post(id: "${postId(1)}") { threadedPostResponses { posts { creator { id } } } } }`);
    expect(seen['post']).toEqual({ threadedPostResponses: { posts: [{ creator: { id: 'u-ann' } }] } });
  });
});

const HIGHLIGHT = `mutation ($id: ID!, $p: String!, $s: Int!, $e: Int!) { createHighlight(targetPostId: $id, paragraphName: $p, startOffset: $s, endOffset: $e) {
  __typename ... on Quote { id paragraphName startOffset endOffset preview } ... on BadRequest { message } ... on NotFound { message } ... on Unauthorized { message } } }`;
const NOTE = `mutation ($id: ID!, $p: String!, $s: Int!, $e: Int!, $c: String!) { createNote(targetPostId: $id, paragraphName: $p, startOffset: $s, endOffset: $e, content: $c) {
  __typename ... on Note { id anchor content author { id } } ... on BadRequest { message } ... on Unauthorized { message } } }`;

describe('highlights and private notes', () => {
  it('keeps a reader’s highlights on the story, quoted to 50 characters, and lets them remove one', async () => {
    await db
      .update(posts)
      .set({
        content: {
          paragraphs: [
            {
              name: 'q1',
              type: 'P',
              text: 'Cities that slow down find that people stay longer, talk more and spend their evenings outdoors.',
              markups: [],
            },
          ],
        },
      })
      .where(eq(posts.id, postId(1)))
      .run();
    const rex = await asViewer('u-rex');
    const made = (await rex(HIGHLIGHT, { id: postId(1), p: 'q1', s: 0, e: 96 }))['createHighlight'];
    expect(made).toMatchObject({
      __typename: 'Quote',
      paragraphName: 'q1',
      startOffset: 0,
      endOffset: 96,
      preview: 'Cities that slow down find that people stay…',
    });
    expect((await rex(`{ post(id: "${postId(1)}") { viewerHighlights { id } } }`))['post']).toEqual({
      viewerHighlights: [{ id: made?.['id'] }],
    });
    expect((await rex(`{ viewerHighlights { id post { id } } }`))['viewerHighlights']).toEqual([
      { id: made?.['id'], post: { id: postId(1) } },
    ]);
    // nobody else sees it, nor removes it
    expect(
      (await (await asViewer('u-ed'))(`{ post(id: "${postId(1)}") { viewerHighlights { id } } }`))['post'],
    ).toEqual({ viewerHighlights: [] });
    const remove = `mutation ($id: ID!) { deleteHighlight(highlightId: $id) { __typename ... on Post { viewerHighlights { id } } ... on NotFound { message } } }`;
    expect((await (await asViewer('u-ed'))(remove, { id: made?.['id'] }))['deleteHighlight']).toEqual({
      __typename: 'NotFound',
      message: 'Highlight not found',
    });
    expect((await rex(remove, { id: made?.['id'] }))['deleteHighlight']).toEqual({
      __typename: 'Post',
      viewerHighlights: [],
    });
  });

  it.each([
    ['a visitor', null, { p: 'p2', s: 0, e: 3 }, { __typename: 'Unauthorized', message: 'Sign in to highlight.' }],
    [
      'a paragraph that is not there',
      'u-rex',
      { p: 'zz', s: 0, e: 3 },
      { __typename: 'BadRequest', message: 'That passage is not in this story.' },
    ],
    [
      'offsets past the text',
      'u-rex',
      { p: 'p2', s: 0, e: 999 },
      { __typename: 'BadRequest', message: 'Select some text in the story first.' },
    ],
  ])('refuses %s', async (_case, userId, anchor, expected) => {
    expect((await (await asViewer(userId))(HIGHLIGHT, { id: postId(1), ...anchor }))['createHighlight']).toEqual(
      expected,
    );
  });

  it('shows a private note to its author and the writer only', async () => {
    const note = (await (await asViewer('u-rex'))(NOTE, { id: postId(1), p: 'p2', s: 4, e: 9, c: 'Lovely phrase.' }))[
      'createNote'
    ];
    expect(note).toMatchObject({
      __typename: 'Note',
      anchor: 'p2',
      content: 'Lovely phrase.',
      author: { id: 'u-rex' },
    });
    const notesSeenBy = async (userId: string | null) =>
      (await (await asViewer(userId))(`{ post(id: "${postId(1)}") { privateNotes { content } } }`))['post'];
    expect(await notesSeenBy('u-rex')).toEqual({ privateNotes: [{ content: 'Lovely phrase.' }] });
    expect(await notesSeenBy('u-ann')).toEqual({ privateNotes: [{ content: 'Lovely phrase.' }] });
    expect(await notesSeenBy('u-ed')).toEqual({ privateNotes: [] });
    expect(await notesSeenBy(null)).toEqual({ privateNotes: [] });
    expect(
      (await (await asViewer('u-rex'))(NOTE, { id: postId(1), p: 'p2', s: 4, e: 9, c: ' ' }))['createNote'],
    ).toEqual({ __typename: 'BadRequest', message: 'Write a note first.' });
  });

  it('refuses a note to a writer who turned private notes off (PUBLISHING_ALLOW_PRIVATE_NOTES), and takes them again once on', async () => {
    const SWITCH = `mutation ($on: Boolean!) { updateWriterSettings(allowPrivateNotes: $on) { __typename ... on User { allowsPrivateNotes } } }`;
    const ann = await asViewer('u-ann');
    const rex = await asViewer('u-rex');
    const accepts = async () => (await rex(`{ post(id: "${postId(1)}") { creator { allowsPrivateNotes } } }`))['post'];
    expect(await accepts()).toEqual({ creator: { allowsPrivateNotes: true } });
    expect((await ann(SWITCH, { on: false }))['updateWriterSettings']).toEqual({
      __typename: 'User',
      allowsPrivateNotes: false,
    });
    expect(await accepts()).toEqual({ creator: { allowsPrivateNotes: false } });
    const refused = `mutation ($id: ID!) { createNote(targetPostId: $id, paragraphName: "p2", startOffset: 4, endOffset: 9, content: "Lovely phrase.") { __typename ... on Forbidden { message } } }`;
    expect((await rex(refused, { id: postId(1) }))['createNote']).toEqual({
      __typename: 'Forbidden',
      message: 'Ann Author doesn’t accept private notes.',
    });
    expect((await sql('select count(*) as n from notes').first())?.['n']).toBe(0);
    await ann(SWITCH, { on: true });
    expect((await rex(NOTE, { id: postId(1), p: 'p2', s: 4, e: 9, c: 'Lovely phrase.' }))['createNote']).toMatchObject({
      __typename: 'Note',
    });
  });
});

const CATALOG = `... on Catalog { id name visibility catalogSlugId postCount } ... on BadRequest { message } ... on Forbidden { message } ... on NotFound { message } ... on Unauthorized { message }`;

describe('lists', () => {
  it('saves a story to a new list, adds and removes stories, and shows the ticks of the save menu', async () => {
    const rex = await asViewer('u-rex');
    const made = (
      await rex(
        `mutation ($id: ID!) { createCatalog(name: " Walks ", description: "", visibility: PRIVATE, targetPostId: $id) { __typename ${CATALOG} } }`,
        { id: postId(1) },
      )
    )['createCatalog'];
    expect(made).toMatchObject({ __typename: 'Catalog', name: 'Walks', visibility: 'PRIVATE', postCount: 1 });
    expect(String(made?.['catalogSlugId'])).toMatch(/^walks-[0-9a-f]{12}$/);
    const list = String(made?.['id']);
    const add = `mutation ($list: ID!, $id: ID!) { addToCatalog(catalogId: $list, targetPostId: $id) { __typename ${CATALOG} } }`;
    expect((await rex(add, { list, id: postId(2) }))['addToCatalog']).toMatchObject({ postCount: 2 });
    expect((await rex(add, { list, id: postId(2) }))['addToCatalog']).toMatchObject({ postCount: 2 });
    expect((await rex(`{ post(id: "${postId(2)}") { viewerCatalogIds } }`))['post']).toEqual({
      viewerCatalogIds: [list],
    });
    expect(
      (
        await rex(
          `mutation ($list: ID!, $id: ID!) { removeFromCatalog(catalogId: $list, targetPostId: $id) { __typename ${CATALOG} } }`,
          { list, id: postId(2) },
        )
      )['removeFromCatalog'],
    ).toMatchObject({ postCount: 1 });
    expect((await rex(`{ post(id: "${postId(2)}") { viewerCatalogIds } }`))['post']).toEqual({ viewerCatalogIds: [] });
    // a private list is its owner's alone
    const slugId = String(made?.['catalogSlugId']);
    expect((await rex(`{ catalogBySlugId(catalogSlugId: "${slugId}") { __typename } }`))['catalogBySlugId']).toEqual({
      __typename: 'Catalog',
    });
    expect(
      (await (await asViewer('u-ed'))(`{ catalogBySlugId(catalogSlugId: "${slugId}") { __typename } }`))[
        'catalogBySlugId'
      ],
    ).toEqual({ __typename: 'NotFound' });
    expect((await (await asViewer('u-ed'))(add, { list, id: postId(3) }))['addToCatalog']).toEqual({
      __typename: 'NotFound',
      message: 'List not found',
    });
  });

  it('shows a writer’s public lists to everyone and the rest to the writer alone', async () => {
    const rex = await asViewer('u-rex');
    await rex(
      `mutation { a: createCatalog(name: "Open", visibility: PUBLIC) { __typename } b: createCatalog(name: "Mine", visibility: PRIVATE) { __typename } }`,
    );
    await rex(`mutation { bookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    const listsSeenBy = async (userId: string | null) =>
      (
        (await (await asViewer(userId))(`{ user(username: "rex") { catalogs { name } } }`))['user'] as unknown as {
          catalogs: { name: string }[];
        }
      ).catalogs
        .map((list) => list.name)
        .sort();
    expect(await listsSeenBy('u-rex')).toEqual(['Mine', 'Open', 'Reading list']);
    expect(await listsSeenBy('u-ed')).toEqual(['Open']);
    // a reader who never saved still has a reading list
    expect(
      await (async () =>
        (
          (await (await asViewer('u-ed'))(`{ user(username: "ed") { catalogs { name postCount } } }`))[
            'user'
          ] as unknown as { catalogs: unknown[] }
        ).catalogs)(),
    ).toEqual([{ name: 'Reading list', postCount: 0 }]);
    expect(await listsSeenBy(null)).toEqual(['Open']);
  });

  it('takes a story out of the reading list and bookmarkPost puts it back (the undo)', async () => {
    const rex = await asViewer('u-rex');
    const state = `{ post(id: "${postId(1)}") { readingList } }`;
    await rex(`mutation { bookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    expect(
      (await rex(`{ catalogBySlugId(catalogSlugId: "reading-list") { ... on Catalog { name postCount } } }`))[
        'catalogBySlugId'
      ],
    ).toEqual({ name: 'Reading list', postCount: 1 });
    await rex(`mutation { unbookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    expect((await rex(state))['post']).toEqual({ readingList: 'NONE' });
    await rex(`mutation { bookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    expect((await rex(state))['post']).toEqual({ readingList: 'QUEUE' });
  });

  it.each([
    ['no name', { name: ' ' }, 'Give your list a name.'],
    ['a long name', { name: 'n'.repeat(61) }, 'List names can be up to 60 characters.'],
  ])('refuses %s', async (_case, variables, message) => {
    expect(
      (
        await (
          await asViewer('u-rex')
        )(`mutation ($name: String!) { createCatalog(name: $name) { __typename ${CATALOG} } }`, variables)
      )['createCatalog'],
    ).toEqual({ __typename: 'BadRequest', message });
  });

  it('refuses changes to lists that are not the viewer’s to change', async () => {
    const rex = await asViewer('u-rex');
    const list = String(
      (await (await asViewer('u-ann'))(`mutation { createCatalog(name: "Ann’s picks") { ... on Catalog { id } } }`))[
        'createCatalog'
      ]?.['id'],
    );
    const forbidden = { __typename: 'Forbidden', message: 'Only the owner of the list can change it.' };
    expect(
      (
        await rex(
          `mutation ($l: ID!, $p: ID!) { removeFromCatalog(catalogId: $l, targetPostId: $p) { __typename ${CATALOG} } }`,
          { l: list, p: postId(1) },
        )
      )['removeFromCatalog'],
    ).toEqual(forbidden);
    expect(
      (
        await rex(`mutation ($l: ID!) { deleteCatalog(catalogId: $l) { __typename ... on Forbidden { message } } }`, {
          l: list,
        })
      )['deleteCatalog'],
    ).toEqual(forbidden);
    await rex(`mutation { bookmarkPost(targetPostId: "${postId(1)}") { __typename } }`);
    expect(
      (
        await rex(
          `mutation ($p: ID!) { addToCatalog(catalogId: "predefined:u-rex:reading-list", targetPostId: $p) { __typename ${CATALOG} } }`,
          { p: postId(2) },
        )
      )['addToCatalog'],
    ).toEqual({
      __typename: 'Forbidden',
      message: 'This list changes as you save stories.',
    });
    expect(
      (await (await asViewer(null))(`mutation { createCatalog(name: "Mine") { __typename ${CATALOG} } }`))[
        'createCatalog'
      ],
    ).toEqual({ __typename: 'Unauthorized', message: 'Sign in to do that.' });
  });

  it('renames, closes discussion of and deletes a list of one’s own only', async () => {
    const rex = await asViewer('u-rex');
    const list = String(
      (await rex(`mutation { createCatalog(name: "Walks") { ... on Catalog { id } } }`))['createCatalog']?.['id'],
    );
    const update = `mutation ($id: ID!) { updateCatalog(catalogId: $id, name: "City walks", description: "On foot.", visibility: PUBLIC, responsesLocked: true) { __typename ... on Catalog { name description responsesLocked } ... on Forbidden { message } } }`;
    expect((await (await asViewer('u-ed'))(update, { id: list }))['updateCatalog']).toEqual({
      __typename: 'Forbidden',
      message: 'Only the owner of the list can change it.',
    });
    expect((await rex(update, { id: list }))['updateCatalog']).toEqual({
      __typename: 'Catalog',
      name: 'City walks',
      description: 'On foot.',
      responsesLocked: true,
    });
    expect(
      (await rex(`mutation ($id: ID!) { deleteCatalog(catalogId: $id) { __typename } }`, { id: list }))[
        'deleteCatalog'
      ],
    ).toEqual({ __typename: 'User' });
    expect((await rex(`{ catalogById(catalogId: "${list}") { __typename } }`))['catalogById']).toEqual({
      __typename: 'NotFound',
    });
  });
});

const VIEW = `mutation ($id: ID!) { recordPostView(targetPostId: $id) { __typename ... on PostView { readable meteringInfo { postIds counts { day week month monthNotOwned } } } } }`;

describe('metering and reading history (docs/spec-checklist.md 3 §4)', () => {
  it('counts each story once per period, leaves the reader’s own stories out of the month not owned, and keeps the history', async () => {
    await db
      .update(posts)
      .set({ creatorId: 'u-rex' })
      .where(eq(posts.id, postId(3)))
      .run();
    const rex = await asViewer('u-rex');
    await rex(VIEW, { id: postId(1) });
    await rex(VIEW, { id: postId(1) });
    await rex(VIEW, { id: postId(2) });
    const last = (await rex(VIEW, { id: postId(3) }))['recordPostView'];
    // public stories: read in full, and none of the month's free members-only stories spent
    expect(last).toEqual({
      __typename: 'PostView',
      readable: true,
      meteringInfo: { postIds: [], counts: { day: 3, week: 3, month: 3, monthNotOwned: 2 } },
    });
    const history = await rex(`{ readingHistory(paging: { limit: 2 }) { posts { id } pagingInfo { next { to } } } }`);
    const page = history['readingHistory'] as unknown as {
      posts: { id: string }[];
      pagingInfo: { next: { to: string } };
    };
    expect(page.posts).toHaveLength(2);
    const rest = await rex(
      `query ($to: String) { readingHistory(paging: { limit: 2, to: $to }) { posts { id } pagingInfo { next { to } } } }`,
      { to: page.pagingInfo.next.to },
    );
    expect((rest['readingHistory'] as unknown as { posts: unknown[] }).posts).toHaveLength(1);
  });

  it('starts a counter again when its period has ended', async () => {
    const rex = await asViewer('u-rex');
    await rex(VIEW, { id: postId(1) });
    // as if the day counter had been left from last year
    await db
      .update(meteringCounts)
      .set({ windowStart: new Date(0), count: 7 })
      .where(and(eq(meteringCounts.userId, 'u-rex'), eq(meteringCounts.window, 'day')))
      .run();
    await db
      .update(readingHistory)
      .set({ readAt: new Date(0) })
      .where(eq(readingHistory.userId, 'u-rex'))
      .run();
    expect((await rex(VIEW, { id: postId(1) }))['recordPostView']).toMatchObject({
      meteringInfo: { counts: { day: 1 } },
    });
    expect((await rex(`{ meteringInfo { counts { day } } }`))['meteringInfo']).toEqual({ counts: { day: 1 } });
  });

  it('keeps no history or counters for visitors: their browser counts their month', async () => {
    expect((await (await asViewer(null))(VIEW, { id: postId(1) }))['recordPostView']).toEqual({
      __typename: 'PostView',
      readable: true,
      meteringInfo: { postIds: [], counts: null },
    });
    expect((await sql('select count(*) as n from reading_history').first())?.['n']).toBe(0);
  });
});

describe('the share key (Share Friend Link)', () => {
  it('opens a members-only story to whoever holds the key, and only the right key', async () => {
    await db
      .update(posts)
      .set({ visibility: 'LOCKED', shareKey: 'k3y-of-ten' })
      .where(eq(posts.id, postId(1)))
      .run();
    const read = async (shareKey: string | null) =>
      (
        await (
          await asViewer('u-rex')
        )(
          `query ($sk: String) { post(id: "${postId(1)}") { content(shareKey: $sk) { isLockedPreviewOnly bodyModel { paragraphs { name } } } } }`,
          { sk: shareKey },
        )
      )['post'];
    expect(await read(null)).toMatchObject({ content: { isLockedPreviewOnly: true } });
    expect(await read('wrong-key!')).toMatchObject({ content: { isLockedPreviewOnly: true } });
    expect(await read('k3y-of-ten')).toEqual({
      content: {
        isLockedPreviewOnly: false,
        bodyModel: { paragraphs: [{ name: 'p1' }, { name: 'p2' }, { name: 'p3' }, { name: 'p4' }] },
      },
    });
  });
});

describe('a members-only story’s preview', () => {
  // paragraph names of a story of n paragraphs, and how many of them a reader who is not a member gets
  it.each<[number, number]>([
    [4, 3],
    [3, 2],
    [2, 1],
    [1, 0],
  ])('of a story of %i paragraphs is the first %i: never the whole story, however short', async (length, shown) => {
    const paragraphs = Array.from({ length }, (_, index) => ({
      name: `m${index + 1}`,
      type: 'P' as const,
      text: `Members paragraph ${index + 1}.`,
      markups: [],
    }));
    await db
      .update(posts)
      .set({ visibility: 'LOCKED', content: { paragraphs } })
      .where(eq(posts.id, postId(1)))
      .run();
    const read = (
      await (
        await asViewer('u-rex')
      )(`query { post(id: "${postId(1)}") { content { isLockedPreviewOnly bodyModel { paragraphs { name } } } } }`)
    )['post'];
    expect(read).toEqual({
      content: {
        isLockedPreviewOnly: true,
        bodyModel: { paragraphs: paragraphs.slice(0, shown).map(({ name }) => ({ name })) },
      },
    });
  });
});

describe('embedded videos (IFRAME "where safe")', () => {
  it('gives readers the player address only for known video players, so the browser needs no allow-list', async () => {
    const paragraphs: Paragraph[] = [
      {
        name: 'v1',
        type: 'IFRAME',
        text: 'A talk',
        markups: [],
        href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      },
      { name: 'v2', type: 'IFRAME', text: 'Elsewhere', markups: [], href: 'https://videos.example/watch/1' },
      { name: 'v3', type: 'MIXTAPE_EMBED', text: 'A card', markups: [], href: 'https://vimeo.com/76979871' },
    ];
    await db
      .update(posts)
      .set({ content: { paragraphs } })
      .where(eq(posts.id, postId(1)))
      .run();
    const answer = await (await asViewer(null))(
      `{ post(id: "${postId(1)}") { content { bodyModel { paragraphs { name href frameUrl } } } } }`,
    );
    expect(
      (answer['post'] as unknown as { content: { bodyModel: { paragraphs: unknown[] } } }).content.bodyModel.paragraphs,
    ).toEqual([
      {
        name: 'v1',
        href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
        frameUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
      { name: 'v2', href: 'https://videos.example/watch/1', frameUrl: null },
      { name: 'v3', href: 'https://vimeo.com/76979871', frameUrl: null },
    ]);
  });
});
