import { env, SELF } from 'cloudflare:test';
import type { PostContent } from '../../shared/content/paragraphs.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import { graphql } from '../support/graphql.ts';
import { insertPost, seedContent } from '../support/seed-content.ts';
import { postGraphql } from '../support/graphql.ts';
import { eq } from 'drizzle-orm';
import { collections, posts, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeAll(() => seedContent(3));

const postBatch = (size: number) =>
  SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      Array.from({ length: size }, (_, index) => ({
        query:
          'query UserSearchQuery($username: String) { userResult(username: $username) { __typename ... on User { id name } } }',
        variables: { username: index % 2 ? 'ann' : 'rex' },
      })),
    ),
  });

describe('the GraphQL transport (/_/graphql)', () => {
  it('answers a batch of 20 operations with 20 results', async () => {
    const response = await postBatch(20);
    expect(response.status).toBe(200);
    const results = (await response.json()) as { data: { userResult: { name: string } } }[];
    expect(results).toHaveLength(20);
    expect(results[1]?.data.userResult.name).toBe('Ann Author');
    expect(results[0]?.data.userResult.name).toBe('Rex Reader');
  });

  it('refuses a batch of 21 with 413', async () => {
    const response = await postBatch(21);
    expect(response.status).toBe(413);
  });

  it('refuses a query past the depth limit with a clear error', async () => {
    const deep =
      'query { latestPosts { posts { creator { postsConnection { posts { collection { creator { postsConnection { posts { creator { postsConnection { posts { id } } } } } } } } } } } } }';
    const { body } = await graphql(deep);
    expect(body.errors?.[0]?.message).toMatch(/^Query exceeds the depth limit of 10$/);
    expect(body.data?.['latestPosts']).toBeUndefined();
  });

  it('refuses a query past the cost limit with a clear error', async () => {
    const fields = Array.from(
      { length: 6 },
      (_, i) =>
        `a${i}: latestPosts(paging: { limit: 25 }) { posts { id title creator { name } collection { name } tags { id } } }`,
    ).join(' ');
    const { body } = await graphql(`query { ${fields} }`);
    expect(body.errors?.[0]?.message).toMatch(/^Query exceeds the complexity limit of 1500$/);
  });

  it('measures what runs: the parts @include leaves out do not count against the limit, the parts it keeps do', async () => {
    const fields = Array.from(
      { length: 6 },
      (_, i) =>
        `a${i}: latestPosts(paging: { limit: 25 }) @include(if: $all) { posts { id title creator { name } collection { name } tags { id } } }`,
    ).join(' ');
    const query = `query ($all: Boolean!) { first: latestPosts(paging: { limit: 1 }) { posts { id } } ${fields} }`;
    const leftOut = await graphql(query, { all: false });
    expect(leftOut.body.errors).toBeUndefined();
    expect(Object.keys(leftOut.body.data ?? {})).toEqual(['first']);
    const kept = await graphql(query, { all: true });
    expect(kept.body.errors?.[0]?.message).toMatch(/^Query exceeds the complexity limit of 1500$/);
  });

  it('masks a resolver that throws: no stack, SQL or internal message reaches the client', async () => {
    const logged = expectConsoleOutput('error');
    // A row whose paragraphs are not a list makes a resolver throw a TypeError deep inside.
    await insertPost({
      id: 'badbadbadbad',
      creatorId: 'u-ann',
      uniqueSlug: 'bad',
      // deliberately not paragraphs: the schema's type cannot say so
      content: { paragraphs: 5 } as unknown as PostContent,
      firstPublishedAt: new Date(Date.now()),
      updatedAt: new Date(Date.now()),
    });
    const { status, body } = await graphql('query { post(id: "badbadbadbad") { id title previewImage { id } } }');
    // the row would break any page listing it in the files that share this runtime
    await db.delete(posts).where(eq(posts.id, 'badbadbadbad')).run();
    expect(status).toBe(200);
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.' })]);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/TypeError|paragraphs|function|select|stack|at \w/i);
    expect(logged).toHaveBeenCalledWith('GraphQL resolver failed', expect.stringContaining('TypeError'));
  });

  it('allows introspection in development and refuses it, with no suggestions, in production', async () => {
    const introspection = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
    const headers = { 'Content-Type': 'application/json' };
    const open = await SELF.fetch('http://localhost/_/graphql', { method: 'POST', headers, body: introspection });
    expect(((await open.json()) as { data: unknown }).data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const production = { ...env, ENVIRONMENT: 'production' };
    const closed = await createApp().request(
      'http://localhost/_/graphql',
      { method: 'POST', headers, body: introspection },
      production,
    );
    expect(JSON.stringify(await closed.json())).toContain('GraphQL introspection has been disabled');

    const typo = JSON.stringify({ query: '{ viewr { id } }' });
    const devTypo = await SELF.fetch('http://localhost/_/graphql', { method: 'POST', headers, body: typo });
    expect(JSON.stringify(await devTypo.json())).toContain('Did you mean');
    const prodTypo = await createApp().request(
      'http://localhost/_/graphql',
      { method: 'POST', headers, body: typo },
      production,
    );
    const prodBody = JSON.stringify(await prodTypo.json());
    expect(prodBody).toContain('Cannot query field');
    expect(prodBody).not.toContain('Did you mean');
  });
});

describe('GraphQL allows any origin with credentials', () => {
  const preflight = (origin: string) =>
    SELF.fetch('http://localhost/_/graphql', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-xsrf-token',
      },
    });

  it('answers a preflight from another site with no permission, and a real request with no CORS headers', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(refused.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const guess = await postGraphql(
      'mutation { loginUser(email: "chen@example.com", password: "guess") { __typename } }',
      {},
      { Origin: 'https://evil.example' },
    );
    expect(guess.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(guess.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it.each(['http://localhost.evil.example', 'http://evil.localhost', 'null', 'http://localhost:8080'])(
    'gives %s nothing either',
    async (origin) => {
      expect((await preflight(origin)).headers.get('Access-Control-Allow-Origin')).toBeNull();
    },
  );

  it('lets Quire’s own sites in: a writer’s subdomain and a custom domain', async () => {
    await db.batch([
      db.update(users).set({ hasSubdomain: true }).where(eq(users.id, 'u-ann')),
      db.update(collections).set({ domain: 'mag.example', domainStatus: 'ACTIVE' }).where(eq(collections.id, 'c-mag')),
    ]);
    for (const origin of ['http://ann.localhost', 'http://mag.example']) {
      const allowed = await preflight(origin);
      expect([
        origin,
        allowed.headers.get('Access-Control-Allow-Origin'),
        allowed.headers.get('Access-Control-Allow-Credentials'),
      ]).toEqual([origin, origin, 'true']);
      // every header the app's data client sends (client/data/live-client.ts), or the browser refuses the request
      const allowedHeaders = (allowed.headers.get('Access-Control-Allow-Headers') ?? '').split(/,\s*/);
      for (const header of [
        'X-Xsrf-Token',
        'X-Release',
        'X-Client-Name',
        'X-Client-Version',
        'X-Route-Name',
        'X-Route-Path',
        'traceparent',
      ])
        expect(allowedHeaders).toContain(header);
    }
  });
});

describe('"Did you mean the enum value…" in production', () => {
  it('suggests no enum value for a variable', async () => {
    const body = JSON.stringify({
      query: 'mutation ($m: TwoFactorMethod!) { registerAuthyUser(preferredMethod: $m) { __typename } }',
      variables: { m: 'SMS_TEX' },
    });
    const answer = await createApp().request(
      'http://localhost/_/graphql',
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '' }, body },
      { ...env, ENVIRONMENT: 'production' },
    );
    const text = JSON.stringify(await answer.json());
    expect(text).toContain('TwoFactorMethod');
    expect(text).not.toContain('Did you mean');
  });
});
