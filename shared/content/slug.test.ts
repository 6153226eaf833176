import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify (docs/spec-checklist.md 3 §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Crème brûlée à la maison', 'creme-brulee-a-la-maison'],
    ['  Spaces   everywhere  ', 'spaces-everywhere'],
    ['Punctuation: gone! (mostly)?', 'punctuation-gone-mostly'],
    ['Grandmother’s recipes', 'grandmothers-recipes'],
    ['2026 in 10 numbers', '2026-in-10-numbers'],
    ['日本語', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('uniqueSlug', () => {
  it('ends in the post id', () => {
    expect(uniqueSlug('Hello World', '0123456789ab')).toBe('hello-world-0123456789ab');
  });

  it('is the id alone when the title has no slug', () => {
    expect(uniqueSlug('日本語', '0123456789ab')).toBe('0123456789ab');
  });
});
