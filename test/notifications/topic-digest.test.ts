import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client.ts';
import { sendTopicDigests } from '../../worker/notifications/send-topic-digests.ts';
import { asViewer } from '../support/as-viewer.ts';
import { awaitMail, recorder, SITE } from '../support/newsletter-mail.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq, sql } from 'drizzle-orm';
import { digestDeliveries, outbox, posts, tagFollows, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

// a Monday at the daily run's hour: weekly digests are due, covering the seven days before
const MONDAY = new Date(Date.UTC(2026, 10, 30, 3, 17));
const DAY = 86_400_000;
beforeEach(async () => {
  await seedContent(4);
  await db.batch([
    db.delete(digestDeliveries),
    db.delete(tagFollows),
    db.delete(outbox),
    db
      .update(users)
      .set({ email: sql`${users.id} || '@example.com'`, notificationEmailsOff: [], digestFrequency: 'WEEKLY' }),
    // stories 1 to 3 came out this week, 4 a month ago; story 2 has the most claps, story 3 is members-only
    db.update(posts).set({ firstPublishedAt: new Date(MONDAY.getTime() - 2 * DAY), clapCount: 1 }),
    db
      .update(posts)
      .set({ clapCount: 9 })
      .where(eq(posts.id, postId(2))),
    db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(3))),
    db
      .update(posts)
      .set({ firstPublishedAt: new Date(MONDAY.getTime() - 30 * DAY) })
      .where(eq(posts.id, postId(4))),
    // rex follows Essays; ann, who wrote the stories, follows Craft
    db.insert(tagFollows).values([
      { followerId: 'u-rex', tagSlug: 'essays' },
      { followerId: 'u-ann', tagSlug: 'craft' },
    ]),
  ]);
});

const digest = (now = MONDAY, mailer = recorder()) =>
  sendTopicDigests(database(env.DB), mailer, SITE, now, 10).then((outcome) => ({ ...outcome, mailer }));

describe('the topic digest', () => {
  it('mails a follower the week’s public stories of their topics, most-clapped first, none of their own, once a period', async () => {
    const { sent, more, mailer } = await digest();
    expect({ sent, more }).toEqual({ sent: 1, more: false });
    const [mail] = mailer.sent;
    expect(mail?.to).toBe('u-rex@example.com');
    expect(mail?.subject).toBe('New in Essays');
    expect(mail?.links.slice(0, -1)).toEqual([`http://localhost/p/${postId(2)}`, `http://localhost/p/${postId(1)}`]);
    expect(mail?.text).toContain('Story 2, by Ann Author (Essays)');
    expect(mail?.links.at(-1)).toMatch(
      /^http:\/\/localhost\/me\/email-settings\/u-rex\/[0-9a-f]{64}\?mail=TOPIC_DIGEST$/,
    );
    // the run comes again the same day (a retry): nobody gets a second one
    expect((await digest()).mailer.sent).toEqual([]);
  });

  it.each<[string, Partial<typeof users.$inferInsert>, Date, number]>([
    ['weekly, on a Tuesday', { digestFrequency: 'WEEKLY' }, new Date(MONDAY.getTime() + DAY), 0],
    [
      'daily, on a Tuesday: the day before holds nothing new',
      { digestFrequency: 'DAILY' },
      new Date(MONDAY.getTime() + DAY),
      0,
    ],
    ['daily, on the Monday: the two days before hold nothing, the week did', { digestFrequency: 'DAILY' }, MONDAY, 0],
    ['daily, a day after the stories came out', { digestFrequency: 'DAILY' }, new Date(MONDAY.getTime() - DAY), 1],
    ['turned off', { digestFrequency: 'OFF' }, MONDAY, 0],
    ['every notification e-mail turned off', { notificationEmailsOff: ['ALL'] }, MONDAY, 0],
  ])('%s: %i digests', async (_case, setting, now, count) => {
    await db.update(users).set(setting).run();
    expect((await digest(now)).mailer.sent).toHaveLength(count);
  });

  it('a send that fails gives its claim back, so the retry mails it', async () => {
    const failing = { send: () => Promise.reject(new Error('carrier down')) };
    await expect(sendTopicDigests(database(env.DB), failing, SITE, MONDAY, 10)).rejects.toThrow('carrier down');
    expect((await digest()).mailer.sent.map((mail) => mail.to)).toEqual(['u-rex@example.com']);
  });

  it('serves a few rounds a run and says when people are left', async () => {
    const readers = Array.from({ length: 60 }, (_, n) => `r${n}`);
    await batch([
      ...readers.map((name) =>
        db.insert(users).values({
          id: `u-${name}`,
          username: name,
          name: 'Reader',
          email: `${name}@example.com`,
          digestFrequency: 'WEEKLY',
        }),
      ),
      ...readers.map((name) => db.insert(tagFollows).values({ followerId: `u-${name}`, tagSlug: 'essays' })),
    ]);
    // 62 people are due: ann (whose topic holds only her own stories, so she gets none), rex and the 60
    const first = await sendTopicDigests(database(env.DB), recorder(), SITE, MONDAY, 1);
    // a round is 30 people, ann among the first
    expect(first).toEqual({ sent: 29, more: true });
    const rest = await sendTopicDigests(database(env.DB), recorder(), SITE, MONDAY, 10);
    expect(rest).toEqual({ sent: 32, more: false });
  });

  it('the daily run queues it, and the job mails through the outbox', async () => {
    await env.JOBS.send({ kind: 'topic_digest', at: MONDAY.getTime() });
    const [mail] = await awaitMail('u-rex@example.com', 1);
    expect(mail?.subject).toBe('New in Essays');
  });

  it('the digest’s signed link turns it off in one click; the settings choose how often it comes', async () => {
    const { mailer } = await digest();
    const stop = mailer.sent[0]?.links.at(-1) ?? '';
    const oneClick = await SELF.fetch(stop, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await env.DB.prepare("select digest_frequency as f from users where id = 'u-rex'").first('f')).toBe('OFF');
    const rex = await asViewer('u-rex');
    const chosen = await rex(
      `mutation { updateDigestFrequency(frequency: DAILY) { __typename ... on NotificationEmailSettings { digestFrequency } } }`,
    );
    expect(chosen['updateDigestFrequency']).toEqual({
      __typename: 'NotificationEmailSettings',
      digestFrequency: 'DAILY',
    });
    const switchedOff = await rex(
      `mutation { updateNotificationEmail(kind: TOPIC_DIGEST, on: false) { ... on NotificationEmailSettings { digestFrequency off } } }`,
    );
    expect(switchedOff['updateNotificationEmail']).toEqual({ digestFrequency: 'OFF', off: [] });
  });
});
