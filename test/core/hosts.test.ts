import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadedStateOf } from '../support/html.ts';
import { seedHosts } from '../support/seed-hosts.ts';

beforeAll(seedHosts);

describe('hosts reach the right table and page', () => {
  it.each([
    // [url, route name, table, params]
    ['http://localhost/', 'ShowHome', 'default', {}],
    ['http://localhost/@alice', 'ShowUser', 'default', { username: 'alice' }],
    ['http://localhost/the-daily', 'ShowCollectionHome', 'default', { collectionSlug: 'the-daily' }],
    // a writer's subdomain: the user table, /@{username} dropped
    ['http://alice.localhost/', 'ShowUser', 'user', { username: 'alice' }],
    ['http://alice.localhost/about', 'ShowUserAbout', 'user', { username: 'alice' }],
    [
      'http://alice.localhost/a-story-0123456789ab',
      'ShowPostUnderUser',
      'user',
      { username: 'alice', postId: '0123456789ab' },
    ],
    // a writer's custom domain
    ['http://bob.example/', 'ShowUser', 'user', { username: 'bob' }],
    ['http://BOB.example./followers', 'ShowUserFollowers', 'user', { username: 'bob' }],
    // a publication's custom domain: the collection table, /{collectionSlug} dropped
    ['http://daily.example/', 'ShowCollectionHome', 'collection', { collectionSlug: 'the-daily' }],
    ['http://daily.example/about', 'ShowCollectionMasthead', 'collection', { collectionSlug: 'the-daily' }],
    [
      'http://daily.example/a-title-0123456789ab',
      'ShowPostUnderCollection',
      'collection',
      { collectionSlug: 'the-daily', postId: '0123456789ab' },
    ],
  ])('%s → %s in the %s table', async (url, routeName, table, params) => {
    const response = await SELF.fetch(url);
    expect(response.status).toBe(200);
    const { navigation } = preloadedStateOf(await response.text());
    expect(navigation).toMatchObject({ routeName, table, params });
  });

  it.each([
    ['an unknown domain', 'http://unknown.example/'],
    ['a writer without a subdomain', 'http://carol.localhost/'],
    ['a nonexistent writer', 'http://nobody.localhost/'],
    ['a deeper subdomain', 'http://a.alice.localhost/'],
    ['a route outside the writer table', 'http://bob.example/me/settings'],
    ['a route outside the publication table', 'http://daily.example/m/signin'],
  ])('%s gets "not found", never a 500', async (_, url) => {
    const response = await SELF.fetch(url);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('builds links outside the host table against the auth domain', async () => {
    const html = await (await SELF.fetch('http://bob.example/')).text();
    expect(html).toContain('href="http://localhost/new-story"');
    // sign-in happens on the main site, started here (the hand-off's nonce), and comes back to this page
    expect(html).toContain('href="/m/global-identity?start=login&amp;redirectUrl=http%3A%2F%2Fbob.example%2F"');
    const onMainDomain = await (await SELF.fetch('http://localhost/@bob')).text();
    expect(onMainDomain).toContain('href="/m/signin"');
  });

  it('sends the top bar’s search to the main site from a writer’s domain, and to its own search on a publication’s (docs/spec-checklist.md 1 §2.10)', async () => {
    const onWriterDomain = await SELF.fetch('http://bob.example/');
    expect(await onWriterDomain.text()).toMatch(
      /<form class="search-box" role="search" aria-label="Search" action="http:\/\/localhost\/search">/,
    );
    // the page's policy lets that form leave for the main site
    expect(onWriterDomain.headers.get('Content-Security-Policy')).toContain("form-action 'self' http://localhost;");
    const onPublicationDomain = await (await SELF.fetch('http://daily.example/')).text();
    expect(onPublicationDomain).toMatch(
      /<form class="search-box" role="search" aria-label="Search" action="\/search">/,
    );
    expect(onPublicationDomain).toContain('placeholder="Search"');
    const onMainDomain = await (await SELF.fetch('http://localhost/the-daily')).text();
    expect(onMainDomain).toMatch(
      /<form class="search-box" role="search" aria-label="Search" action="\/the-daily\/search">/,
    );
  });
});
