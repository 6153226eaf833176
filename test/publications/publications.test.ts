import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer as as, type Answer, type Ask } from '../support/as-viewer.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { collectionRoles, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const COLLECTION_RESULT = `__typename ... on Collection { id slug name viewerRole } ... on BadRequest { message } ... on AlreadyExists { message } ... on Forbidden { message } ... on NotFound { message } ... on Unauthorized { message }`;
const CREATE_COLLECTION = `mutation ($name: String!, $slug: String) { createCollection(name: $name, slug: $slug) { ${COLLECTION_RESULT} } }`;
const INVITE = `mutation ($id: ID!, $username: String!, $role: CollectionInvitedRole!) { inviteToCollection(collectionId: $id, username: $username, role: $role) { ${COLLECTION_RESULT} } }`;
const ACCEPT = `mutation ($id: ID!) { acceptCollectionInvitation(collectionId: $id) { ${COLLECTION_RESULT} } }`;
const POST_RESULT = `__typename ... on Post { id isPublished statusForCollection collection { slug } pendingCollection { slug } } ... on BadRequest { message } ... on NotFound { message }`;
const CREATE_POST = `mutation ($collectionSlug: String) { createPost(collectionSlug: $collectionSlug) { ${POST_RESULT} } }`;
const SAVE = `mutation ($id: ID!, $title: String!) { savePostDraft(targetPostId: $id, baseRev: 1, title: $title, paragraphs: [{ name: "a", type: P, text: "Words.", markups: [] }]) { __typename } }`;
const PUBLISH = `mutation ($id: ID!, $collectionId: ID) { publishPost(targetPostId: $id, collectionId: $collectionId) { ${POST_RESULT} } }`;
const STATUS = `query ($id: ID!) { post(id: $id) { draftStatus { label collection { name } } } }`;

async function draftBy(ask: Ask, title: string, collectionSlug?: string): Promise<string> {
  const created = (await ask(CREATE_POST, { collectionSlug }))['createPost'] as Answer & { id: string };
  expect(created.__typename).toBe('Post');
  await ask(SAVE, { id: created.id, title });
  return created.id;
}

beforeEach(async () => {
  await seedContent(0);
  await db
    .insert(users)
    .values([
      { id: 'u-wes', username: 'wes', name: 'Wes Writer' },
      { id: 'u-out', username: 'out', name: 'Otto Outsider' },
    ])
    .run();
});

describe('new publications (/new-publication)', () => {
  it('makes the viewer its creator at the address of its name', async () => {
    const rex = await as('u-rex');
    expect((await rex(CREATE_COLLECTION, { name: 'Night Shift' }))['createCollection']).toMatchObject({
      __typename: 'Collection',
      slug: 'night-shift',
      name: 'Night Shift',
      viewerRole: 'CREATOR',
    });
    expect((await rex(`{ viewerCollections { slug } }`))['viewerCollections']).toEqual([{ slug: 'night-shift' }]);
  });

  it.each([
    [
      'an address the route table owns',
      { name: 'Search' },
      { __typename: 'BadRequest', message: 'The address /search is reserved. Choose another.' },
    ],
    [
      'an address taken by another publication',
      { name: 'The Mag Again', slug: 'the-mag' },
      { __typename: 'AlreadyExists', message: 'The address /the-mag is taken. Choose another.' },
    ],
    ['no name', { name: '  ' }, { __typename: 'BadRequest', message: 'Give the publication a name.' }],
  ])('refuses %s', async (_, variables, expected) => {
    expect((await (await as('u-rex'))(CREATE_COLLECTION, variables))['createCollection']).toEqual(expected);
  });

  it('needs a signed-in viewer', async () => {
    expect((await (await as(null))(CREATE_COLLECTION, { name: 'Ghost Town' }))['createCollection']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to do that.',
    });
  });
});

