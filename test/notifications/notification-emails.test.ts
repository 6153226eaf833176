import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client.ts';
import { deliverNotifications } from '../../worker/notifications/deliver-notifications.ts';
import type { NotificationJob } from '../../worker/notifications/notification-job.ts';
import { asViewer, type Ask } from '../support/as-viewer.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { awaitMail, outboxFor, recorder, SITE } from '../support/newsletter-mail.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { notifications, outbox, users } from '../../worker/db/schema/index.ts';
import { db as fixtures } from '../support/test-database.ts';
import { sql } from 'drizzle-orm';

const ANN = 'u-ann@example.com';
const FOLLOW = `mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }`;
const UPDATE = `mutation ($kind: NotificationEmail!, $on: Boolean!, $userId: ID, $signature: String) {
  updateNotificationEmail(kind: $kind, on: $on, userId: $userId, signature: $signature) { __typename ... on NotificationEmailSettings { off } ... on Failure { message } }
}`;
const RESPOND = `mutation ($id: ID!) { createResponse(parentPostId: $id, text: "A thoughtful answer.") { __typename } }`;

let ann: Ask;
let rex: Ask;

beforeEach(async () => {
  await seedContent(2);
  await fixtures.batch([
    fixtures.delete(notifications),
    fixtures.delete(outbox),
    fixtures.update(users).set({ email: sql`${users.id} || '@example.com'`, notificationEmailsOff: [] }),
  ]);
  [ann, rex] = await Promise.all([asViewer('u-ann'), asViewer('u-rex')]);
});

const followJob = (origin?: string): NotificationJob => ({
  kind: 'notification',
  event: { kind: 'user_followed', actorId: 'u-rex', userId: 'u-ann' },
  occurredAt: Date.now(),
  ...(origin ? { origin } : {}),
});

