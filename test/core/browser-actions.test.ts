import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { blocks, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

type Who = 'u-rex' | 'u-ann' | 'u-ed' | null;

async function call(method: string, path: string, who: Who, options: { body?: unknown; xsrf?: string } = {}) {
  const session = who ? await signIn(who) : null;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Xsrf-Token': options.xsrf ?? session?.xsrf ?? '',
  };
  if (session) headers['Cookie'] = session.cookie;
  const response = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const count = async (statement: string, ...values: string[]) =>
  (
    await env.DB.prepare(`select count(*) as n from ${statement}`)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;
const follows = () => count('user_follows where follower_id = ? and followed_id = ?', 'u-rex', 'u-ann');

beforeEach(() => seedContent(2));

describe('the browser-side paths of docs/spec-checklist.md 3 §7', () => {
  it('follows and unfollows a writer with POST and DELETE /_/subscribe/user/{id}', async () => {
    expect(await call('POST', '/_/subscribe/user/u-ann', 'u-rex')).toEqual({ status: 200, body: { ok: true } });
    expect(await follows()).toBe(1);
    expect(await call('DELETE', '/_/subscribe/user/u-ann', 'u-rex')).toEqual({ status: 200, body: { ok: true } });
    expect(await follows()).toBe(0);
  });

  it('follows a publication with /_/subscribe/collection/{id}', async () => {
    expect((await call('POST', '/_/subscribe/collection/c-mag', 'u-rex')).status).toBe(200);
    expect(await count('collection_follows where follower_id = ? and collection_id = ?', 'u-rex', 'c-mag')).toBe(1);
  });

  it.each([
    ['without the anti-forgery value', 'u-rex' as Who, 'wrong', 403, 'Missing or invalid anti-forgery value.'],
    ['for a visitor', null, '', 401, 'Sign in to do that.'],
  ])('refuses a follow %s, and follows nobody', async (_, who, xsrf, status, error) => {
    expect(await call('POST', '/_/subscribe/user/u-ann', who, { xsrf })).toEqual({ status, body: { error } });
    expect(await follows()).toBe(0);
  });

  it('keeps a block: the blocked reader cannot follow through this path either', async () => {
    await db.insert(blocks).values({ blockerId: 'u-ann', blockedId: 'u-rex' }).run();
    const refused = await call('POST', '/_/subscribe/user/u-ann', 'u-rex');
    expect(refused.status).toBe(403);
    expect(await follows()).toBe(0);
  });

  it('claps with /_/vote/p/{id}, once by default or as many times as asked, within the limit', async () => {
    const path = `/_/vote/p/${postId(1)}`;
    expect(await call('POST', path, 'u-rex')).toEqual({
      status: 200,
      body: { ok: true, clapCount: 1, viewerClapCount: 1 },
    });
    expect(await call('POST', path, 'u-rex', { body: { numClaps: 4 } })).toEqual({
      status: 200,
      body: { ok: true, clapCount: 5, viewerClapCount: 5 },
    });
    expect(await call('POST', path, 'u-rex', { body: { numClaps: 51 } })).toEqual({
      status: 400,
      body: { error: 'Clap from 1 to 50 times.' },
    });
    expect(await call('POST', path, 'u-rex', { body: { numClaps: 'many' } })).toEqual({
      status: 400,
      body: { error: 'Send {"numClaps": n} as JSON, or nothing for one clap.' },
    });
    expect(await call('POST', path, 'u-ann')).toEqual({
      status: 403,
      body: { error: 'You can’t clap for your own story.' },
    });
  });

  it('saves to and takes from the reading list with /_/bookmark/p/{id}', async () => {
    const saved = () =>
      count(
        `catalog_items where entity_id = ? and catalog_id in (select id from catalogs where creator_id = 'u-rex')`,
        postId(1),
      );
    expect((await call('POST', `/_/bookmark/p/${postId(1)}`, 'u-rex')).status).toBe(200);
    expect(await saved()).toBe(1);
    expect((await call('DELETE', `/_/bookmark/p/${postId(1)}`, 'u-rex')).status).toBe(200);
    expect(await saved()).toBe(0);
    expect(await call('POST', '/_/bookmark/p/ffffffffffff', 'u-rex')).toEqual({
      status: 404,
      body: { error: 'Post not found' },
    });
  });

  it('highlights a passage with /_/p/{id}/quotes/create, checking the passage', async () => {
    const path = `/_/p/${postId(1)}/quotes/create`;
    const created = await call('POST', path, 'u-rex', { body: { paragraphName: 'p2', startOffset: 4, endOffset: 9 } });
    expect(created).toEqual({ status: 200, body: { ok: true, id: expect.any(String) } });
    expect(await count('highlights where id = ? and user_id = ?', String(created.body['id']), 'u-rex')).toBe(1);
    expect((await call('POST', path, 'u-rex', { body: { paragraphName: 'p2' } })).body).toEqual({
      error: 'Send {"paragraphName", "startOffset", "endOffset"} as JSON.',
    });
    expect(
      (await call('POST', path, 'u-rex', { body: { paragraphName: 'p2', startOffset: 4, endOffset: 900 } })).status,
    ).toBe(400);
  });

  it('makes a writer’s newsletter once with /_/api/users/{id}/lazily-enable-writer-subscription', async () => {
    const made = await call('POST', '/_/api/users/u-ann/lazily-enable-writer-subscription', 'u-rex');
    expect(made).toEqual({ status: 200, body: { ok: true, newsletterId: expect.any(String) } });
    expect(await call('POST', '/_/api/users/u-ann/lazily-enable-writer-subscription', 'u-ed')).toEqual(made);
    expect(await count(`newsletters where user_id = ?`, 'u-ann')).toBe(1);
    expect(await call('POST', '/_/api/users/u-nobody/lazily-enable-writer-subscription', 'u-rex')).toEqual({
      status: 404,
      body: { error: 'There is no writer by that name.' },
    });
    expect((await call('POST', '/_/api/users/u-ed/lazily-enable-writer-subscription', null, { xsrf: '' })).status).toBe(
      401,
    );
    expect(await count(`newsletters where user_id = ?`, 'u-ed')).toBe(0);
  });

  it('subscribes and unsubscribes with POST and DELETE /_/api/subscriptions/newsletters/{id}', async () => {
    const newsletterId = String(
      (await call('POST', '/_/api/users/u-ann/lazily-enable-writer-subscription', 'u-rex')).body['newsletterId'],
    );
    const path = `/_/api/subscriptions/newsletters/${newsletterId}`;
    const active = () => count(`newsletter_subscriptions where newsletter_id = ? and state = 'ACTIVE'`, newsletterId);
    // rex's address is confirmed, so his own subscription needs no mail
    await db.update(users).set({ email: 'rex@example.com' }).where(eq(users.id, 'u-rex')).run();
    expect(await call('POST', path, 'u-rex')).toEqual({ status: 200, body: { ok: true, state: 'ACTIVE' } });
    expect(await active()).toBe(1);
    expect(await call('POST', path, 'u-ann')).toEqual({
      status: 400,
      body: { error: 'You can’t subscribe to your own newsletter.' },
    });
    expect(await call('POST', path, 'u-rex', { body: { email: 42 } })).toEqual({
      status: 400,
      body: { error: 'Send {"email"} as JSON, or nothing to subscribe your account’s address.' },
    });
    expect((await call('DELETE', path, 'u-rex')).status).toBe(200);
    expect(await active()).toBe(0);
    expect(await call('POST', '/_/api/subscriptions/newsletters/nothing-here', 'u-rex')).toEqual({
      status: 404,
      body: { error: 'There is no such newsletter.' },
    });
  });

  it('imports a list into a newsletter its importer runs with /_/api/newsletters/{id}/import/process-unvalidated-files', async () => {
    const newsletterId = String(
      (await call('POST', '/_/api/users/u-ann/lazily-enable-writer-subscription', 'u-ann')).body['newsletterId'],
    );
    const path = `/_/api/newsletters/${newsletterId}/import/process-unvalidated-files`;
    const pending = () => count(`newsletter_subscriptions where newsletter_id = ? and state = 'PENDING'`, newsletterId);
    expect(await call('POST', path, 'u-rex', { body: { csv: 'kim@example.com' } })).toEqual({
      status: 403,
      body: { error: 'Only those who run this newsletter can do that.' },
    });
    expect(await pending()).toBe(0);
    expect(await call('POST', path, 'u-ann', { body: { file: 'kim@example.com' } })).toEqual({
      status: 400,
      body: { error: 'Send {"csv"} as JSON: the file’s text, one address a line.' },
    });
    const imported = await call('POST', path, 'u-ann', {
      body: { csv: 'kim@example.com\nlee@example.com, Lee\nnot@an@address' },
    });
    expect(imported).toEqual({
      status: 200,
      body: { ok: true, invited: 2, alreadySubscribed: 0, rejected: ['not@an@address'], queued: 0 },
    });
    expect(await pending()).toBe(2);
  });

  it('refuses a body too large to be an action', async () => {
    expect(
      await call('POST', `/_/vote/p/${postId(1)}`, 'u-rex', { body: { numClaps: 1, padding: 'x'.repeat(5000) } }),
    ).toEqual({ status: 413, body: { error: 'The request is too large' } });
  });

  it('answers other methods with 405 and the allowed ones', async () => {
    const response = await SELF.fetch(`http://localhost/_/vote/p/${postId(1)}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });
});
