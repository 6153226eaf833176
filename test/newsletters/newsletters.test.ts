import { env, SELF } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ADDRESSES } from '../../shared/newsletters/subscriber-csv.ts';
import { database } from '../../worker/db/client.ts';
import type { Mailer } from '../../worker/mail/outgoing-mail.ts';
import { sendStoryNewsletter } from '../../worker/newsletters/send-story-newsletter.ts';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { awaitMail, outboxFor, recorder, SITE } from '../support/newsletter-mail.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  archiveImports,
  authAttempts,
  emailSubscribers,
  emailSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletters,
  newsletterSubscriptions,
  outbox,
  posts,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes (u-ann, stories 1–3), Rex reads (u-rex, address proven)
const SUBSCRIBE = `mutation ($username: String!, $email: String) { subscribeToWriter(username: $username, email: $email) { __typename ... on NewsletterSubscription { state } ... on Failure { message } } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { __typename ... on NewsletterSubscription { state } ... on Failure { message } } }`;
const CREATE = `mutation { createPost(title: "Fresh") { ... on Post { id } } }`;
const SAVE = `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "Fresh news", subtitle: "Out today", paragraphs: [{ name: "n1", type: P, text: "Hello, subscribers & friends <3", markups: [] }]) { __typename } }`;
const PUBLISH = `mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`;

/** A visitor subscribes to Ann and confirms from the link mailed to them. */
async function subscribeAndConfirm(email: string): Promise<void> {
  const visitor = await asViewer(null);
  expect((await visitor(SUBSCRIBE, { username: 'ann', email }))['subscribeToWriter']).toEqual({
    __typename: 'NewsletterSubscription',
    state: 'PENDING',
  });
  const [confirmation] = await outboxFor(email);
  const token = new URL(confirmation?.links[0] ?? '').searchParams.get('confirm') ?? '';
  expect((await visitor(CONFIRM, { token }))['confirmNewsletterSubscription']).toEqual({
    __typename: 'NewsletterSubscription',
    state: 'ACTIVE',
  });
}

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(outbox),
    db.delete(newsletterDeliveries),
    db.delete(newsletterIssues),
    db.delete(newsletterSubscriptions),
    db.delete(emailSuppressions),
    db.delete(emailSubscribers),
    db.delete(newsletters),
    db.delete(authAttempts),
    db.delete(archiveImports),
  ]);
  await db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')).run();
});

