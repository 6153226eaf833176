import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities.ts';

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; chips', 'Fish & chips'],
    ['&lt;script&gt;', '<script>'],
    ['caf&#233; &#x263A;', 'café ☺'],
    ['&ldquo;Quoted&rdquo; &mdash; yes', '“Quoted” — yes'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; and &#xD800; are not characters', '\uFFFD and \uFFFD are not characters'],
    ['a&nbsp;b', 'a b'],
  ])('%s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
