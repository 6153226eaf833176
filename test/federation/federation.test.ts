import { createScheduledController, env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { getDocumentLoader } from '@fedify/fedify';
import { Group, lookupObject, Person } from '@fedify/fedify/vocab';
import { createLogger } from '../../shared/logger.ts';
import { database } from '../../worker/db/client.ts';
import worker from '../../worker/index.ts';
import type { FederationJob } from '../../worker/federation/federation-job.ts';
import { runFederationJob } from '../../worker/federation/run-federation-job.ts';
import type { Job } from '../../worker/app/handle-job-batch.ts';
import { asViewer } from '../support/as-viewer.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  federatedPosts,
  federationKv,
  fediverseBlocks,
  fediverseDeliveries,
  fediverseFollowers,
  fediverseLikes,
  fediverseReplies,
  posts,
  userDesigns,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';
import type { Design } from '../../shared/design/design.ts';

const REMOTE = inject('remoteFediverseOrigin');
const BOB = `${REMOTE}/users/bob`;
const ANN = 'http://localhost/ap/actors/user-u-ann';
const STORY = `http://localhost/p/${postId(1)}`;

const ACTIVITY_JSON = { Accept: 'application/activity+json' };

interface Received {
  readonly type: string;
  readonly id: string | null;
  readonly actor: string | null;
  readonly object: string | null;
  readonly inbox: string;
  readonly json: Record<string, unknown>;
}

/** What bob's server has received so far. */
const received = async (): Promise<Received[]> => (await fetch(`${REMOTE}/test/received`)).json();

/** bob signs an activity for Quire's inbox; the test sends it, as bob's server would. */
async function fromBob(
  action: string,
  details: { to?: string; inbox?: string; object?: string; text?: string; id?: string } = {},
): Promise<Response> {
  const body = { to: ANN, inbox: `${ANN}/inbox`, id: crypto.randomUUID(), ...details };
  const signed = (await (
    await fetch(`${REMOTE}/test/sign/${action}`, { method: 'POST', body: JSON.stringify(body) })
  ).json()) as { url: string; headers: Record<string, string>; body: string };
  return SELF.fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body });
}

const sql = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(...values);
const followers = () =>
  env.DB.prepare(`select actor_uri, handle, local_kind, local_id from fediverse_followers order by actor_uri`)
    .all()
    .then((result) => result.results);
const followerCount = async (userId: string) =>
  (await sql(`select follower_count as n from users where id = ?`, userId).first<{ n: number }>())?.n;

/** Waits for the jobs queue to have done what a test started. */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 10_000, interval: 100 });

/** bob follows ann and Quire's Accept has reached him. */
async function bobFollowsAnn(): Promise<void> {
  expect((await fromBob('follow')).status).toBe(202);
  await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Accept'));
}