describe('subscribing to a writer by e-mail', () => {
  it('asks a visitor to confirm first, sends nothing before, and subscribes once confirmed', async () => {
    const visitor = await asViewer(null);
    expect((await visitor(SUBSCRIBE, { username: 'ann', email: 'Reader@Example.com ' }))['subscribeToWriter']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'PENDING',
    });
    const [confirmation] = await outboxFor('reader@example.com');
    expect(confirmation?.subject).toBe('Confirm your subscription to Ann Author');
    expect(confirmation?.links[0]).toMatch(/^http:\/\/localhost\/subscribe\/@ann\?confirm=/);
    // a story now goes to nobody: the address is not confirmed
    const mailer = recorder();
    expect(
      await sendStoryNewsletter(database(env.DB), mailer, SITE, {
        kind: 'newsletter_story',
        postId: postId(1),
        origin: SITE.origin,
      }),
    ).toBe(0);
    const token = new URL(confirmation?.links[0] ?? '').searchParams.get('confirm') ?? '';
    expect((await visitor(CONFIRM, { token }))['confirmNewsletterSubscription']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'ACTIVE',
    });
    // the link works once
    expect((await visitor(CONFIRM, { token }))['confirmNewsletterSubscription']?.__typename).toBe('NotFound');
    expect(
      await sendStoryNewsletter(database(env.DB), mailer, SITE, {
        kind: 'newsletter_story',
        postId: postId(1),
        origin: SITE.origin,
      }),
    ).toBe(1);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['reader@example.com']);
  });

  it('subscribes a signed-in reader with a proven address in one click', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(SUBSCRIBE, { username: 'ann' }))['subscribeToWriter']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'ACTIVE',
    });
    expect(await outboxFor('rex@example.com')).toEqual([]);
    expect(
      (await rex(`{ userResult(username: "ann") { ... on User { viewerNewsletterState } } }`))['userResult'],
    ).toEqual({ viewerNewsletterState: 'ACTIVE' });
    // the writer sees how many get their stories; nobody else does
    expect(
      (
        await (
          await asViewer('u-ann')
        )(`{ userResult(username: "ann") { ... on User { newsletterSubscriberCount } } }`)
      )['userResult'],
    ).toEqual({ newsletterSubscriberCount: 1 });
    expect(
      (await rex(`{ userResult(username: "ann") { ... on User { newsletterSubscriberCount } } }`))['userResult'],
    ).toEqual({ newsletterSubscriberCount: null });
  });

  it('is offered on the writer’s stories and profile', async () => {
    expect(await (await SELF.fetch(`http://localhost/p/${postId(1)}`)).text()).toContain(
      'href="http://localhost/@ann/subscribe"',
    );
    const profile = await (await SELF.fetch('http://localhost/@ann')).text();
    expect(profile).toContain('href="/@ann/subscribe"');
    expect((await SELF.fetch('http://localhost/@ann/subscribe')).status).toBe(200);
  });

  it('tells someone typing an address nothing about whether it is already subscribed', async () => {
    await subscribeAndConfirm('reader@example.com');
    const stranger = await asViewer(null);
    expect((await stranger(SUBSCRIBE, { username: 'ann', email: 'reader@example.com' }))['subscribeToWriter']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'PENDING',
    });
    // and it stays subscribed, with no second confirmation mail
    expect(await outboxFor('reader@example.com')).toHaveLength(1);
    const mailer = recorder();
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(1),
      origin: SITE.origin,
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['reader@example.com']);
  });

  it.each<[string, Record<string, unknown>, string | null, string]>([
    ['an address that is none', { username: 'ann', email: 'not-an-address' }, null, 'BadRequest'],
    ['no address from a visitor', { username: 'ann' }, null, 'BadRequest'],
    ['a writer who does not exist', { username: 'nobody', email: 'a@example.com' }, null, 'NotFound'],
    ['the writer themself', { username: 'ann' }, 'u-ann', 'BadRequest'],
  ])('refuses %s', async (_case, variables, viewer, failure) => {
    expect(((await (await asViewer(viewer))(SUBSCRIBE, variables))['subscribeToWriter'] as Answer).__typename).toBe(
      failure,
    );
    expect((await env.DB.prepare('select count(*) as n from outbox').first<{ n: number }>())?.n).toBe(0);
  });

  it('limits confirmation mails per address, counting each operation', async () => {
    const visitor = await asViewer(null);
    const asks = await Promise.all(
      Array.from({ length: 4 }, () => visitor(SUBSCRIBE, { username: 'ann', email: 'target@example.com' })),
    );
    expect(asks.map((answer) => answer['subscribeToWriter']?.__typename)).toEqual([
      'NewsletterSubscription',
      'NewsletterSubscription',
      'NewsletterSubscription',
      'TooManyRequests',
    ]);
    expect(await outboxFor('target@example.com')).toHaveLength(3);
  });
});