describe('notification e-mails', () => {
  it('a follow mails the writer once: who, a link to them, and a signed one-click way to stop such mail', async () => {
    await rex(FOLLOW, { id: 'u-ann' });
    const [mail, ...more] = await awaitMail(ANN, 1);
    await jobsSettled();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Rex Reader started following you');
    expect(mail?.links[0]).toBe('http://localhost/@rex');
    expect(mail?.text).toContain('“Someone follows you” is on');
    const stop = mail?.links[1] ?? '';
    expect(stop).toMatch(/^http:\/\/localhost\/me\/email-settings\/u-ann\/[0-9a-f]{64}\?mail=FOLLOWER$/);
    expect(mail?.raw).toContain(`List-Unsubscribe: <${stop}>`);
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('a response mails the story’s writer, with the response’s address', async () => {
    await rex(RESPOND, { id: postId(1) });
    const [mail] = await awaitMail(ANN, 1);
    expect(mail?.subject).toMatch(/^Rex Reader responded to /);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/p\/[0-9a-f]+$/);
    expect(mail?.links[0]).not.toBe(`http://localhost/p/${postId(1)}`);
  });

  it.each<[string, string[]]>([
    ['follower mail turned off', ['FOLLOWER']],
    ['every notification e-mail turned off', ['ALL']],
  ])('with %s, a follow still reaches the bell and no mail goes', async (_case, off) => {
    for (const kind of off)
      expect((await ann(UPDATE, { kind, on: false }))['updateNotificationEmail']).toEqual({
        __typename: 'NotificationEmailSettings',
        off,
      });
    await rex(FOLLOW, { id: 'u-ann' });
    await jobsSettled();
    expect(
      (await env.DB.prepare("select count(*) as n from notifications where user_id = 'u-ann'").first<{ n: number }>())
        ?.n,
    ).toBe(1);
    expect(await outboxFor(ANN)).toEqual([]);
  });

  it('a single clap stays in the bell: it is never mailed', async () => {
    await rex(`mutation ($id: ID!) { clap(targetPostId: $id, numClaps: 1) { __typename } }`, { id: postId(1) });
    await jobsSettled();
    expect(
      (await env.DB.prepare("select count(*) as n from notifications where user_id = 'u-ann'").first<{ n: number }>())
        ?.n,
    ).toBe(1);
    expect(await outboxFor(ANN)).toEqual([]);
  });

  it('a redelivered event mails once, and an event without its site (the daily jobs’) mails nothing', async () => {
    const db = database(env.DB);
    const mailing = { mailer: recorder(), productName: 'Quire', env };
    await deliverNotifications(db, followJob(), mailing);
    expect(mailing.mailer.sent).toEqual([]);
    await db.delete(notifications).run();
    await deliverNotifications(db, followJob(SITE.origin), mailing);
    await deliverNotifications(db, followJob(SITE.origin), mailing);
    expect(mailing.mailer.sent.map((mail) => mail.to)).toEqual([ANN]);
  });

  it('a send that fails gives its claim back, so the retry mails it', async () => {
    const db = database(env.DB);
    const failing = { mailer: { send: () => Promise.reject(new Error('carrier down')) }, productName: 'Quire', env };
    await expect(deliverNotifications(db, followJob(SITE.origin), failing)).rejects.toThrow('carrier down');
    const mailing = { mailer: recorder(), productName: 'Quire', env };
    await deliverNotifications(db, followJob(SITE.origin), mailing);
    expect(mailing.mailer.sent.map((mail) => mail.subject)).toEqual(['Rex Reader started following you']);
  });

  it('the signed link opens the account’s switches without signing in; its one-click POST turns that kind off', async () => {
    await rex(FOLLOW, { id: 'u-ann' });
    const [mail] = await awaitMail(ANN, 1);
    const stop = new URL(mail?.links[1] ?? '');
    const page = await (await SELF.fetch(stop)).text();
    expect(page).toContain('Your notification e-mails');
    expect(page).toContain('Stop e-mails for “Someone follows you”');
    const oneClick = (url: URL | string, body = 'List-Unsubscribe=One-Click') =>
      SELF.fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect((await oneClick(stop, 'something=else')).status).toBe(400);
    expect((await oneClick(stop)).status).toBe(200);
    expect(
      await env.DB.prepare("select notification_emails_off as off from users where id = 'u-ann'").first('off'),
    ).toBe('["FOLLOWER"]');
    // another account's id under ann's signature, or a forged signature, opens nothing
    const forged = new URL(stop.href.replace('/u-ann/', '/u-rex/'));
    expect((await SELF.fetch(forged)).status).toBe(404);
    expect((await oneClick(forged)).status).toBe(404);
    expect(
      await env.DB.prepare("select notification_emails_off as off from users where id = 'u-rex'").first('off'),
    ).toBe('[]');
  });

  it('the signed link turns a switch back on through the API; a forged one or a visitor is refused', async () => {
    await rex(FOLLOW, { id: 'u-ann' });
    const [mail] = await awaitMail(ANN, 1);
    const [, userId, signature] = /\/me\/email-settings\/([^/]+)\/([0-9a-f]+)/.exec(mail?.links[1] ?? '') ?? [];
    const visitor = await asViewer(null);
    expect(
      (await visitor(UPDATE, { kind: 'SOCIAL', on: false, userId, signature }))['updateNotificationEmail'],
    ).toEqual({ __typename: 'NotificationEmailSettings', off: ['SOCIAL'] });
    expect(
      (await visitor(UPDATE, { kind: 'SOCIAL', on: false, userId: 'u-rex', signature }))['updateNotificationEmail'],
    ).toEqual({
      __typename: 'NotFound',
      message: 'This link is not valid. Use the newest link in one of our e-mails.',
    });
    expect((await visitor(UPDATE, { kind: 'SOCIAL', on: false }))['updateNotificationEmail']).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to change your settings.',
    });
  });

  it('the settings page shows the signed-in person their switches, as they left them', async () => {
    await ann(UPDATE, { kind: 'MENTION', on: false });
    const answer = await ann(`{ viewer { notificationEmailSettings { email off } } }`);
    expect(answer['viewer']).toEqual({ notificationEmailSettings: { email: ANN, off: ['MENTION'] } });
    const page = await (
      await SELF.fetch('http://localhost/me/settings/notifications', { headers: { Cookie: 'sid=test-token-u-ann' } })
    ).text();
    expect(page).toContain(`E-mail me at ${ANN} when`);
    expect(page).toContain('<input type="checkbox" checked=""/> Someone follows you</label>');
    expect(page).toContain('<input type="checkbox"/> Someone mentions you</label>');
  });
});