describe('roles and invitations', () => {
  it.each([
    // who invites, whom, to what role, the answer
    ['the creator', 'u-ann', 'EDITOR', { __typename: 'Collection' }],
    ['the creator', 'u-ann', 'WRITER', { __typename: 'Collection' }],
    ['an editor', 'u-ed', 'WRITER', { __typename: 'Collection' }],
    [
      'an editor',
      'u-ed',
      'EDITOR',
      { __typename: 'Forbidden', message: 'Only the publication’s creator can add editors.' },
    ],
    [
      'an outsider',
      'u-out',
      'WRITER',
      { __typename: 'Forbidden', message: 'Only the publication’s editors can invite writers.' },
    ],
  ])('%s (%s) inviting a %s', async (_, inviter, role, expected) => {
    expect(
      (await (await as(inviter))(INVITE, { id: 'c-mag', username: 'wes', role }))['inviteToCollection'],
    ).toMatchObject(expected);
  });

  it('gives the role only when the invited person accepts, and lets editors see members and invitations', async () => {
    const ann = await as('u-ann');
    await ann(INVITE, { id: 'c-mag', username: '@Wes', role: 'WRITER' });
    const wes = await as('u-wes');
    const MEMBERS = `{ collection(id: "c-mag") { viewerRole members { user { username } role } invitations { user { username } role } } }`;
    expect((await wes(MEMBERS))['collection']).toEqual({ viewerRole: null, members: [], invitations: [] });
    expect(
      (await wes(`{ viewerCollectionInvitations { role collection { slug } } }`))['viewerCollectionInvitations'],
    ).toEqual([{ role: 'WRITER', collection: { slug: 'the-mag' } }]);
    expect((await ann(MEMBERS))['collection']).toMatchObject({
      invitations: [{ user: { username: 'wes' }, role: 'WRITER' }],
    });

    expect((await wes(ACCEPT, { id: 'c-mag' }))['acceptCollectionInvitation']).toMatchObject({
      __typename: 'Collection',
      viewerRole: 'WRITER',
    });
    expect((await wes(ACCEPT, { id: 'c-mag' }))['acceptCollectionInvitation']).toEqual({
      __typename: 'NotFound',
      message: 'This invitation is no longer open.',
    });
    expect((await ann(MEMBERS))['collection']).toEqual({
      viewerRole: 'CREATOR',
      members: [
        { user: { username: 'ann' }, role: 'CREATOR' },
        { user: { username: 'ed' }, role: 'EDITOR' },
        { user: { username: 'wes' }, role: 'WRITER' },
      ],
      invitations: [],
    });
    expect((await (await as('u-out'))(ACCEPT, { id: 'c-mag' }))['acceptCollectionInvitation']).toMatchObject({
      __typename: 'NotFound',
    });
  });

  it('lets editors remove writers, not editors; anyone but the creator may leave', async () => {
    await db.insert(collectionRoles).values({ collectionId: 'c-mag', userId: 'u-wes', role: 'WRITER' }).run();
    const REMOVE = `mutation ($userId: ID!) { removeFromCollection(collectionId: "c-mag", userId: $userId) { ${COLLECTION_RESULT} } }`;
    const ed = await as('u-ed');
    expect((await ed(REMOVE, { userId: 'u-ann' }))['removeFromCollection']).toEqual({
      __typename: 'BadRequest',
      message: 'The creator cannot leave their publication.',
    });
    expect((await (await as('u-wes'))(REMOVE, { userId: 'u-ed' }))['removeFromCollection']).toEqual({
      __typename: 'Forbidden',
      message: 'You cannot remove this person.',
    });
    expect((await ed(REMOVE, { userId: 'u-wes' }))['removeFromCollection']).toMatchObject({ __typename: 'Collection' });
    expect((await ed(REMOVE, { userId: 'u-ed' }))['removeFromCollection']).toMatchObject({
      __typename: 'Collection',
      viewerRole: null,
    });
  });
});

