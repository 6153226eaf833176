import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { database } from '../../worker/db/client.ts';
import { sendEmailIssue } from '../../worker/newsletters/send-email-issue.ts';
import { sendStoryNewsletter } from '../../worker/newsletters/send-story-newsletter.ts';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { awaitMail, outboxFor, recorder, SITE } from '../support/newsletter-mail.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  authAttempts,
  collections,
  emailSubscribers,
  emailSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletters,
  newsletterSubscriptions,
  outbox,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann made The Mag (c-mag, slug the-mag; stories 2 and 4… are in it), Ed edits it, Rex reads
const CREATE = `mutation ($name: String!, $description: String) { createCollectionNewsletter(collectionId: "c-mag", name: $name, description: $description) { __typename ... on Newsletter { id slug name } ... on Failure { message } } }`;
const SUBSCRIBE = `mutation ($email: String) { subscribeToNewsletter(newsletterId: "collection-c-mag", email: $email) { __typename ... on NewsletterSubscription { state } ... on Failure { message } } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { __typename ... on NewsletterSubscription { state } } }`;
const SEND = `mutation ($subject: String!, $body: String!) { sendNewsletterEmail(newsletterId: "collection-c-mag", subject: $subject, body: $body) { __typename ... on NewsletterIssue { id sent } ... on Failure { message } } }`;
const STATS = `{ newsletter(id: "collection-c-mag") { stats { active pending issues { subject sent opened clicked post { id } } } } }`;
const NEWSLETTER_ID = 'collection-c-mag';
const SECRET = `whsec_${btoa('the carrier signing secret')}`;

async function startNewsletter(): Promise<void> {
  expect(
    (await (await asViewer('u-ann'))(CREATE, { name: 'The Mag Weekly', description: 'Our stories, by e-mail.' }))[
      'createCollectionNewsletter'
    ],
  ).toMatchObject({ __typename: 'Newsletter', slug: 'the-mag-weekly' });
}

