import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeEntities } from './html-entities.ts';

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

describe('escapeEntities', () => {
  it.each([
    ['plain words', 'plain words'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["Tom & Jerry's", 'Tom &amp; Jerry&#39;s'],
    ['&amp; stays readable as written', '&amp;amp; stays readable as written'],
  ])('%j → %j, which decodes back', (text, escaped) => {
    expect(escapeEntities(text)).toBe(escaped);
    expect(decodeEntities(escapeEntities(text))).toBe(text);
  });
});