const realFetch = globalThis.fetch;

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.delete(userDesigns),
    db.delete(fediverseFollowers),
    db.delete(fediverseReplies),
    db.delete(fediverseLikes),
    db.delete(federatedPosts),
    db.delete(fediverseDeliveries),
    db.delete(fediverseBlocks),
    db.delete(federationKv),
  ]);
  await fetch(`${REMOTE}/test/reset`, { method: 'POST', body: '{}' });
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('discovery: WebFinger, actors and NodeInfo', () => {
  it('finds a writer by handle with Fedify’s own lookup, as a Person with keys, inbox, outbox and followers', async () => {
    // Fedify asks https://localhost/.well-known/webfinger: the test sends Quire's own host to the worker
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      return url.hostname === 'localhost'
        ? SELF.fetch(`http://localhost${url.pathname}${url.search}`, request)
        : realFetch(request);
    };
    const documentLoader = getDocumentLoader({ allowPrivateAddress: true });
    // lookupObject takes allowPrivateAddress for its WebFinger step, though its type does not say so
    const options = { documentLoader, allowPrivateAddress: true } as Parameters<typeof lookupObject>[1];
    const actor = await lookupObject('@ann@localhost', options);
    expect(actor).toBeInstanceOf(Person);
    const person = actor as Person;
    expect(person.id?.href).toBe(ANN);
    expect(person.preferredUsername?.toString()).toBe('ann');
    expect(person.name?.toString()).toBe('Ann Author');
    expect(person.summary?.toString()).toBe('Writes.');
    expect(person.url?.toString()).toBe('http://localhost/@ann');
    expect(person.inboxId?.href).toBe(`${ANN}/inbox`);
    expect(person.outboxId?.href).toBe(`${ANN}/outbox`);
    expect(person.followersId?.href).toBe(`${ANN}/followers`);
    expect(person.endpoints?.sharedInbox?.href).toBe('http://localhost/ap/inbox');
    const key = await person.getPublicKey({ documentLoader });
    expect(key?.ownerId?.href).toBe(ANN);
    const assertionMethods = [];
    for await (const method of person.getAssertionMethods({ documentLoader })) assertionMethods.push(method);
    expect(assertionMethods).toHaveLength(2);

    // a publication is a Group, found by its slug
    const publication = await lookupObject('acct:the-mag@localhost', options);
    expect(publication).toBeInstanceOf(Group);
    expect((publication as Group).name?.toString()).toBe('The Mag');
  });

  it('shows the profile’s picture as the icon and its design’s header as the image', async () => {
    const picture = `${'a'.repeat(32)}.png`;
    const header = `${'b'.repeat(32)}.jpeg`;
    await db.batch([
      db.update(users).set({ imageId: picture, isAuroraVisible: true }).where(eq(users.id, 'u-ann')),
      db
        .insert(userDesigns)
        .values({ userId: 'u-ann', design: { headerImageId: header } as Design, updatedAt: new Date(1) }),
    ]);
    const actor = await (await SELF.fetch(ANN, { headers: ACTIVITY_JSON })).json<{
      icon: { url: string };
      image: { url: string };
    }>();
    expect(actor.icon.url).toMatch(new RegExp(`^http://localhost/_/image/.+/${picture}$`));
    expect(actor.image.url).toMatch(new RegExp(`^http://localhost/_/image/.+/${header}$`));
  });

  it('keeps an actor’s keys: made once, the same on every later look', async () => {
    const first = await (await SELF.fetch(ANN, { headers: ACTIVITY_JSON })).json<{
      publicKey: { publicKeyPem: string };
    }>();
    const second = await (await SELF.fetch(ANN, { headers: ACTIVITY_JSON })).json<{
      publicKey: { publicKeyPem: string };
    }>();
    expect(first.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(second.publicKey.publicKeyPem).toBe(first.publicKey.publicKeyPem);
    const stored = await env.DB.prepare(
      `select algorithm, private_key from federation_keys where actor_id = 'user-u-ann' order by algorithm`,
    ).all<{ algorithm: string; private_key: string }>();
    expect(stored.results.map((row) => row.algorithm)).toEqual(['Ed25519', 'RSASSA-PKCS1-v1_5']);
    // the private halves are sealed, never JWK in the clear
    for (const row of stored.results) expect(row.private_key).not.toContain('"d"');
  });

  it('answers NodeInfo, and WebFinger for an unknown name with 404', async () => {
    const links = await (await SELF.fetch('http://localhost/.well-known/nodeinfo')).json<{
      links: { href: string }[];
    }>();
    expect(links.links[0]?.href).toBe('http://localhost/nodeinfo/2.1');
    const info = await (await SELF.fetch('http://localhost/nodeinfo/2.1')).json<{
      software: { name: string };
      protocols: string[];
      usage: { localPosts: number };
    }>();
    expect(info).toMatchObject({ software: { name: 'quire' }, protocols: ['activitypub'], usage: { localPosts: 1 } });
    const unknown = await SELF.fetch('http://localhost/.well-known/webfinger?resource=acct:nobody@localhost');
    expect(unknown.status).toBe(404);
    // a server asked it, not a person: the answer is JSON, not the site's page
    expect(unknown.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
  });
});

describe('content negotiation on profile and story addresses', () => {
  it.each([
    ['a profile', 'http://localhost/@ann', 'Person', ANN],
    ['a publication', 'http://localhost/the-mag', 'Group', 'http://localhost/ap/actors/publication-c-mag'],
    ['a story under its writer', `http://localhost/@ann/story-1-${postId(1)}`, 'Article', STORY],
    ['a story’s short address', STORY, 'Article', STORY],
  ])('%s asked for ActivityStreams answers the %s, a browser still gets the page', async (_case, address, type, id) => {
    const activity = await SELF.fetch(address, { headers: ACTIVITY_JSON });
    expect(activity.status).toBe(200);
    expect(activity.headers.get('Content-Type')).toContain('application/activity+json');
    // once: a cache keys on each name it lists
    expect(
      activity.headers
        .get('Vary')
        ?.split(',')
        .filter((name) => name.trim().toLowerCase() === 'accept'),
    ).toHaveLength(1);
    expect(await activity.json()).toMatchObject({ type, id });
    const page = await SELF.fetch(address, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('Content-Type')).toContain('text/html');
  });

  it('sends a story as an Article with its words; a members-only one as its preview and a link', async () => {
    const article = await (await SELF.fetch(STORY, { headers: ACTIVITY_JSON })).json<Record<string, unknown>>();
    expect(article).toMatchObject({
      type: 'Article',
      attributedTo: ANN,
      name: 'Story 1',
      url: `http://localhost/@ann/story-1-${postId(1)}`,
    });
    expect(String(article['content'])).toContain('Members read on from here.');
    await db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(1)))
      .run();
    const locked = await (await SELF.fetch(STORY, { headers: ACTIVITY_JSON })).json<Record<string, unknown>>();
    expect(String(locked['content'])).toContain('The <em>second</em> paragraph.');
    expect(String(locked['content'])).not.toContain('Members read on from here.');
    expect(String(locked['content'])).toContain('Read the rest on Quire');
  });

  it('has no Article for a draft, an unlisted story or a response', async () => {
    await db
      .update(posts)
      .set({ visibility: 'UNLISTED' })
      .where(eq(posts.id, postId(1)))
      .run();
    expect(
      (
        await SELF.fetch(`http://localhost/ap/actors/user-u-ann/outbox`, { headers: ACTIVITY_JSON }).then((r) =>
          r.json<{ totalItems: number }>(),
        )
      ).totalItems,
    ).toBe(0);
    const negotiated = await SELF.fetch(STORY, { headers: ACTIVITY_JSON });
    expect(negotiated.status).toBe(404);
  });
});