describe('a published story goes to its writer’s subscribers', () => {
  it('mails a newly published story once, through the queue, with both parts and the unsubscribe headers', async () => {
    await subscribeAndConfirm('reader@example.com');
    const ann = await asViewer('u-ann');
    const id = ((await ann(CREATE))['createPost'] as Answer & { id: string }).id;
    await ann(SAVE, { id });
    expect((await ann(PUBLISH, { id }))['publishPost']?.__typename).toBe('Post');
    const [, storyMail] = await awaitMail('reader@example.com', 2);
    expect(storyMail?.subject).toBe('Fresh news');
    const parsed = await PostalMime.parse(storyMail?.raw ?? '');
    expect(parsed.from).toMatchObject({ name: 'Ann Author' });
    expect(parsed.to?.[0]).toMatchObject({ address: 'reader@example.com' });
    expect(parsed.text).toContain('Hello, subscribers & friends <3');
    // the HTML part escapes the writer's words
    expect(parsed.html).toContain('Hello, subscribers &amp; friends &lt;3');
    // "Read on Quire" leads to the story through /r, which counts the click for the stats
    const read = new URL(
      (/href="(http:\/\/localhost\/r\?[^"]+)"/.exec(parsed.html ?? '')?.[1] ?? '').replaceAll('&amp;', '&'),
    );
    expect(read.searchParams.get('url')).toBe(`http://localhost/@ann/fresh-news-${id}`);
    expect(parsed.text).toContain(`Read on Quire: ${read.href}`);
    const header = (name: string) => parsed.headers.find((entry) => entry.key === name.toLowerCase())?.value;
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header('List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost\/me\/email-settings\/[0-9a-f]{12}\/[0-9a-f]{64}\?newsletter=author-u-ann>$/,
    );
    expect(parsed.text).toContain(`Unsubscribe: ${header('List-Unsubscribe')?.slice(1, -1)}`);
    // editing and publishing again sends nothing more
    await ann(
      `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 2, title: "Fresh news, edited", paragraphs: []) { __typename } }`,
      { id },
    );
    await ann(PUBLISH, { id });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await outboxFor('reader@example.com')).toHaveLength(2);
  });

  it('sends each subscriber a story once when the queue delivers its job again, and resends what a failed send left', async () => {
    await subscribeAndConfirm('one@example.com');
    await subscribeAndConfirm('two@example.com');
    const job = { kind: 'newsletter_story', postId: postId(2), origin: SITE.origin } as const;
    const failing: Mailer = {
      send: async (mail) => {
        if (mail.to === 'two@example.com') throw new Error('provider down');
        return { id: null };
      },
    };
    await expect(sendStoryNewsletter(database(env.DB), failing, SITE, job)).rejects.toThrow('provider down');
    const retry = recorder();
    await sendStoryNewsletter(database(env.DB), retry, SITE, job);
    const again = recorder();
    await sendStoryNewsletter(database(env.DB), again, SITE, job);
    // one got it in the failed run (or, had it come second, in the retry); two gets it on the retry; nobody twice
    expect([...retry.sent, ...again.sent].map((mail) => mail.to).filter((to) => to === 'two@example.com')).toEqual([
      'two@example.com',
    ]);
    expect(again.sent).toEqual([]);
  });

  it('sends a members-only story’s preview only, and nothing for an unlisted one', async () => {
    await subscribeAndConfirm('reader@example.com');
    await db.batch([
      db
        .update(posts)
        .set({ visibility: 'LOCKED' })
        .where(eq(posts.id, postId(1))),
      db
        .update(posts)
        .set({ visibility: 'UNLISTED' })
        .where(eq(posts.id, postId(3))),
    ]);
    const mailer = recorder();
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(1),
      origin: SITE.origin,
    });
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(3),
      origin: SITE.origin,
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.text).toContain('The second paragraph.');
    expect(mailer.sent[0]?.text).not.toContain('Members read on from here.');
    expect(mailer.sent[0]?.text).toContain('Read the rest on Quire');
  });
});