/** A visitor subscribes to The Mag's newsletter and confirms from the link mailed to them. */
async function subscribeAndConfirm(email: string): Promise<void> {
  const visitor = await asViewer(null);
  expect((await visitor(SUBSCRIBE, { email }))['subscribeToNewsletter']).toEqual({
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

/** A page's status, read to its end: a streamed render left unread holds the test's next requests up. */
const statusOf = async (address: string, init: RequestInit = {}) => {
  const response = await SELF.fetch(address, init);
  await response.arrayBuffer();
  return response.status;
};

/** A webhook delivery signed as Resend's carrier (Svix) signs it. */
async function carrierReport(
  payload: unknown,
  secret = SECRET,
  bindings: Partial<Env> = { RESEND_WEBHOOK_SECRET: SECRET },
) {
  const body = JSON.stringify(payload);
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (character) => character.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = btoa(
    String.fromCharCode(
      ...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`))),
    ),
  );
  return createApp().request(
    'http://localhost/_/mail/events',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'svix-id': id,
        'svix-timestamp': timestamp,
        'svix-signature': `v1,${signature}`,
      },
      body,
    },
    { ...env, ...bindings },
  );
}

beforeEach(async () => {
  await seedContent(4);
  await db.batch([
    db.delete(outbox),
    db.delete(newsletterDeliveries),
    db.delete(newsletterIssues),
    db.delete(newsletterSubscriptions),
    db.delete(emailSuppressions),
    db.delete(emailSubscribers),
    db.delete(newsletters),
    db.delete(authAttempts),
  ]);
  await db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')).run();
});

describe('a publication’s newsletter', () => {
  it('is started and renamed by the publication’s editors alone, one a publication', async () => {
    expect(
      ((await (await asViewer(null))(CREATE, { name: 'Mine' }))['createCollectionNewsletter'] as Answer).__typename,
    ).toBe('Unauthorized');
    expect((await (await asViewer('u-rex'))(CREATE, { name: 'Mine' }))['createCollectionNewsletter']).toEqual({
      __typename: 'Forbidden',
      message: 'Only the publication’s editors can do that.',
    });
    expect((await (await asViewer('u-ann'))(CREATE, { name: ' ' }))['createCollectionNewsletter']).toEqual({
      __typename: 'BadRequest',
      message: 'Give your newsletter a name.',
    });
    await startNewsletter();
    expect(
      ((await (await asViewer('u-ed'))(CREATE, { name: 'Another' }))['createCollectionNewsletter'] as Answer)
        .__typename,
    ).toBe('AlreadyExists');
    const UPDATE = `mutation ($name: String!) { updateNewsletter(newsletterId: "collection-c-mag", name: $name, description: "Fridays.") { __typename ... on Newsletter { name slug description } } }`;
    // an editor renames it; its address stays, since links to it are out
    expect((await (await asViewer('u-ed'))(UPDATE, { name: 'Mag Letters' }))['updateNewsletter']).toEqual({
      __typename: 'Newsletter',
      name: 'Mag Letters',
      slug: 'the-mag-weekly',
      description: 'Fridays.',
    });
    expect(
      ((await (await asViewer('u-rex'))(UPDATE, { name: 'Hijacked' }))['updateNewsletter'] as Answer).__typename,
    ).toBe('Forbidden');
    expect(
      (
        await (
          await asViewer(null)
        )(`{ collectionByDomainOrSlug(domainOrSlug: "the-mag") { newsletterV3 { id slug name } } }`)
      )['collectionByDomainOrSlug'],
    ).toEqual({
      newsletterV3: { id: NEWSLETTER_ID, slug: 'the-mag-weekly', name: 'Mag Letters' },
    });
  });

  it('takes subscribers with a confirmation from its own page, and mails them the publication’s stories only', async () => {
    await startNewsletter();
    const visitor = await asViewer(null);
    expect((await visitor(SUBSCRIBE, { email: 'reader@example.com' }))['subscribeToNewsletter']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'PENDING',
    });
    const [confirmation] = await outboxFor('reader@example.com');
    expect(confirmation?.subject).toBe('Confirm your subscription to The Mag Weekly');
    expect(confirmation?.links[0]).toMatch(/^http:\/\/localhost\/the-mag\/newsletters\/the-mag-weekly\?confirm=/);
    // the landing page it leads to offers the confirmation button
    const landing = await SELF.fetch(confirmation?.links[0] ?? '');
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('Confirm my subscription');
    const token = new URL(confirmation?.links[0] ?? '').searchParams.get('confirm') ?? '';
    await visitor(CONFIRM, { token });
    const mailer = recorder();
    // story 1 is Ann's own, story 2 is in The Mag
    expect(
      await sendStoryNewsletter(database(env.DB), mailer, SITE, {
        kind: 'newsletter_story',
        postId: postId(1),
        origin: SITE.origin,
      }),
    ).toBe(0);
    expect(
      await sendStoryNewsletter(database(env.DB), mailer, SITE, {
        kind: 'newsletter_story',
        postId: postId(2),
        origin: SITE.origin,
      }),
    ).toBe(1);
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([['reader@example.com', 'Story 2']]);
    // the publication's creator cannot subscribe to their own newsletter; a reader with a proven address subscribes at once
    expect(((await (await asViewer('u-ann'))(SUBSCRIBE, {}))['subscribeToNewsletter'] as Answer).__typename).toBe(
      'BadRequest',
    );
    expect((await (await asViewer('u-rex'))(SUBSCRIBE, {}))['subscribeToNewsletter']).toEqual({
      __typename: 'NewsletterSubscription',
      state: 'ACTIVE',
    });
  });

  it('lets an editor send an e-mail-only issue once to each subscriber, a few a day, and nobody else', async () => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    expect(
      (await (await asViewer('u-rex'))(SEND, { subject: 'Hi', body: 'Words' }))['sendNewsletterEmail'],
    ).toMatchObject({ __typename: 'Forbidden' });
    expect((await (await asViewer('u-ed'))(SEND, { subject: 'Hi', body: ' ' }))['sendNewsletterEmail']).toEqual({
      __typename: 'BadRequest',
      message: 'Write your e-mail first.',
    });
    const ed = await asViewer('u-ed');
    const sent = (await ed(SEND, { subject: 'News from the desk', body: 'Dear readers,\n\nWe <3 you & yours.' }))[
      'sendNewsletterEmail'
    ] as Answer & { id: string };
    expect(sent.__typename).toBe('NewsletterIssue');
    // it goes through the jobs queue
    const [, issue] = await awaitMail('reader@example.com', 2);
    expect(issue?.subject).toBe('News from the desk');
    expect(issue?.text).toContain('We <3 you & yours.');
    expect(issue?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(issue?.text).not.toContain('Read on Quire');
    // a redelivered job sends nothing more
    expect(
      await sendEmailIssue(database(env.DB), recorder(), SITE, {
        kind: 'newsletter_issue',
        issueId: sent.id,
        origin: SITE.origin,
      }),
    ).toBe(0);
    expect(((await ed(SEND, { subject: 'Two', body: 'Words' }))['sendNewsletterEmail'] as Answer).__typename).toBe(
      'NewsletterIssue',
    );
    expect(((await ed(SEND, { subject: 'Three', body: 'Words' }))['sendNewsletterEmail'] as Answer).__typename).toBe(
      'NewsletterIssue',
    );
    expect(((await ed(SEND, { subject: 'Four', body: 'Words' }))['sendNewsletterEmail'] as Answer).__typename).toBe(
      'TooManyRequests',
    );
    expect((await env.DB.prepare('select count(*) as n from newsletter_issues').first<{ n: number }>())?.n).toBe(3);
  });

  it('counts sends, clicks through /r and the opens the carrier reports, for the editors only', async () => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    const mailer = recorder();
    await sendStoryNewsletter(database(env.DB), mailer, SITE, {
      kind: 'newsletter_story',
      postId: postId(2),
      origin: SITE.origin,
    });
    const read = new URL(
      (/href="(http:\/\/localhost\/r\?[^"]+)"/.exec(mailer.sent[0]?.html ?? '')?.[1] ?? '').replaceAll('&amp;', '&'),
    );
    // someone else's click cannot be made up: the link signs its issue, subscriber and address
    const forged = new URL(read);
    forged.searchParams.set('subscriber', 'aaaaaaaaaaaa');
    expect(await statusOf(forged.href, { redirect: 'manual' })).toBe(404);
    const click = await SELF.fetch(read.href, { redirect: 'manual' });
    expect(click.status).toBe(302);
    expect(click.headers.get('Location')).toBe(`http://localhost/the-mag/story-2-${postId(2)}`);
    await statusOf(read.href, { redirect: 'manual' });
    expect(
      (await carrierReport({ type: 'email.opened', data: { email_id: 'message-1', to: ['reader@example.com'] } }))
        .status,
    ).toBe(200);
    expect((await (await asViewer('u-ed'))(STATS))['newsletter']).toEqual({
      stats: {
        active: 1,
        pending: 0,
        issues: [{ subject: 'Story 2', sent: 1, opened: 1, clicked: 1, post: { id: postId(2) } }],
      },
    });
    expect((await (await asViewer('u-rex'))(STATS))['newsletter']).toEqual({ stats: null });
    for (const [path, status] of [
      [`/newsletters/${NEWSLETTER_ID}/stats`, 200],
      ['/the-mag/stats/publication-digests', 200],
    ] as const) {
      expect(await statusOf(`http://localhost${path}`, { headers: { Cookie: (await signIn('u-ed')).cookie } })).toBe(
        status,
      );
      expect(await statusOf(`http://localhost${path}`, { headers: { Cookie: (await signIn('u-rex')).cookie } })).toBe(
        404,
      );
    }
  });
});

describe('the carrier’s reports (POST /_/mail/events)', () => {
  it('refuses an unsigned or wrongly signed report, and changes nothing', async () => {
    const unsigned = await createApp().request(
      'http://localhost/_/mail/events',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'email.complained', data: { to: ['reader@example.com'] } }),
      },
      { ...env, RESEND_WEBHOOK_SECRET: SECRET },
    );
    expect(unsigned.status).toBe(401);
    expect(
      (
        await carrierReport(
          { type: 'email.complained', data: { to: ['reader@example.com'] } },
          `whsec_${btoa('not ours')}`,
        )
      ).status,
    ).toBe(401);
    expect(
      (await carrierReport({ type: 'email.complained', data: { to: ['reader@example.com'] } }, SECRET, {})).status,
    ).toBe(404);
    expect((await env.DB.prepare('select count(*) as n from email_suppressions').first<{ n: number }>())?.n).toBe(0);
  });

  it.each([
    [
      'a hard bounce',
      { type: 'email.bounced', data: { email_id: 'e1', to: ['reader@example.com'], bounce: { type: 'Permanent' } } },
    ],
    ['a complaint', { type: 'email.complained', data: { email_id: 'e1', to: ['Reader@Example.com'] } }],
  ])('stops all newsletter mail to an address after %s', async (_case, report) => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    expect((await carrierReport(report)).status).toBe(200);
    const mailer = recorder();
    expect(
      await sendStoryNewsletter(database(env.DB), mailer, SITE, {
        kind: 'newsletter_story',
        postId: postId(2),
        origin: SITE.origin,
      }),
    ).toBe(0);
    // nor does a new subscription mail it a confirmation
    await (await asViewer(null))(
      `mutation { subscribeToWriter(username: "ann", email: "reader@example.com") { __typename } }`,
    );
    expect(await outboxFor('reader@example.com')).toHaveLength(1);
  });

  it('keeps mailing after a soft bounce', async () => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    await carrierReport({
      type: 'email.bounced',
      data: { email_id: 'e1', to: ['reader@example.com'], bounce: { type: 'Transient' } },
    });
    expect(
      await sendStoryNewsletter(database(env.DB), recorder(), SITE, {
        kind: 'newsletter_story',
        postId: postId(2),
        origin: SITE.origin,
      }),
    ).toBe(1);
  });
});