describe('the inbox', () => {
  it('accepts a signed Follow: bob is a follower, counted, and gets an Accept', async () => {
    await bobFollowsAnn();
    expect(await followers()).toEqual([
      { actor_uri: BOB, handle: `@bob@${new URL(REMOTE).host}`, local_kind: 'USER', local_id: 'u-ann' },
    ]);
    expect(await followerCount('u-ann')).toBe(1);
    const accept = (await received()).find((activity) => activity.type === 'Accept');
    expect(accept?.actor).toBe(ANN);
    const collection = await (await SELF.fetch(`${ANN}/followers`, { headers: ACTIVITY_JSON })).json<{
      totalItems: number;
    }>();
    expect(collection.totalItems).toBe(1);
  });

  it('refuses an unsigned Follow with 401, and one signed by someone else’s key, changing nothing', async () => {
    const unsigned = await SELF.fetch(`${ANN}/inbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json' },
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${REMOTE}/follows/x`,
        type: 'Follow',
        actor: BOB,
        object: ANN,
      }),
    });
    expect(unsigned.status).toBe(401);
    const signed = await (
      await fetch(`${REMOTE}/test/sign/follow`, {
        method: 'POST',
        body: JSON.stringify({ to: ANN, inbox: `${ANN}/inbox`, id: 'tampered' }),
      })
    ).json<{ url: string; headers: Record<string, string>; body: string }>();
    const tampered = signed.body.replace('tampered', 'tampered-2');
    expect((await SELF.fetch(signed.url, { method: 'POST', headers: signed.headers, body: tampered })).status).toBe(
      401,
    );
    expect(await followers()).toEqual([]);
    expect(await followerCount('u-ann')).toBe(0);
  });

  it('Undo(Follow) and Block remove the follower', async () => {
    await bobFollowsAnn();
    const id = crypto.randomUUID();
    await fromBob('follow', { id });
    expect((await fromBob('unfollow', { id })).status).toBe(202);
    await eventually(async () => expect(await followers()).toEqual([]));
    expect(await followerCount('u-ann')).toBe(0);

    await bobFollowsAnn();
    expect((await fromBob('block')).status).toBe(202);
    await eventually(async () => expect(await followers()).toEqual([]));
  });

  it('rejects the Follow of an account, or a server, the writer blocks', async () => {
    await db
      .insert(fediverseBlocks)
      .values({ userId: 'u-ann', target: new URL(REMOTE).hostname, kind: 'BLOCK' })
      .run();
    expect((await fromBob('follow')).status).toBe(202);
    await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Reject'));
    expect(await followers()).toEqual([]);
  });

  it('counts a Like as one clap, once, and its Undo takes it back', async () => {
    const clapCount = async () =>
      (await sql(`select clap_count as n from posts where id = ?`, postId(1)).first<{ n: number }>())?.n;
    const id = crypto.randomUUID();
    expect((await fromBob('like', { object: STORY, id })).status).toBe(202);
    expect((await fromBob('like', { object: STORY })).status).toBe(202);
    await eventually(async () => expect(await clapCount()).toBe(1));
    expect((await fromBob('unlike', { id })).status).toBe(202);
    await eventually(async () => expect(await clapCount()).toBe(0));
  });

  it('shows a reply as a response, and its Delete removes it', async () => {
    const id = crypto.randomUUID();
    expect(
      (
        await fromBob('reply', {
          object: STORY,
          id,
          text: '<p><a href="http://localhost/@ann">@ann</a> Lovely piece.</p><p>More, please.</p>',
        })
      ).status,
    ).toBe(202);
    const RESPONSES = `query ($id: ID!) { post(id: $id) { fediverseReplies { handle name url paragraphs } } }`;
    const reader = await asViewer(null);
    await eventually(async () =>
      expect((await reader(RESPONSES, { id: postId(1) }))['post']).toEqual({
        fediverseReplies: [
          {
            handle: `@bob@${new URL(REMOTE).host}`,
            name: 'Bob Remote',
            url: `${REMOTE}/notes/${id}`,
            paragraphs: ['@ann Lovely piece.', 'More, please.'],
          },
        ],
      }),
    );

    expect((await fromBob('delete-reply', { id })).status).toBe(202);
    await eventually(async () =>
      expect((await reader(RESPONSES, { id: postId(1) }))['post']).toEqual({ fediverseReplies: [] }),
    );
  });

  it('drops the reply of a muted account', async () => {
    await db.insert(fediverseBlocks).values({ userId: 'u-ann', target: BOB, kind: 'MUTE' }).run();
    expect((await fromBob('reply', { object: STORY, text: 'Hello' })).status).toBe(202);
    // a Like from the same account still counts: a mute only hides what it says
    expect((await fromBob('like', { object: STORY })).status).toBe(202);
    await eventually(async () =>
      expect((await sql(`select clap_count as n from posts where id = ?`, postId(1)).first<{ n: number }>())?.n).toBe(
        1,
      ),
    );
    expect((await sql(`select count(*) as n from fediverse_replies`).first<{ n: number }>())?.n).toBe(0);
  });
});

