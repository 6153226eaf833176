import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { authAttempts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// Every endpoint that takes a body bounds its size and its nesting before anything reads it, and
// answers 413 or 400, never 500 (docs/security.md, "Bodies").

const REMOTE = inject('remoteFediverseOrigin');
const ANN = 'http://localhost/ap/actors/user-u-ann';
/** As deep as the hole's body, which was 200 KB; and 10,000 deep, small enough for every size limit. */
const DEEP = '['.repeat(100_000) + ']'.repeat(100_000);
const NESTED = '['.repeat(10_000) + ']'.repeat(10_000);

/** A body signed by bob's server for ann's inbox, sent as his server would. */
async function signedByBob(action: 'reply' | 'raw', text: string): Promise<Response> {
  const command = {
    to: ANN,
    inbox: `${ANN}/inbox`,
    id: crypto.randomUUID(),
    object: `http://localhost/p/${postId(1)}`,
    text,
  };
  const signed = (await (
    await fetch(`${REMOTE}/test/sign/${action}`, { method: 'POST', body: JSON.stringify(command) })
  ).json()) as { url: string; headers: Record<string, string>; body: string };
  return SELF.fetch(signed.url, { method: 'POST', headers: signed.headers, body: signed.body });
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });

beforeEach(async () => {
  await seedContent(1);
  await db.delete(authAttempts).run();
});

// test/federation/federation.test.ts sends replies, likes and follows of ordinary sizes through the same limits
describe('the fediverse inbox', () => {
  it('refuses a validly signed 5 MB activity with 413, before it reaches the jobs queue', async () => {
    const response = await signedByBob('reply', 'x'.repeat(5 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request is too large' });
  });

  it.each([
    ['100,000', DEEP, 413, 'The request is too large'],
    ['10,000', NESTED, 400, 'The request is nested too deeply'],
  ])('refuses a validly signed activity nested %s deep', async (_, nested, status, error) => {
    const response = await signedByBob(
      'raw',
      `{"@context":"https://www.w3.org/ns/activitystreams","type":"Like","actor":"${REMOTE}/users/bob","object":${nested}}`,
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });
});

describe('the other endpoints that take a body', () => {
  it.each([
    ['GraphQL', '/_/graphql', 3 * 1024 * 1024],
    ['the events batch', '/_/batch', 600 * 1024],
    ['the search API', '/1/indexes/*/queries', 40 * 1024],
  ])('%s answers 413 to a body over its size', async (_, path, size) => {
    const response = await post(path, JSON.stringify({ padding: 'x'.repeat(size) }), {
      'X-Xsrf-Token': '',
      'X-Algolia-Application-Id': env.SEARCH_APP_ID,
      'X-Algolia-API-Key': env.SEARCH_API_KEY,
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ['GraphQL', '/_/graphql', `{"query":"query ($x: String) { viewer { id } }","variables":{"x":${NESTED}}}`],
    ['the events batch', '/_/batch', `{"events":${NESTED}}`],
    ['the search API', '/1/indexes/*/queries', `{"requests":${NESTED}}`],
  ])('%s answers 400 to JSON nested 10,000 deep', async (_, path, body) => {
    const response = await post(path, body, {
      'X-Xsrf-Token': '',
      'X-Algolia-Application-Id': env.SEARCH_APP_ID,
      'X-Algolia-API-Key': env.SEARCH_API_KEY,
    });
    expect(response.status).toBe(400);
  });
});

describe('uploads', () => {
  it('stop reading a streamed image past 25 MB, whatever its Content-Length said', async () => {
    const session = await signIn('u-ann');
    const address = (await (
      await SELF.fetch('http://localhost/_/upload-url', {
        method: 'POST',
        headers: { Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
      })
    ).json()) as { uploadUrl: string };
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 30) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await SELF.fetch(address.uploadUrl, { method: 'PUT', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(30);
  });
});

describe('arguments that once made a 500', () => {
  it('answers 99 notification types with a clear error', async () => {
    const { cookie } = await signIn('u-ann');
    const types = Array.from({ length: 99 }, (_, index) => `type_${index}`);
    const response = await post(
      '/_/graphql',
      JSON.stringify({
        query:
          'query ($types: [String!]) { notificationsConnectionByActivityTypes(activityTypes: $types) { notifications { __typename } } }',
        variables: { types },
      }),
      { Cookie: cookie },
    );
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.map((error) => error.message)).toEqual(['Choose at most 50 activity types.']);
  });

  it('answers a stats range no date can name with 400, as other bad ranges', async () => {
    const { cookie } = await signIn('u-ann');
    const response = await SELF.fetch('http://localhost/me/stats/total/99999999999999999999/99999999999999999999', {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Give the range as two times in milliseconds.' });
  });
});

describe('GraphQL has no rate limit; aliases and batches multiply searches', () => {
  const post = (body: unknown, ip: string) =>
    SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', 'CF-Connecting-IP': ip },
      body: JSON.stringify(body),
    });

  it('runs a bounded number of searches for one request of 20 operations × 60 aliases', async () => {
    const aliases = Array.from(
      { length: 60 },
      (_, n) => `s${n}: search(query: "story", category: USERS) { people { id } }`,
    ).join(' ');
    const answers = (await (
      await post(
        Array.from({ length: 20 }, () => ({ query: `{ ${aliases} }` })),
        '203.0.113.77',
      )
    ).json()) as { data: Record<string, unknown> | null; errors?: { message: string }[] }[];
    const searched = answers.flatMap((answer) => Object.values(answer.data ?? {}).filter((value) => value !== null));
    expect(searched.length).toBeLessThanOrEqual(8);
    const messages = answers.flatMap((answer) => answer.errors ?? []).map((error) => error.message);
    expect(new Set(messages)).toEqual(new Set(['Too many searches. Please try again later.']));
  });

  it('refuses a network’s operations past 3,000 a minute, counting each operation of a batch', async () => {
    const batch = Array.from({ length: 20 }, () => ({ query: '{ __typename }' }));
    let refusedAt = 0;
    for (let request = 1; request <= 310 && refusedAt === 0; request += 1) {
      const answers = (await (await post(batch, '203.0.113.78')).json()) as { errors?: { message: string }[] }[];
      const refused = answers.findIndex(
        (answer) => answer.errors?.[0]?.message === 'Too many requests. Please try again later.',
      );
      if (refused >= 0) refusedAt = (request - 1) * 20 + refused + 1;
    }
    // a run that crosses a minute window of the limiter starts counting again, once
    expect(refusedAt).toBeGreaterThan(3000);
    expect(refusedAt).toBeLessThanOrEqual(6200);
    // up to 310 requests: more than the default five seconds on a busy machine
  }, 60_000);
});
