import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockedLinkMessage, NEW_ACCOUNT_LIMIT_MESSAGES } from '../../shared/social/trust.ts';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { authAttempts, blockedLinkDomains, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

// Spam limits (docs/trust-and-safety.md, "Spam limits"): blocked link domains for everyone, and
// for a new account hourly limits and responses with links held for the writer's approval.

const DAY = 86_400_000;

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db.delete(authAttempts),
    db.delete(blockedLinkDomains),
    // the seeded people joined long ago; Nia joined today
    db.insert(users).values([
      {
        id: 'u-staff',
        username: 'staff',
        name: 'Sam Staff',
        isStaff: true,
        emailVerifiedAt: new Date(1),
        createdAt: new Date(Date.now() - 30 * DAY),
      },
      {
        id: 'u-nia',
        username: 'nia',
        name: 'Nia New',
        isStaff: false,
        emailVerifiedAt: new Date(1),
        createdAt: new Date(),
      },
    ]),
  ]);
});

const RESPOND = `mutation ($text: String!) { createResponse(parentPostId: "${postId(1)}", text: $text) { __typename ... on Post { id isHiddenOnParent isHeldForApproval } ... on Failure { message } } }`;
const CREATE = `mutation { createPost(title: "A story") { ... on Post { id latestRev } } }`;
const SAVE = `mutation ($id: ID!, $paragraphs: [ParagraphInput!]!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "A story", paragraphs: $paragraphs) { __typename } }`;
const PUBLISH = `mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename ... on Failure { message } } }`;

type Answer = {
  __typename: string;
  id?: string;
  message?: string;
  isHiddenOnParent?: boolean;
  isHeldForApproval?: boolean;
};

/** A new draft with these paragraphs, published by `userId`: the answer to publishPost. */
async function publish(
  userId: string,
  paragraphs: unknown[] = [{ name: 'p1', type: 'P', text: 'Words.', markups: [] }],
): Promise<Answer> {
  const ask = await asViewer(userId);
  const created = (await ask(CREATE))['createPost'] as unknown as { id: string };
  await ask(SAVE, { id: created.id, paragraphs });
  return (await ask(PUBLISH, { id: created.id }))['publishPost'] as Answer;
}

const linking = (href: string) => [
  { name: 'p1', type: 'P', text: 'Read this.', markups: [{ type: 'A', start: 5, end: 9, href }] },
];

describe('blocked link domains, which staff edit', () => {
  it('refuses a story or response linking to one, or to a host under it, from anyone; unblocked, it goes out', async () => {
    const staff = await asViewer('u-staff');
    const added = await staff(
      `mutation { blockLinkDomain(domain: "https://www.Spam.example/win", reason: "Malware.") { __typename ... on BlockedLinkDomains { domains { domain reason } } } }`,
    );
    expect(added['blockLinkDomain']).toEqual({
      __typename: 'BlockedLinkDomains',
      domains: [{ domain: 'spam.example', reason: 'Malware.' }],
    });
    const message = blockedLinkMessage('spam.example');
    expect(await publish('u-ann', linking('https://shop.spam.example/deal'))).toEqual({
      __typename: 'BadRequest',
      message,
    });
    const rex = await asViewer('u-rex');
    expect((await rex(RESPOND, { text: 'Deals at http://spam.example/x today' }))['createResponse']).toEqual({
      __typename: 'BadRequest',
      message,
    });
    // a name that only ends the same way is not under it
    expect((await publish('u-ann', linking('https://notspam.example/'))).__typename).toBe('Post');
    await staff(`mutation { unblockLinkDomain(domain: "spam.example") { __typename } }`);
    expect((await publish('u-ann', linking('https://shop.spam.example/deal'))).__typename).toBe('Post');
  });

  it('is staff’s list: others find nothing there', async () => {
    expect(
      (await (await asViewer('u-rex'))(`{ blockedLinkDomains { __typename } }`))['blockedLinkDomains']?.__typename,
    ).toBe('NotFound');
    expect(
      (
        await (
          await asViewer('u-rex')
        )(`mutation { blockLinkDomain(domain: "a.example", reason: "x") { __typename } }`)
      )['blockLinkDomain']?.__typename,
    ).toBe('NotFound');
  });
});