/** A jobs queue that keeps what is sent to it, so a test can hand each message to the consumer itself (and twice). */
function capturingQueue() {
  const sent: Job[] = [];
  const queue = {
    send: async (body: Job) => void sent.push(body),
    sendBatch: async (messages: { body: Job }[]) => void sent.push(...messages.map((message) => message.body)),
  };
  return { sent, queue };
}

describe('the outbox: stories reach followers', () => {
  it('sends Create when a story is published, Update when it changes, Delete when it is unpublished', async () => {
    await bobFollowsAnn();
    const ann = await asViewer('u-ann');
    const created = (await ann(`mutation { createPost { __typename ... on Post { id } } }`))[
      'createPost'
    ] as unknown as { id: string };
    await ann(
      `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 1, title: "Hello, fediverse", paragraphs: [{ name: "a1", type: P, text: "First words.", markups: [] }]) { __typename } }`,
      { id: created.id },
    );
    await ann(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id: created.id });
    const article = `http://localhost/p/${created.id}`;
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Create').map((activity) => activity.object),
      ).toEqual([article]),
    );
    const create = (await received()).find((activity) => activity.type === 'Create');
    expect(create?.inbox).toBe('/inbox');
    expect(JSON.stringify(create?.json)).toContain('First words.');

    await ann(
      `mutation ($id: ID!) { savePostDraft(targetPostId: $id, baseRev: 2, title: "Hello, fediverse", paragraphs: [{ name: "a1", type: P, text: "Better words.", markups: [] }]) { __typename } }`,
      { id: created.id },
    );
    await ann(`mutation ($id: ID!) { publishPost(targetPostId: $id) { __typename } }`, { id: created.id });
    await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Update'));

    await ann(`mutation ($id: ID!) { unpublishPost(targetPostId: $id) { __typename } }`, { id: created.id });
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Delete').map((activity) => activity.object),
      ).toEqual([article]),
    );
    expect((await received()).filter((activity) => activity.type === 'Create')).toHaveLength(1);
  });

  it('sends Delete when the writer moves a published story to the trash', async () => {
    await bobFollowsAnn();
    const ann = await asViewer('u-ann');
    // the seeded story goes out first: any change to it does
    await ann(
      `mutation ($id: ID!) { updatePostSettings(targetPostId: $id, visibility: PUBLIC, license: ALL_RIGHTS_RESERVED, tags: ["Essays"]) { __typename } }`,
      { id: postId(1) },
    );
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Create').map((activity) => activity.object),
      ).toEqual([STORY]),
    );
    await ann(`mutation ($id: ID!) { deletePost(targetPostId: $id) { __typename } }`, { id: postId(1) });
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Delete').map((activity) => activity.object),
      ).toEqual([STORY]),
    );
  });

  it('delivers one Create per inbox even when the queue hands every message over twice', async () => {
    await bobFollowsAnn();
    const { sent, queue } = capturingQueue();
    const testEnv = { ...env, JOBS: queue } as unknown as Env;
    const db = database(env.DB);
    // the fediverse Worker's runner itself (worker/federation/federation-worker.ts calls it), so what it
    // queues lands in the test's queue
    const run = async (jobs: readonly Job[]) => {
      for (const job of jobs) await runFederationJob(db, testEnv, job as FederationJob, createLogger('info'));
    };
    const story: Job = { kind: 'federate_post', postId: postId(1), origin: 'http://localhost' };

    await run([story, story]);
    // Fedify's tasks (a fan-out, or a delivery per inbox): each batch is handed over twice, then once more
    let pending = sent.splice(0);
    expect(pending.length).toBeGreaterThan(0);
    while (pending.length > 0) {
      await run([...pending, ...pending]);
      await run(pending);
      pending = sent.splice(0);
    }
    const deliveries = (await (await fetch(`${REMOTE}/test/deliveries`)).json()) as { type: string; id: string }[];
    expect(deliveries.filter((delivery) => delivery.type === 'Create')).toEqual([
      { inbox: '/inbox', type: 'Create', id: `${STORY}#create` },
    ]);
  });

  it('gives up on an inbox that answers 410 Gone, and forgets its followers', async () => {
    await bobFollowsAnn();
    await fetch(`${REMOTE}/test/gone`, { method: 'POST', body: '{}' });
    const ann = await asViewer('u-ann');
    // the story goes out (its first send is a Create), then a change of tags sends an Update
    await ann(
      `mutation ($id: ID!) { updatePostSettings(targetPostId: $id, visibility: PUBLIC, license: ALL_RIGHTS_RESERVED, tags: ["Essays"]) { __typename } }`,
      { id: postId(1) },
    );
    await eventually(async () => expect(await followers()).toEqual([]));
    expect(await followerCount('u-ann')).toBe(0);
  });
});