describe('a newsletter’s export and archive', () => {
  it('exports its subscribers to its editors alone', async () => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    const exportAs = (cookie: string | null) =>
      SELF.fetch(`http://localhost/export/newsletters/${NEWSLETTER_ID}`, { headers: cookie ? { Cookie: cookie } : {} });
    const response = await exportAs((await signIn('u-ed')).cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toMatch(/^email,status,subscribed_at\r\nreader@example.com,active,/);
    for (const cookie of [(await signIn('u-rex')).cookie, null]) {
      const refused = await exportAs(cookie);
      await refused.arrayBuffer();
      expect(refused.status).toBe(404);
    }
  });

  it('lists the stories it mailed as JSON, never its e-mail-only issues', async () => {
    await startNewsletter();
    await subscribeAndConfirm('reader@example.com');
    await sendStoryNewsletter(database(env.DB), recorder(), SITE, {
      kind: 'newsletter_story',
      postId: postId(2),
      origin: SITE.origin,
    });
    await (await asViewer('u-ed'))(SEND, { subject: 'Only for subscribers', body: 'Private words' });
    const response = await SELF.fetch(`http://localhost/_api/newsletters/${NEWSLETTER_ID}/posts`);
    expect(response.status).toBe(200);
    const archive = (await response.json()) as {
      newsletter: unknown;
      posts: { id: string; title: string; url: string }[];
    };
    expect(archive.newsletter).toEqual({ id: NEWSLETTER_ID, name: 'The Mag Weekly', type: 'collection' });
    expect(archive.posts.map((post) => [post.id, post.title, post.url])).toEqual([
      [postId(2), 'Story 2', `http://localhost/the-mag/story-2-${postId(2)}`],
    ]);
    expect(await statusOf('http://localhost/_api/newsletters/nothing/posts')).toBe(404);
  });
});