describe('a new account’s hourly limits', () => {
  it('publishes 3 stories an hour, and is told so at the fourth', async () => {
    for (let n = 0; n < 3; n += 1) expect((await publish('u-nia')).__typename).toBe('Post');
    expect(await publish('u-nia')).toEqual({
      __typename: 'TooManyRequests',
      message: NEW_ACCOUNT_LIMIT_MESSAGES.stories,
    });
    // an older account is not limited
    for (let n = 0; n < 4; n += 1) expect((await publish('u-ann')).__typename).toBe('Post');
  });

  it('counts responses per operation, so aliases in one request cannot multiply them', async () => {
    const nia = await asViewer('u-nia');
    const aliases = Array.from(
      { length: 11 },
      (_, n) => `r${n}: createResponse(parentPostId: "${postId(1)}", text: "Reply ${n}") { __typename }`,
    ).join('\n');
    const answers = Object.values(await nia(`mutation { ${aliases} }`)).map((answer) => answer.__typename);
    expect(answers).toEqual([...Array(10).fill('Post'), 'TooManyRequests']);
  });

  it.each([
    [
      'links',
      Array.from({ length: 11 }, (_, n) => `https://site${n}.example/`).join(' '),
      NEW_ACCOUNT_LIMIT_MESSAGES.links,
    ],
  ])('limits %s an hour', async (_case, text, message) => {
    expect((await (await asViewer('u-nia'))(RESPOND, { text }))['createResponse']).toEqual({
      __typename: 'TooManyRequests',
      message,
    });
  });

  it('limits people mentioned an hour, each counted once', async () => {
    const names = Array.from({ length: 11 }, (_, n) => `mentioned${n}`);
    await batch(names.map((name) => db.insert(users).values({ id: `u-${name}`, username: name, name })));
    const nia = await asViewer('u-nia');
    // ten people, one of them twice: ten mentions, within the hour's allowance
    expect(
      (
        await nia(RESPOND, {
          text: `Hello ${names
            .slice(0, 10)
            .map((name) => `@${name}`)
            .join(' ')} and @mentioned0 again`,
        })
      )['createResponse']?.__typename,
    ).toBe('Post');
    expect((await nia(RESPOND, { text: 'And @mentioned10 too' }))['createResponse']).toEqual({
      __typename: 'TooManyRequests',
      message: NEW_ACCOUNT_LIMIT_MESSAGES.mentions,
    });
  });

  it('lifts the limits once three people follow the account', async () => {
    await db.update(users).set({ followerCount: 3 }).where(eq(users.id, 'u-nia')).run();
    for (let n = 0; n < 4; n += 1) expect((await publish('u-nia')).__typename).toBe('Post');
  });
});

describe('a new account’s response with links waits for the writer', () => {
  const THREAD = `{ post(id: "${postId(1)}") { threadedPostResponses { posts { id } } } }`;
  type Thread = { post: { threadedPostResponses: { posts: { id: string }[] } } };
  const thread = async (userId: string) => ((await (await asViewer(userId))(THREAD)) as unknown as Thread).post;
  /** The count visitors read, kept on the story. */
  const storedCount = async () =>
    (await env.DB.prepare('select response_count as n from posts where id = ?').bind(postId(1)).first<{ n: number }>())
      ?.n;

  it('is hidden from others until the writer shows it, and counts only then', async () => {
    const before = await storedCount();
    const held = (await (await asViewer('u-nia'))(RESPOND, { text: 'My shop: https://nia.example/' }))[
      'createResponse'
    ] as Answer;
    expect(held).toMatchObject({ __typename: 'Post', isHiddenOnParent: true, isHeldForApproval: true });
    const ids = async (userId: string) => (await thread(userId)).threadedPostResponses.posts.map((post) => post.id);
    expect(await ids('u-rex')).not.toContain(held.id);
    expect(await ids('u-nia')).toContain(held.id);
    expect(await ids('u-ann')).toContain(held.id);
    expect(await storedCount()).toBe(before);
    // words without links go straight out
    expect((await (await asViewer('u-nia'))(RESPOND, { text: 'Lovely piece.' }))['createResponse']).toMatchObject({
      isHiddenOnParent: false,
      isHeldForApproval: false,
    });
    await (await asViewer('u-ann'))(
      `mutation ($id: ID!) { unhidePostResponseOnParentPost(parentPostId: "${postId(1)}", postResponseId: $id) { __typename } }`,
      { id: held.id },
    );
    expect(await ids('u-rex')).toContain(held.id);
    expect(await storedCount()).toBe((before ?? 0) + 2);
  });
});