describe('the writer’s side', () => {
  it('shows the fediverse handle on the profile, and turning federation off answers 410 and tells the followers', async () => {
    await bobFollowsAnn();
    const reader = await asViewer(null);
    expect(
      (await reader(`{ user(username: "ann") { fediverseHandle socialStats { followerCount } } }`))['user'],
    ).toEqual({ fediverseHandle: '@ann@localhost', socialStats: { followerCount: 1 } });

    const ann = await asViewer('u-ann');
    expect(
      (await ann(`mutation { setFederation(enabled: false) { ... on User { fediverseHandle } } }`))['setFederation'],
    ).toEqual({ fediverseHandle: null });
    expect((await SELF.fetch(ANN, { headers: ACTIVITY_JSON })).status).toBe(410);
    await eventually(async () =>
      expect(
        (await received()).filter((activity) => activity.type === 'Delete').map((activity) => activity.object),
      ).toEqual([ANN]),
    );
    await eventually(async () => expect(await followers()).toEqual([]));
    expect(await followerCount('u-ann')).toBe(0);
    // a Follow now finds nobody to follow
    await fromBob('follow');
    expect(await followers()).toEqual([]);
  });

  it('lists fediverse followers to their writer only, and removing one tells its server with a Reject', async () => {
    await bobFollowsAnn();
    const LIST = `{ viewer { fediverseFollowers { actorUri handle name } } }`;
    const ann = await asViewer('u-ann');
    expect((await ann(LIST))['viewer']).toEqual({
      fediverseFollowers: [{ actorUri: BOB, handle: `@bob@${new URL(REMOTE).host}`, name: 'Bob Remote' }],
    });
    const rex = await asViewer('u-rex');
    expect((await rex(LIST))['viewer']).toEqual({ fediverseFollowers: [] });
    expect(
      (
        await rex(`mutation ($actorUri: String!) { removeFediverseFollower(actorUri: $actorUri) { __typename } }`, {
          actorUri: BOB,
        })
      )['removeFediverseFollower'],
    ).toEqual({ __typename: 'NotFound' });
    expect(await followers()).toHaveLength(1);

    expect(
      (
        await ann(`mutation ($actorUri: String!) { removeFediverseFollower(actorUri: $actorUri) { __typename } }`, {
          actorUri: BOB,
        })
      )['removeFediverseFollower'],
    ).toEqual({ __typename: 'User' });
    expect(await followers()).toEqual([]);
    await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Reject'));
  });

  it('blocks an account through settings: it stops following and is told; a bad address gets a clear error', async () => {
    await bobFollowsAnn();
    const BLOCK = `mutation ($target: String!, $kind: FediverseBlockKind) { setFediverseBlock(target: $target, kind: $kind) { __typename ... on User { fediverseBlocks { target kind } } ... on Failure { message } } }`;
    const ann = await asViewer('u-ann');
    expect((await ann(BLOCK, { target: 'javascript:alert(1)', kind: 'BLOCK' }))['setFediverseBlock']).toEqual({
      __typename: 'BadRequest',
      message: 'Enter an account’s address (https://…) or a server’s name (example.social).',
    });
    expect((await ann(BLOCK, { target: BOB, kind: 'BLOCK' }))['setFediverseBlock']).toEqual({
      __typename: 'User',
      fediverseBlocks: [{ target: BOB, kind: 'BLOCK' }],
    });
    expect(await followers()).toEqual([]);
    await eventually(async () => expect((await received()).map((activity) => activity.type)).toContain('Reject'));
    // and it cannot follow again
    await fromBob('follow');
    await eventually(async () =>
      expect((await received()).filter((activity) => activity.type === 'Reject')).toHaveLength(2),
    );
    expect(await followers()).toEqual([]);
  });

  it('the daily upkeep forgets expired cache entries and delivery claims past the last retry', async () => {
    const now = Date.UTC(2026, 10, 27, 3, 17);
    const day = 24 * 60 * 60 * 1000;
    await db.batch([
      db.insert(federationKv).values([
        { key: 'expired', value: '1', expiresAt: new Date(now - 1) },
        { key: 'live', value: '1', expiresAt: new Date(now + day) },
        { key: 'forever', value: '1', expiresAt: null },
      ]),
      db.insert(fediverseDeliveries).values([
        { key: 'old', createdAt: new Date(now - 8 * day) },
        { key: 'recent', createdAt: new Date(now - day) },
      ]),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }), env);
    expect((await env.DB.prepare(`select key from federation_kv order by key`).all()).results).toEqual([
      { key: 'forever' },
      { key: 'live' },
    ]);
    expect((await env.DB.prepare(`select key from fediverse_deliveries`).all()).results).toEqual([{ key: 'recent' }]);
  });
});
