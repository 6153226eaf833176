import { createScheduledController, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client.ts';
import worker from '../../worker/index.ts';
import { handleJobBatch, type Job } from '../../worker/app/handle-job-batch.ts';
import { createLogger } from '../../shared/logger.ts';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { posts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes, Ed edits The Mag (Ann's), Rex reads
const CREATE = `mutation { createPost(title: "Later") { ... on Post { id } } }`;
const SAVE = `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "Out on time", paragraphs: [{ name: "s1", type: P, text: "Written ahead.", markups: [] }]) { __typename } }`;
const SCHEDULE = `mutation ($id: ID!, $at: Float!, $collectionId: ID) { schedulePost(targetPostId: $id, publishAt: $at, collectionId: $collectionId) { __typename ... on Post { scheduledAt isPublished } ... on Failure { message } } }`;
const UNSCHEDULE = `mutation ($id: ID!) { unschedulePost(targetPostId: $id) { __typename ... on Post { scheduledAt } } }`;

const minuteCron = (at: number) =>
  worker.scheduled(createScheduledController({ scheduledTime: at, cron: '* * * * *' }), env);

const stateOf = (id: string) =>
  env.DB.prepare(
    'select first_published_at as publishedAt, scheduled_at as scheduledAt, collection_id as collectionId from posts where id = ?',
  )
    .bind(id)
    .first<{ publishedAt: number | null; scheduledAt: number | null; collectionId: string | null }>();

async function draft(): Promise<string> {
  const ann = await asViewer('u-ann');
  const id = ((await ann(CREATE))['createPost'] as Answer & { id: string }).id;
  await ann(SAVE, { id });
  return id;
}

beforeEach(async () => {
  await seedContent(1);
});

describe('scheduled stories, published by the minute cron with an injected clock', () => {
  it('publishes a story once, at its time, in the publication it was scheduled into', async () => {
    const id = await draft();
    const at = Date.now() + 10 * 60_000;
    const ann = await asViewer('u-ann');
    expect((await ann(SCHEDULE, { id, at, collectionId: 'c-mag' }))['schedulePost']).toEqual({
      __typename: 'Post',
      scheduledAt: at,
      isPublished: false,
    });
    // the writer sees when; nobody else does
    expect(
      ((await (await asViewer('u-rex'))(`{ post(id: "${id}") { scheduledAt } }`))['post'] as Answer | undefined)?.[
        'scheduledAt'
      ] ?? null,
    ).toBeNull();

    // Your stories shows it as scheduled
    const drafts = await (
      await SELF.fetch('http://localhost/me/stories/drafts', { headers: { Cookie: 'sid=test-token-u-ann' } })
    ).text();
    expect(drafts).toMatch(/Scheduled for (<!-- -->)?[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await minuteCron(at - 60_000);
    expect((await stateOf(id))?.publishedAt).toBeNull();
    await minuteCron(at + 20_000);
    expect(await stateOf(id)).toEqual({ publishedAt: at + 20_000, scheduledAt: null, collectionId: 'c-mag' });
    // the next minute's run finds nothing to do: published once
    await minuteCron(at + 80_000);
    expect((await stateOf(id))?.publishedAt).toBe(at + 20_000);
    expect(
      ((await (await asViewer(null))(`{ post(id: "${id}") { title } }`))['post'] as Answer | undefined)?.['title'],
    ).toBe('Out on time');
  });

  it('publishes through the queue message held until its time as well, still once', async () => {
    const id = await draft();
    await (await asViewer('u-ann'))(SCHEDULE, { id, at: Date.now() + 10 * 60_000 });
    // the message arrives at the story's time: here, time has passed
    await db
      .update(posts)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, id))
      .run();
    const acked: string[] = [];
    const batch = {
      queue: 'quire-jobs',
      messages: [
        {
          id: 'm1',
          timestamp: new Date(),
          attempts: 1,
          body: { kind: 'publish_due' } as Job,
          ack: () => acked.push('m1'),
          retry: () => undefined,
        },
      ],
    } as unknown as MessageBatch<Job>;
    await handleJobBatch(batch, database(env.DB), env, createLogger('error'));
    const published = (await stateOf(id))?.publishedAt;
    expect(published).not.toBeNull();
    // a second message, or the cron after it, finds nothing left to publish
    await handleJobBatch(batch, database(env.DB), env, createLogger('error'));
    await minuteCron(Date.now());
    expect((await stateOf(id))?.publishedAt).toBe(published);
    expect(acked).toEqual(['m1', 'm1']);
  });

  it('publishes nothing once the schedule is cancelled, and can be moved', async () => {
    const id = await draft();
    const ann = await asViewer('u-ann');
    const first = Date.now() + 5 * 60_000;
    await ann(SCHEDULE, { id, at: first });
    const moved = first + 60 * 60_000;
    expect((await ann(SCHEDULE, { id, at: moved }))['schedulePost']).toMatchObject({ scheduledAt: moved });
    await minuteCron(first + 60_000);
    expect((await stateOf(id))?.publishedAt).toBeNull();
    expect((await ann(UNSCHEDULE, { id }))['unschedulePost']).toEqual({ __typename: 'Post', scheduledAt: null });
    await minuteCron(moved + 60_000);
    expect(await stateOf(id)).toEqual({ publishedAt: null, scheduledAt: null, collectionId: null });
  });

  it.each<[string, string | null, (id: string) => Record<string, unknown>, string]>([
    [
      'a time in the past',
      'u-ann',
      (id) => ({ id, at: Date.now() - 60_000 }),
      'Choose a time at least a minute from now.',
    ],
    [
      'a time years away',
      'u-ann',
      (id) => ({ id, at: Date.now() + 3 * 365 * 86_400_000 }),
      'Choose a time within a year.',
    ],
    ['someone who is not its writer', 'u-rex', (id) => ({ id, at: Date.now() + 3_600_000 }), 'Post not found'],
    [
      'a publication the writer does not publish in',
      'u-ann',
      (id) => ({ id, at: Date.now() + 3_600_000, collectionId: 'c-none' }),
      '',
    ],
  ])('refuses %s', async (_case, viewer, variables, message) => {
    const id = await draft();
    const answer = (await (await asViewer(viewer))(SCHEDULE, variables(id)))['schedulePost'] as Answer & {
      message?: string;
    };
    expect(answer.__typename).not.toBe('Post');
    if (message) expect(answer.message).toBe(message);
    expect((await stateOf(id))?.scheduledAt).toBeNull();
  });
});
