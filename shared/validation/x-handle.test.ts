import { describe, expect, it } from 'vitest';
import { parseXHandle, X_HANDLE_ERROR } from './x-handle.ts';

describe('parseXHandle: the handle a writer gives for twitter:creator', () => {
  it.each([
    ['a bare handle', 'quire', { handle: 'quire' }],
    ['with its @', '@Quire_HQ', { handle: 'Quire_HQ' }],
    ['with spaces around', '  @quire  ', { handle: 'quire' }],
    ['an x.com address', 'https://x.com/quire', { handle: 'quire' }],
    ['a twitter.com address with a slash and a query', 'twitter.com/quire/?lang=en', { handle: 'quire' }],
    ['a mobile address', 'https://mobile.twitter.com/@quire', { handle: 'quire' }],
    ['nothing, which clears it', '   ', { handle: null }],
    ['sixteen characters', 'abcdefghijklmnop', { error: X_HANDLE_ERROR }],
    ['a space inside', 'qu ire', { error: X_HANDLE_ERROR }],
    ['markup', '"><script>', { error: X_HANDLE_ERROR }],
    ['a status address', 'https://x.com/quire/status/1', { error: X_HANDLE_ERROR }],
    ['another site', 'https://example.com/quire', { error: X_HANDLE_ERROR }],
  ])('%s', (_case, input, expected) => {
    expect(parseXHandle(input)).toEqual(expected);
  });
});
