import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect: only a path on this site (the open redirect after sign-in)', () => {
  it.each<[string, string | null | undefined, string]>([
    ['a plain path', '/me/lists', '/me/lists'],
    ['a path with a query and a fragment', '/@ann/story-1?source=x#r1', '/@ann/story-1?source=x#r1'],
    ['nothing', undefined, '/'],
    ['an empty value', '', '/'],
    ['an absolute address elsewhere', 'https://evil.example/phish', '/'],
    ['a scheme-relative address', '//evil.example/phish', '/'],
    ['a backslash after the slash', '/\\evil.example/phish', '/'],
    ['a tab between the slashes (as reported: /%09/evil.example/phish)', '/\t/evil.example/phish', '/'],
    ['a newline between the slashes', '/\n/evil.example/phish', '/'],
    ['a carriage return between the slashes', '/\r/evil.example/phish', '/'],
    ['a backslash and a tab', '/\t\\evil.example/phish', '/'],
    ['a javascript: address', 'javascript:alert(1)', '/'],
    ['a path made of dots that climbs nowhere', '/../../me', '/me'],
    ['a path that is not a path', 'me/lists', '/'],
  ])('%s', (_case, target, expected) => expect(safeRedirect(target)).toBe(expected));
});
