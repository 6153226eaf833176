import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../worker/app.ts';
import { hashPassword } from '../worker/auth/password-hash.ts';
import { asViewer } from './support/as-viewer.ts';
import { edgeSite } from './support/edge-site.ts';
import { seedContent, signIn } from './support/seed-content.ts';

// Each hole found when Quire was attacked, replayed as it was written down, and refused.

let network = 0;
const nextIp = () => `198.51.100.${(network = (network % 250) + 1)}`;

const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', 'CF-Connecting-IP': nextIp(), ...headers },
    body: JSON.stringify({ query, variables }),
  });

beforeEach(async () => {
  await seedContent(1);
  await env.DB.batch([
    env.DB.prepare('delete from login_tokens'),
    env.DB.prepare('delete from auth_attempts'),
    env.DB.prepare("update users set email = 'chen@example.com' where id = 'u-ann'"),
  ]);
});

describe('account takeover from an e-mail address alone', () => {
  it('gives the asking browser nothing that opens the account: the pending value is not the link', async () => {
    const asked = await gql('mutation { sendAcctAuthEmail(email: "chen@example.com") { __typename } }');
    const pending = /pending_login=([^;]+)/.exec(asked.headers.get('Set-Cookie') ?? '')?.[1] ?? '';
    expect(pending).not.toBe('');

    const replayed = await SELF.fetch(`http://localhost/m/callback/email?token=${pending}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'http://localhost' },
    });
    expect(replayed.status).toBe(410);
    expect(replayed.headers.get('Set-Cookie') ?? '').not.toMatch(/sid=/);
    expect(
      (await env.DB.prepare("select count(*) as n from sessions where user_id = 'u-ann'").first<{ n: number }>())?.n,
    ).toBe(0);
  });
});

describe('a signed-in page served to every visitor from the edge cache', () => {
  it.each([
    ['a space before =', (token: string) => `sid =${token}`],
    ['a tab before =', (token: string) => `sid\t=${token}`],
    ['a logged-out value first, the real one second', (token: string) => `sid=lo_\\x; sid=${token}`],
  ])('never stores a page rendered for the viewer when the cookie has %s', async (_spelling, spell) => {
    await env.DB.prepare("update users set email = 'rex@example.com' where id = 'u-rex'").run();
    const { xsrf } = await signIn('u-rex');
    const site = edgeSite();
    const asked = await site.fetch('/@ann', { headers: { Cookie: spell('test-token-u-rex') } });
    expect(asked.status).toBe(200);
    expect(await site.stored('/@ann')).toBeUndefined();
    const next = await site.fetch('/@ann');
    expect(next.body).not.toContain(xsrf);
    expect(next.body).not.toContain('rex@example.com');
  });

  it('sends a host spelled with a trailing dot to its one spelling, so no page carries the other', async () => {
    const site = edgeSite();
    const dotted = await site.fetch('/@ann?utm_source=x', { host: 'localhost.', redirect: 'manual' });
    expect(dotted.status).toBe(301);
    expect(dotted.headers.get('Location')).toBe('http://localhost/@ann?utm_source=x');
    expect(await site.stored('/@ann?utm_source=x')).toBeUndefined();
  });
});

describe('members-only text read by non-members', () => {
  const HIGHLIGHT = `mutation ($paragraph: String!) {
    createHighlight(targetPostId: "000000000001", paragraphName: $paragraph, startOffset: 0, endOffset: 1) {
      __typename ... on Quote { preview paragraphs { text } } ... on BadRequest { message }
    }
  }`;
  beforeEach(() => env.DB.prepare("update posts set visibility = 'LOCKED' where id = '000000000001'").run());

  it('refuses a highlight of a locked paragraph to a non-member, and so never returns its text', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(HIGHLIGHT, { paragraph: 'p4' }))['createHighlight']).toEqual({
      __typename: 'BadRequest',
      message: 'That passage is not in this story.',
    });
    // the preview stays open to highlights
    expect((await rex(HIGHLIGHT, { paragraph: 'p2' }))['createHighlight']).toMatchObject({
      __typename: 'Quote',
      paragraphs: [{ text: 'The first paragraph, with a link.' }],
    });
  });

  it('shows a lapsed member none of the locked words they once highlighted', async () => {
    await env.DB.prepare("update users set medium_member_at = 1 where id = 'u-rex'").run();
    const member = await asViewer('u-rex');
    expect((await member(HIGHLIGHT, { paragraph: 'p4' }))['createHighlight']).toMatchObject({
      __typename: 'Quote',
      paragraphs: [{ text: 'Members read on from here.' }],
    });
    await env.DB.prepare("update users set medium_member_at = null where id = 'u-rex'").run();
    const lapsed = await asViewer('u-rex');
    const story = await lapsed(
      '{ postResult(id: "000000000001") { ... on Post { viewerHighlights { preview paragraphs { text } } } } }',
    );
    expect(story['postResult']).toEqual({ viewerHighlights: [{ preview: '', paragraphs: [] }] });
  });

  it('names imported paragraphs at random, as the editor does', async () => {
    const { htmlToStory } = await import('../worker/import/html-to-story.ts');
    const story = await htmlToStory('<article><p>One</p><p>Two</p><p>Three</p></article>', null);
    if ('error' in story) throw new Error(story.error);
    const names = story.paragraphs.map((paragraph) => paragraph.name);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{6}$/);
    expect(new Set(names).size).toBe(3);
  });
});

describe('open redirect after password sign-in', () => {
  beforeEach(() =>
    hashPassword('the password!', 'quire-development-pepper').then((hash) =>
      env.DB.prepare("update users set password_hash = ? where id = 'u-ann'").bind(hash).run(),
    ),
  );

  it.each([
    ['a tab', '/%09/evil.example/phish'],
    ['a newline', '/%0A/evil.example/phish'],
    ['a carriage return', '/%0D/evil.example/phish'],
    ['a backslash', '/%5Cevil.example/phish'],
    ['two slashes', '//evil.example/phish'],
    ['an absolute address', 'http://evil.example/phish'],
  ])('keeps a sign-in whose redirect hides another host behind %s on this site', async (_variant, encoded) => {
    // what /m/signin?redirect=… hands the password step
    const redirect = new URLSearchParams(`redirect=${encoded}`).get('redirect') ?? '';
    const answer = await gql(
      'mutation ($state: String) { loginUser(email: "chen@example.com", password: "the password!", state: $state) { __typename ... on AuthInfo { redirect } } }',
      {
        state: `password|${redirect}|login`,
      },
    );
    const body = (await answer.json()) as { data: { loginUser: { __typename: string; redirect: string } } };
    expect(body.data.loginUser).toEqual({ __typename: 'AuthInfo', redirect: '/' });
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
    const guess = await gql(
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
    await env.DB.batch([
      env.DB.prepare("update users set has_subdomain = 1 where id = 'u-ann'"),
      env.DB.prepare("update collections set domain = 'mag.example', domain_status = 'ACTIVE' where id = 'c-mag'"),
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

describe('server errors from database limits', () => {
  it('answers a search filter of 90 AND terms with a clear 400, not a 500', async () => {
    const filters = Array.from({ length: 90 }, (_, n) => `creatorId:u${n}`).join(' AND ');
    const answer = await SELF.fetch('http://localhost/1/indexes/*/queries', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Algolia-Application-Id': 'quire',
        'X-Algolia-API-Key': 'quire-public-search-key',
        'CF-Connecting-IP': nextIp(),
      },
      body: JSON.stringify({ requests: [{ indexName: 'quire_posts', params: { query: 'story', filters } }] }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: 'Filters can name each attribute once: creatorId is named twice',
    });
  });

  it('serves a reader with 121 lists: their lists page and every list’s count', async () => {
    const lists = Array.from({ length: 121 }, (_, n) =>
      env.DB.prepare(
        "insert into catalogs (id, creator_id, name, slug, visibility, updated_at) values (?, 'u-rex', ?, ?, 'PUBLIC', ?)",
      ).bind(`l-${n}`, `List ${n}`, `list-${n}`, n),
    );
    await env.DB.batch(lists);
    const rex = await asViewer('u-rex');
    const viewer = (await rex('{ viewer { catalogs { postCount } } }'))['viewer'] as unknown as {
      catalogs: { postCount: number }[];
    };
    expect(viewer.catalogs.length).toBeGreaterThan(100);
    const { cookie } = await signIn('u-rex');
    for (const path of ['/me/lists', '/@rex/lists'])
      expect([path, (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).status]).toEqual([
        path,
        200,
      ]);
  });

  it('refuses 20,000 nested <div>s with a reason, not a server error', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const html = `<h1>Deep</h1>${'<div>'.repeat(20_000)}<p>At the bottom.</p>${'</div>'.repeat(20_000)}`;
    const answer = await gql(
      'mutation ($html: String) { importPost(html: $html) { __typename ... on BadRequest { message } ... on ImportedPost { post { title } } } }',
      { html },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    const body = (await answer.json()) as { data?: { importPost: Record<string, unknown> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.importPost).toEqual({
      __typename: 'BadRequest',
      message: 'That page is nested too deeply to import. Try its HTML export or a simpler page.',
    });
  });
});

describe('pages with more than 33 cache tags were never cached', () => {
  it('stores a writer’s lists page that shows 40 lists of 40 stories, under a bounded set of tags', async () => {
    await seedContent(40);
    const rows = Array.from({ length: 40 }, (_, n) => [
      env.DB.prepare(
        "insert into catalogs (id, creator_id, name, slug, visibility, updated_at) values (?, 'u-rex', ?, ?, 'PUBLIC', ?)",
      ).bind(`l-${n}`, `List ${n}`, `list-${n}`, n),
      env.DB.prepare(
        "insert into catalog_items (catalog_item_id, catalog_id, entity_type, entity_id, position) values (?, ?, 'POST', ?, 0)",
      ).bind(`i-${n}`, `l-${n}`, (n + 1).toString(16).padStart(12, '0')),
    ]).flat();
    await env.DB.batch(rows);
    const site = edgeSite();
    const first = await site.fetch('/@rex/lists');
    expect(first.cache).toBe('MISS');
    const tags = first.headers.get('Cache-Tag')?.split(',') ?? [];
    expect(tags.length).toBeGreaterThan(33);
    expect(tags.length).toBeLessThanOrEqual(64);
    expect((await site.fetch('/@rex/lists')).cache).toBe('HIT');
    // a change to one of the lists still reaches the stored page
    const { cookie, xsrf } = await signIn('u-rex');
    await site.graphql(
      'mutation { updateCatalog(catalogId: "l-39", name: "Renamed", description: "", visibility: PUBLIC) { __typename } }',
      {},
      { cookie, xsrf },
    );
    expect((await site.fetch('/@rex/lists')).cache).toBe('MISS');
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

describe('five identical concurrent createResponse calls stored five responses', () => {
  const RESPOND =
    'mutation ($key: String) { createResponse(parentPostId: "000000000001", text: "Well put.", idempotencyKey: $key) { __typename ... on Post { id } ... on BadRequest { message } } }';
  const responses = async () =>
    (
      await env.DB.prepare("select count(*) as n from posts where in_response_to_post_id = '000000000001'").first<{
        n: number;
      }>()
    )?.n;

  it('stores one response for five concurrent calls with one idempotency key, and answers each with it', async () => {
    const rex = await asViewer('u-rex');
    const answers = await Promise.all(Array.from({ length: 5 }, () => rex(RESPOND, { key: 'key-for-one-response' })));
    expect(answers.map((answer) => answer['createResponse']?.__typename)).toEqual(Array(5).fill('Post'));
    const ids = new Set(answers.map((answer) => answer['createResponse']?.['id']));
    expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/)]);
    expect(await responses()).toBe(1);
    expect(
      (
        await env.DB.prepare("select response_count from posts where id = '000000000001'").first<{
          response_count: number;
        }>()
      )?.response_count,
    ).toBe(1);
    // a new key is a new response
    await rex(RESPOND, { key: 'key-for-another-one' });
    expect(await responses()).toBe(2);
  });

  it('refuses a key that is not one', async () => {
    const rex = await asViewer('u-rex');
    expect((await rex(RESPOND, { key: 'short' }))['createResponse']).toEqual({
      __typename: 'BadRequest',
      message: 'The idempotency key must be 8 to 64 letters, digits, - or _.',
    });
  });
});

describe('the writer’s published-story count was never updated after the seed', () => {
  const count = async () =>
    (await env.DB.prepare("select published_post_count as n from users where id = 'u-ann'").first<{ n: number }>())?.n;
  const publishedPosts = async () =>
    (
      (
        await (
          await asViewer(null)
        )('{ userResult(username: "ann") { ... on User { userPostCounts { publishedPosts } } } }')
      )['userResult'] as unknown as { userPostCounts: { publishedPosts: number } }
    ).userPostCounts.publishedPosts;

  it('follows publishing, the trash and unpublishing', async () => {
    await seedContent(3);
    expect(await count(), 'seeded').toBe(3);
    const ann = await asViewer('u-ann');
    expect(await ann('mutation { deletePost(targetPostId: "000000000001") { __typename } }')).toEqual({
      deletePost: { __typename: 'Post' },
    });
    expect(await count(), 'in the trash').toBe(2);
    await ann('mutation { undeletePost(targetPostId: "000000000001") { __typename } }');
    expect(await count(), 'restored').toBe(3);
    await env.DB.batch([
      env.DB.prepare(
        "insert into post_versions (post_id, rev, title, subtitle, content, created_at) select id, 1, title, '', content, 0 from posts where id = '000000000002'",
      ),
      env.DB.prepare("update posts set latest_rev = 1, latest_published_rev = 1 where id = '000000000002'"),
    ]);
    expect(await ann('mutation { unpublishPost(targetPostId: "000000000002") { __typename } }')).toEqual({
      unpublishPost: { __typename: 'Post' },
    });
    expect(await publishedPosts()).toBe(2);
    // a response is not a story
    await (await asViewer('u-ann'))(
      'mutation { createResponse(parentPostId: "000000000003", text: "Thanks!") { __typename } }',
    );
    expect(await count(), 'after a response').toBe(2);
  });
});
