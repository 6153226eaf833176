import { env, SELF } from 'cloudflare:test';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { renderDocument } from '../../worker/render/render-document.tsx';
import { preloadedStateOf } from '../support/html.ts';
import { seedContent, signIn } from '../support/seed-content.ts';

describe('the HTML document', () => {
  it('streams / with the root element and the three start-up values (docs/spec-checklist.md 3 §1)', async () => {
    const response = await SELF.fetch('http://localhost/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<div id="root">');
    expect(html).toContain('window.__GRAPHQL_URI__="/_/graphql";');
    // the page's data, embedded so hydration asks for nothing the page already has
    const apolloState = /window\.__APOLLO_STATE__=(.*?);<\/script>/.exec(html)?.[1] ?? 'null';
    const results = Object.values(JSON.parse(apolloState) as Record<string, { data: unknown }>);
    expect(results).toHaveLength(1);
    expect(results[0]?.data).toHaveProperty('homeFeed.posts');
    const state = preloadedStateOf(html);
    // docs/spec-checklist.md 3 §1: not logged in by cookie, not spoofed, an empty anti-forgery value
    expect(state.session).toEqual({ xsrf: '', isLoggedInCookie: false, isSpoofed: false });
    expect(state.navigation).toMatchObject({ routeName: 'ShowHome', table: 'default', path: '/' });
    expect(state.config.productName).toBe('Quire');
  });

  it('starts a visitor’s story with its first script alone, naming the rest unfetched; a signed-in reader’s with the main script', async () => {
    await seedContent(1);
    const story = 'http://localhost/@ann/story-1-000000000001';
    const bootstrap = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    const visitor = await (await SELF.fetch(story)).text();
    expect(bootstrap(visitor)).toMatch(/^\/js\/boot-\w+\.js$/);
    expect(visitor).toMatch(/<meta name="quire-main-script" content="\/js\/main-\w+\.js"\/>/);
    expect(visitor).toMatch(/<meta name="quire-page-script" content="\/js\/post-page-\w+\.js"\/>/);
    // nothing fetches React or the page's module before the reader means to act
    expect(visitor).not.toMatch(/rel="modulepreload"[^>]*(main|post-page)-/);
    expect(visitor).toContain('<article class="story reading-column" data-post="000000000001"');

    const { cookie } = await signIn('u-rex');
    const reader = await (await SELF.fetch(story, { headers: { Cookie: cookie } })).text();
    expect(bootstrap(reader)).toMatch(/^\/js\/main-\w+\.js$/);
    expect(reader).toMatch(/<link rel="modulepreload" href="\/js\/post-page-\w+\.js"/);
    expect(reader).not.toContain('quire-main-script');
    // any other page a visitor opens starts with the main script
    expect(bootstrap(await (await SELF.fetch('http://localhost/')).text())).toMatch(/^\/js\/main-\w+\.js$/);
  });

  it('carries the security headers, and a fresh nonce that every script bears', async () => {
    const [first, second] = await Promise.all([SELF.fetch('http://localhost/'), SELF.fetch('http://localhost/')]);
    const policy = first.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('Content-Security-Policy')).not.toContain(nonce);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(first.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(first.headers.get('X-Cache-Status')).toBe('DYNAMIC');
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    await second.text();
  });

  it('escapes values in the start-up script so a path cannot close it', async () => {
    const html = await (await SELF.fetch('http://localhost/search?q=</script><script>alert(1)</script>')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(decodeURIComponent(preloadedStateOf(html).navigation.search)).toBe('?q=</script><script>alert(1)</script>');
  });

  it('guards against framing unless allow_iframe is on', async () => {
    const guarded = await SELF.fetch('http://localhost/');
    expect(await guarded.text()).toContain('window.top!==window.self');
    expect(guarded.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');

    const app = createApp();
    const open = await app.request('http://localhost/', {}, { ...env, FLAGS: '{"allow_iframe": true}' });
    expect(open.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(open.headers.get('X-Frame-Options')).toBeNull();
    expect(await open.text()).not.toContain('window.top!==window.self');
  });

  it.each([
    ['a bot', 'Googlebot/2.1 (+http://www.google.com/bot.html)', false],
    ['a person', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', true],
  ])('answers %s before slow parts are ready: %s', async (_, userAgent, answersEarly) => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    function Slow() {
      use(slow);
      return <p>slow part</p>;
    }
    const app = createApp({
      handlers: {
        ShowAbout: (c) =>
          renderDocument(
            c,
            <Suspense fallback={<p>loading</p>}>
              <Slow />
            </Suspense>,
            { status: 200 },
          ),
      },
    });
    let answered = false;
    const pending = Promise.resolve(
      app.request('http://localhost/about', { headers: { 'User-Agent': userAgent } }, env),
    ).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(answersEarly);
    release();
    expect(await (await pending).text()).toContain('slow part');
  });
});