describe('unsubscribing', () => {
  const unsubscribeUrl = async () => {
    const mailer = recorder();
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(1),
      origin: SITE.origin,
    });
    return mailer.sent[0]?.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '';
  };

  it('takes effect at once with the one-click POST of RFC 8058, no sign-in needed', async () => {
    await subscribeAndConfirm('reader@example.com');
    const url = await unsubscribeUrl();
    const response = await SELF.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    const next = recorder();
    await sendStoryNewsletter(database(env.DB), next, SITE, {
      kind: 'newsletter_story',
      postId: postId(2),
      origin: SITE.origin,
    });
    expect(next.sent).toEqual([]);
  });

  it('refuses a link whose signature is not Quire’s, and a POST that is not the one-click form', async () => {
    await subscribeAndConfirm('reader@example.com');
    const url = new URL(await unsubscribeUrl());
    const forged = url.href.replace(/\/[0-9a-f]{64}\?/, `/${'0'.repeat(64)}?`);
    expect(
      (
        await SELF.fetch(forged, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(404);
    expect((await SELF.fetch(forged)).status).toBe(404);
    expect(
      (
        await SELF.fetch(url.href, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'something=else',
        })
      ).status,
    ).toBe(400);
    const still = recorder();
    await sendStoryNewsletter(database(env.DB), still, SITE, {
      kind: 'newsletter_story',
      postId: postId(2),
      origin: SITE.origin,
    });
    expect(still.sent).toHaveLength(1);
  });

  it('works from the footer link’s page, which lists the subscriptions and unsubscribes by its signature', async () => {
    await subscribeAndConfirm('reader@example.com');
    const url = new URL(await unsubscribeUrl());
    const page = await (await SELF.fetch(url.href)).text();
    expect(page).toMatch(/Newsletters sent to (<!-- -->)?reader@example.com/);
    expect(page).toMatch(/Unsubscribe from (<!-- -->)?Ann Author/);
    const [, , subscriberId, signature] = url.pathname.split('/').slice(1);
    const visitor = await asViewer(null);
    const answer = await visitor(
      `mutation ($s: ID, $sig: String, $n: ID) { unsubscribeFromNewsletters(subscriberId: $s, signature: $sig, newsletterId: $n) { __typename ... on EmailSettings { subscriptions { state } } ... on Failure { message } } }`,
      {
        s: subscriberId,
        sig: signature,
        n: 'author-u-ann',
      },
    );
    expect(answer['unsubscribeFromNewsletters']).toEqual({
      __typename: 'EmailSettings',
      subscriptions: [{ state: 'UNSUBSCRIBED' }],
    });
    // another subscriber's id under this signature finds nothing
    expect(
      (
        await visitor(
          `mutation { unsubscribeFromNewsletters(subscriberId: "aaaaaaaaaaaa", signature: "${signature}") { __typename } }`,
        )
      )['unsubscribeFromNewsletters']?.__typename,
    ).toBe('NotFound');
  });

  it('lets a signed-in reader leave every writer from /me/unsubscribe-all-author-newsletters', async () => {
    const rex = await asViewer('u-rex');
    await rex(SUBSCRIBE, { username: 'ann' });
    expect(
      await (
        await SELF.fetch('http://localhost/me/newsletters', { headers: { Cookie: 'sid=test-token-u-rex' } })
      ).text(),
    ).toContain('Ann Author');
    const answer = await rex(
      `mutation { unsubscribeFromNewsletters(authorsOnly: true) { __typename ... on EmailSettings { subscriptions { state } } } }`,
    );
    expect(answer['unsubscribeFromNewsletters']).toEqual({
      __typename: 'EmailSettings',
      subscriptions: [{ state: 'UNSUBSCRIBED' }],
    });
    expect(
      (await (await asViewer(null))(`mutation { unsubscribeFromNewsletters { __typename } }`))[
        'unsubscribeFromNewsletters'
      ]?.__typename,
    ).toBe('Unauthorized');
  });
});