describe('the newsletter pages', () => {
  it('shows the landing page to anyone and the settings to editors alone', async () => {
    await startNewsletter();
    const landing = await (await SELF.fetch('http://localhost/the-mag/newsletters/the-mag-weekly')).text();
    expect(landing).toContain('The Mag Weekly');
    expect(landing).toContain('Our stories, by e-mail.');
    expect(landing).toContain('Your e-mail');
    expect(await statusOf('http://localhost/the-mag/newsletters/other')).toBe(404);
    const settings = (cookie: string) =>
      SELF.fetch('http://localhost/the-mag/newsletters/the-mag-weekly/settings', { headers: { Cookie: cookie } });
    expect(await (await settings((await signIn('u-ed')).cookie)).text()).toContain('Write an e-mail');
    expect(
      await statusOf('http://localhost/the-mag/newsletters/the-mag-weekly/settings', {
        headers: { Cookie: (await signIn('u-rex')).cookie },
      }),
    ).toBe(404);
    expect(
      await statusOf(`http://localhost/newsletters/${NEWSLETTER_ID}/new-email`, {
        headers: { Cookie: (await signIn('u-ann')).cookie },
      }),
    ).toBe(200);
    expect(
      await statusOf(`http://localhost/newsletters/${NEWSLETTER_ID}/new-email`, {
        headers: { Cookie: (await signIn('u-rex')).cookie },
      }),
    ).toBe(404);
  });

  it('links Subscribe on the publication’s page to its landing on whichever host the page is on, its own domain too', async () => {
    await startNewsletter();
    await db
      .update(collections)
      .set({ domain: 'mag.example', domainStatus: 'ACTIVE' })
      .where(eq(collections.id, 'c-mag'))
      .run();
    const subscribeHref = (html: string) =>
      /<a[^>]*href="([^"]*)"[^>]*aria-label="Get The Mag’s stories by e-mail"/.exec(html)?.[1];
    expect(subscribeHref(await (await SELF.fetch('http://localhost/the-mag')).text())).toBe(
      '/the-mag/newsletters/the-mag-weekly',
    );
    const onOwnDomain = subscribeHref(await (await SELF.fetch('http://mag.example/')).text());
    expect(onOwnDomain).toBe('/newsletters/the-mag-weekly');
    const landing = await (await SELF.fetch(`http://mag.example${onOwnDomain}`)).text();
    expect(landing).toContain('The Mag Weekly');
    expect(landing).toContain('Your e-mail');
  });

  it('offers to follow a tag from /signedin/subscriptions/tag/{tagSlug}, changing nothing on the visit', async () => {
    const page = await (
      await SELF.fetch('http://localhost/signedin/subscriptions/tag/essays', {
        headers: { Cookie: (await signIn('u-rex')).cookie },
      })
    ).text();
    expect(page).toContain('Get Essays stories');
    expect(page).toMatch(/aria-pressed="false"/);
    expect(
      (await env.DB.prepare("select count(*) as n from tag_follows where follower_id = 'u-rex'").first<{ n: number }>())
        ?.n,
    ).toBe(0);
    expect(await statusOf('http://localhost/signedin/subscriptions/tag/no-such-tag')).toBe(404);
  });
});
