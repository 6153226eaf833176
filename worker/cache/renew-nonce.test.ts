import { describe, expect, it } from 'vitest';
import { noncePlaces } from './renew-nonce.ts';
import { pagePlaces, renewedPage } from './renewed-page.ts';

/** The page served with a new nonce (and no privacy banner to answer about). */
const withNonce = (
  body: Uint8Array<ArrayBuffer>,
  policy: string,
  places: ReturnType<typeof noncePlaces>,
  nonce: string,
) => renewedPage(body, policy, { nonce: places, privacyBanner: null }, { nonce, showsPrivacyBanner: false });

const policy = "default-src 'self'; script-src 'nonce-OLD+/=' 'strict-dynamic'; style-src 'self' 'nonce-OLD+/='";
const html =
  '<script nonce="OLD+/=">a("é")</script><link rel="modulepreload" nonce="OLD+/=" href="/m.js"/><p>nonce="OTHER" OLD+/=</p>';
const bytes = new TextEncoder().encode(html);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('a stored page gets a fresh nonce each time it is served', () => {
  it('in the policy and on every element the renderer gave one, and nowhere else', () => {
    const renewed = withNonce(bytes, policy, noncePlaces(bytes, policy), 'NEW+/=');
    expect(text(renewed.body)).toBe(
      '<script nonce="NEW+/=">a("é")</script><link rel="modulepreload" nonce="NEW+/=" href="/m.js"/><p>nonce="OTHER" OLD+/=</p>',
    );
    expect(renewed.policy).toBe(
      "default-src 'self'; script-src 'nonce-NEW+/=' 'strict-dynamic'; style-src 'self' 'nonce-NEW+/='",
    );
  });

  it('leaves the stored bytes untouched for the next reader', () => {
    const places = noncePlaces(bytes, policy);
    withNonce(bytes, policy, places, 'AAA+/=');
    expect(text(withNonce(bytes, policy, places, 'BBB+/=').body)).toContain('nonce="BBB+/="');
    expect(text(bytes)).toBe(html);
  });

  it('leaves a page without a nonce as it is', () => {
    const plain = new TextEncoder().encode('<p>hi</p>');
    expect(noncePlaces(plain, "default-src 'self'")).toBeNull();
    expect(withNonce(plain, "default-src 'self'", null, 'NEW')).toEqual({ body: plain, policy: "default-src 'self'" });
  });

  it('refuses a nonce of another length (it would shift the page)', () => {
    expect(() => withNonce(bytes, policy, noncePlaces(bytes, policy), 'TOO-LONG-A-NONCE')).toThrow(
      'A nonce must have the length of the one it replaces',
    );
  });
});

describe("a stored page's places", () => {
  it('are found when first asked for, not when the copy is kept, and once', () => {
    const body = new TextEncoder().encode(html);
    const places = pagePlaces(body, policy);
    // written before the first ask: places found at keeping would point at the old nonce
    body.set(new TextEncoder().encode('<p>nothing</p>'), 0);
    // only the link's nonce is left
    const linkNonce = new TextEncoder().encode(html.slice(0, html.lastIndexOf('nonce="OLD'))).length + 'nonce="'.length;
    expect(places().nonce?.offsets).toEqual([linkNonce]);
    expect(places()).toBe(places());
  });
});
