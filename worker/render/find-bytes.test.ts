import { describe, expect, it } from 'vitest';
import { findBytes } from './find-bytes.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('findBytes: where a needle starts in a page, left to right, not overlapping', () => {
  it.each([
    ['at the start, middle and end', 'ab..ab..ab', 'ab', Infinity, [0, 4, 8]],
    ['side by side', 'abab', 'ab', Infinity, [0, 2]],
    ['never overlapping', 'aaaa', 'aa', Infinity, [0, 2]],
    ['a first byte that starts no match', 'a.a.ab', 'ab', Infinity, [4]],
    ['cut off by the end', 'xxab', 'abc', Infinity, []],
    ['at most the limit', 'ab ab ab', 'ab', 2, [0, 3]],
    ['nowhere', 'hello', 'xyz', Infinity, []],
    ['a needle longer than the page', 'ab', 'abc', Infinity, []],
    ['beyond ASCII', 'é-é', 'é', Infinity, [0, 3]],
  ])('%s', (_case, body, needle, limit, expected) => {
    expect(findBytes(bytes(body), bytes(needle), limit)).toEqual(expected);
  });
});
