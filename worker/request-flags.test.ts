import { describe, expect, it } from 'vitest';
import { parseRequestUrl } from './request-flags.ts';

describe('parseRequestUrl', () => {
  it.each([
    ['http://localhost:8787/@ada', 'http://localhost:8787/@ada'],
    ['https://daily.example/about?x=1', 'https://daily.example/about?x=1'],
  ])('reads %s', (raw, href) => {
    expect(parseRequestUrl(raw)?.href).toBe(href);
  });

  it.each(['http://x y/', 'http://[bad/', ''])('refuses %j (a malformed Host) instead of throwing', (raw) => {
    expect(parseRequestUrl(raw)).toBeNull();
  });
});
