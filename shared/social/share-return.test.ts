import { describe, expect, it } from 'vitest';
import { shareReturnAddress } from './share-return.ts';

describe('shareReturnAddress: /m/share/success links back only to Quire’s own pages', () => {
  it.each([
    ['a story on the main domain', 'https://quire.example/p/abc123', 'https://quire.example/p/abc123'],
    [
      'a story on a writer’s subdomain',
      'https://alice.quire.example/my-story-abc123',
      'https://alice.quire.example/my-story-abc123',
    ],
    ['the main domain with a port (development)', 'http://localhost:8787/p/abc123', 'http://localhost:8787/p/abc123'],
    ['another site', 'https://evil.example/p/abc123', null],
    ['a look-alike domain', 'https://quire.example.evil.example/p', null],
    ['a suffix that is not a subdomain', 'https://notquire.example/p', null],
    ['a script address', 'javascript:alert(1)', null],
    ['not an address', 'p/abc123', null],
    ['nothing', null, null],
  ])('%s', (_case, url, expected) => {
    const domain = url?.startsWith('http://localhost') ? 'localhost' : 'quire.example';
    expect(shareReturnAddress(url, domain)).toBe(expected);
  });
});