describe('publishing in a publication: submissions and draft status labels (docs/spec-checklist.md 1 §4)', () => {
  beforeEach(async () => {
    await db.insert(collectionRoles).values({ collectionId: 'c-mag', userId: 'u-wes', role: 'WRITER' }).run();
  });

  it('a writer’s draft begun in the publication is "Unsubmitted draft"; submitted, it is "Draft submitted to" it, and an editor publishes it', async () => {
    const wes = await as('u-wes');
    const id = await draftBy(wes, 'From the field', 'the-mag');
    expect((await wes(STATUS, { id }))['post']).toEqual({
      draftStatus: { label: 'Unsubmitted draft', collection: null },
    });

    const submitted = (await wes(PUBLISH, { id, collectionId: 'c-mag' }))['publishPost'];
    expect(submitted).toMatchObject({
      __typename: 'Post',
      isPublished: false,
      statusForCollection: 'PENDING',
      pendingCollection: { slug: 'the-mag' },
      collection: null,
    });
    expect((await wes(STATUS, { id }))['post']).toEqual({
      draftStatus: { label: 'Draft submitted to', collection: { name: 'The Mag' } },
    });
    expect(
      (await (await as(null))(`query ($id: ID!) { postResult(id: $id) { __typename } }`, { id }))['postResult'],
    ).toEqual({ __typename: 'NotFound' });

    const ed = await as('u-ed');
    expect((await ed(`{ collection(id: "c-mag") { submissions { id } } }`))['collection']).toEqual({
      submissions: [{ id }],
    });
    expect((await ed(STATUS, { id }))['post']).toEqual({
      draftStatus: { label: 'Draft submitted to', collection: { name: 'The Mag' } },
    });
    expect((await (await as('u-out'))(`{ collection(id: "c-mag") { submissions { id } } }`))['collection']).toEqual({
      submissions: [],
    });

    const approved = (await ed(PUBLISH, { id }))['publishPost'];
    expect(approved).toMatchObject({
      __typename: 'Post',
      isPublished: true,
      statusForCollection: 'APPROVED',
      collection: { slug: 'the-mag' },
      pendingCollection: null,
    });
    expect((await wes(STATUS, { id }))['post']).toEqual({ draftStatus: null });
    expect(
      (await (await as(null))(`{ collection(id: "c-mag") { postsConnection { posts { id creator { username } } } } }`))[
        'collection'
      ],
    ).toEqual({
      postsConnection: { posts: [{ id, creator: { username: 'wes' } }] },
    });
  });

  it('a pending draft of an author who edits the publication reads "Draft in" it; a plain draft reads "Draft"', async () => {
    const ed = await as('u-ed');
    const pending = await draftBy(ed, 'Editor’s note');
    await db
      .update(posts)
      .set({ pendingCollectionId: 'c-mag', statusForCollection: 'PENDING' })
      .where(eq(posts.id, pending))
      .run();
    expect((await ed(STATUS, { id: pending }))['post']).toEqual({
      draftStatus: { label: 'Draft in', collection: { name: 'The Mag' } },
    });
    const plain = await draftBy(ed, 'Just mine');
    expect((await ed(STATUS, { id: plain }))['post']).toEqual({ draftStatus: { label: 'Draft', collection: null } });
  });

  it('an editor publishes their own story straight into the publication; an outsider cannot', async () => {
    const ed = await as('u-ed');
    const mine = await draftBy(ed, 'Straight in');
    expect((await ed(PUBLISH, { id: mine, collectionId: 'c-mag' }))['publishPost']).toMatchObject({
      __typename: 'Post',
      isPublished: true,
      collection: { slug: 'the-mag' },
    });
    const out = await as('u-out');
    const theirs = await draftBy(out, 'Gatecrash');
    expect((await out(PUBLISH, { id: theirs, collectionId: 'c-mag' }))['publishPost']).toEqual({
      __typename: 'BadRequest',
      message: 'You are not a writer of this publication.',
    });
    expect((await out(CREATE_POST, { collectionSlug: 'the-mag' }))['createPost']).toEqual({
      __typename: 'BadRequest',
      message: 'You are not a writer of this publication.',
    });
    // an editor cannot publish a writer's draft that was never submitted
    const wes = await as('u-wes');
    const unsubmitted = await draftBy(wes, 'Not yet', 'the-mag');
    expect((await ed(PUBLISH, { id: unsubmitted }))['publishPost']).toEqual({
      __typename: 'BadRequest',
      message: 'Only the writer can publish this story.',
    });
  });
});

describe('publication navigation (/{collectionSlug}/settings/navigation)', () => {
  const NAVIGATE = `mutation ($items: [NavigationItemInput!]!) { updateCollectionNavigation(collectionId: "c-mag", items: $items) { ${COLLECTION_RESULT} } }`;

  it('lets editors set the links under the name, which every reader sees', async () => {
    const items = [
      { type: 'ABOUT', title: 'About', target: '' },
      { type: 'TAG', title: 'Essays', target: 'Essays' },
      { type: 'EXTERNAL_LINK', title: 'Shop', target: 'https://shop.example.com/' },
    ];
    expect((await (await as('u-ed'))(NAVIGATE, { items }))['updateCollectionNavigation']).toMatchObject({
      __typename: 'Collection',
    });
    expect(
      (await (await as(null))(`{ collection(id: "c-mag") { navigation { type title target } } }`))['collection'],
    ).toEqual({
      navigation: [
        { type: 'ABOUT', title: 'About', target: '' },
        { type: 'TAG', title: 'Essays', target: 'essays' },
        { type: 'EXTERNAL_LINK', title: 'Shop', target: 'https://shop.example.com/' },
      ],
    });
  });

  it('refuses unsafe links and anyone who does not run the publication', async () => {
    expect(
      (
        await (
          await as('u-ann')
        )(NAVIGATE, { items: [{ type: 'EXTERNAL_LINK', title: 'Bad', target: 'javascript:alert(1)' }] })
      )['updateCollectionNavigation'],
    ).toEqual({
      __typename: 'BadRequest',
      message: '“Bad” needs a web address starting with https://.',
    });
    await db.insert(collectionRoles).values({ collectionId: 'c-mag', userId: 'u-wes', role: 'WRITER' }).run();
    expect((await (await as('u-wes'))(NAVIGATE, { items: [] }))['updateCollectionNavigation']).toEqual({
      __typename: 'Forbidden',
      message: 'Only the publication’s editors can do that.',
    });
  });
});
