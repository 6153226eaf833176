import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedContent, signIn } from '../support/seed-content.ts';

// seedContent: Ann writes; Rex reads.
const SET_TIPPING = 'mutation { updateWriterSettings(tippingUrl: "ko-fi.com/ann") { __typename } }';

const bookmarkOf = (response: Response): string | null =>
  /(?:^|,\s*)d1_bookmark=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1] ?? null;

beforeEach(async () => {
  await seedContent(1);
});

describe('D1 read replication through the Sessions API', () => {
  it('starts a visitor’s page anywhere, and hands out no bookmark when nothing was written', async () => {
    const response = await SELF.fetch('http://localhost/@ann');
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get('X-D1-Session-Start')).toBe('first-unconstrained');
    expect(bookmarkOf(response)).toBeNull();
  });

  it('starts a mutation on the primary and gives the browser the bookmark of its write; the next page reads after it', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const wrote = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Xsrf-Token': xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: SET_TIPPING }),
    });
    expect(await wrote.json()).toEqual({ data: { updateWriterSettings: { __typename: 'User' } } });
    expect(wrote.headers.get('X-D1-Session-Start')).toBe('first-primary');
    const bookmark = bookmarkOf(wrote);
    expect(bookmark).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);
    expect(wrote.headers.get('Set-Cookie')).toMatch(/d1_bookmark=[^;]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax/);

    // the next request starts from the bookmark, so whichever replica answers has the write
    const next = await SELF.fetch('http://localhost/@ann', {
      headers: { Cookie: `${cookie}; d1_bookmark=${bookmark}` },
    });
    expect(next.headers.get('X-D1-Session-Start')).toBe('bookmark');
    expect(await next.text()).toContain('href="https://ko-fi.com/ann"');
  });

  it('hands out no bookmark for a GraphQL read, even one sent by POST', async () => {
    const { cookie, xsrf } = await signIn('u-rex');
    const read = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Xsrf-Token': xsrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(await read.json()).toEqual({ data: { viewer: { id: 'u-rex' } } });
    expect(bookmarkOf(read)).toBeNull();
  });

  it('ignores a cookie that is not a bookmark rather than failing the page', async () => {
    const response = await SELF.fetch('http://localhost/@ann', {
      headers: { Cookie: 'd1_bookmark=not a bookmark; DROP' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('X-D1-Session-Start')).toBe('first-unconstrained');
    expect(await response.text()).toContain('Ann Author');
  });
});