describe('importing and exporting subscribers', () => {
  const IMPORT = `mutation ($csv: String!) { importNewsletterSubscribers(csv: $csv) { __typename ... on SubscriberImport { invited alreadySubscribed rejected queued } ... on Failure { message } } }`;
  const exportAs = async (userId: string | null, path = '/@ann/newsletters/author-u-ann/subscribers/csv-export') =>
    SELF.fetch(`http://localhost${path}`, { headers: userId ? { Cookie: `sid=test-token-${userId}` } : {} });

  it('asks each imported address to confirm once, exports the list, and reads its own export back', async () => {
    const ann = await asViewer('u-ann');
    await subscribeAndConfirm('kept@example.com');
    const answer = await ann(IMPORT, { csv: 'email,name\nnew@example.com,New\nKept@example.com,Kept\nbroken@x\n' });
    expect(answer['importNewsletterSubscribers']).toEqual({
      __typename: 'SubscriberImport',
      invited: 1,
      alreadySubscribed: 1,
      rejected: ['broken@x'],
      queued: 0,
    });
    const [invitation] = await outboxFor('new@example.com');
    expect(invitation?.text).toContain('Ann Author is moving their newsletter to Quire');
    // nothing but the invitation goes to an imported address before it confirms
    const mailer = recorder();
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(1),
      origin: SITE.origin,
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['kept@example.com']);

    const response = await exportAs('u-ann');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'email,status,subscribed_at',
      expect.stringMatching(/^kept@example\.com,active,\d{4}-/),
      'new@example.com,pending,',
    ]);
    // the export imports elsewhere as it is: Ed brings Ann's list and each address is asked again
    expect((await (await asViewer('u-ed'))(IMPORT, { csv }))['importNewsletterSubscribers']).toEqual({
      __typename: 'SubscriberImport',
      invited: 2,
      alreadySubscribed: 0,
      rejected: [],
      queued: 0,
    });
  });

  it.each([
    ['a visitor', null, undefined],
    ['another writer', 'u-ed', undefined],
    ['another writer at their own address', 'u-ed', '/@ed/newsletters/author-u-ann/subscribers/csv-export'],
  ])('finds nothing for %s (404)', async (_case, userId, path) => {
    await subscribeAndConfirm('kept@example.com');
    const response = await exportAs(userId, path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('kept@example.com');
  });

  it('takes a list longer than an import takes at once through the jobs queue, asking each address the same way', async () => {
    await db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')).run();
    const ann = await asViewer('u-ann');
    await subscribeAndConfirm('kept@example.com');
    const many = [
      'email',
      'Kept@example.com',
      'ann@example.com',
      'broken@x',
      ...Array.from({ length: MAX_IMPORT_ADDRESSES }, (_, n) => `r${n}@example.com`),
    ].join('\n');
    expect((await ann(IMPORT, { csv: many }))['importNewsletterSubscribers']).toEqual({
      __typename: 'SubscriberImport',
      invited: 0,
      alreadySubscribed: 0,
      rejected: ['broken@x'],
      queued: MAX_IMPORT_ADDRESSES + 2,
    });
    await jobsSettled();
    // each new address is asked to confirm, once; the subscribed one and the writer's own are left alone
    const states = await env.DB.prepare(
      `select s.email, n.state from newsletter_subscriptions n join email_subscribers s on s.id = n.subscriber_id
       where n.newsletter_id = 'author-u-ann'`,
    ).all<{ email: string; state: string }>();
    expect(states.results.filter((row) => row.state === 'PENDING')).toHaveLength(MAX_IMPORT_ADDRESSES);
    expect(states.results.find((row) => row.email === 'kept@example.com')?.state).toBe('ACTIVE');
    expect(states.results.some((row) => row.email === 'ann@example.com')).toBe(false);
    const [invitation, ...more] = await outboxFor('r7@example.com');
    expect(invitation?.text).toContain('Ann Author is moving their newsletter to Quire');
    expect(more).toEqual([]);
    expect(await outboxFor('kept@example.com')).toHaveLength(1);
    // the writer follows it where archives are imported
    const imports = (await ann(`{ viewer { archiveImports { status sourceName subscriberCount invited } } }`))[
      'viewer'
    ];
    expect(imports).toEqual({
      archiveImports: [
        {
          status: 'DONE',
          sourceName: 'your list',
          subscriberCount: MAX_IMPORT_ADDRESSES + 2,
          invited: MAX_IMPORT_ADDRESSES,
        },
      ],
    });
  });

  it('refuses an empty file and a visitor', async () => {
    const ann = await asViewer('u-ann');
    expect((await ann(IMPORT, { csv: 'name\nAnn\n' }))['importNewsletterSubscribers']).toEqual({
      __typename: 'BadRequest',
      message: 'The file names no e-mail addresses.',
    });
    expect(
      (await (await asViewer(null))(IMPORT, { csv: 'a@example.com' }))['importNewsletterSubscribers']?.__typename,
    ).toBe('Unauthorized');
    expect((await env.DB.prepare('select count(*) as n from outbox').first<{ n: number }>())?.n).toBe(0);
  });
});
