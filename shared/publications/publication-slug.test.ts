import { describe, expect, it } from 'vitest';
import { publicationSlug } from './publication-slug.ts';

describe('publicationSlug', () => {
  it.each([
    ['a name', 'The Coastal Review', { slug: 'the-coastal-review' }],
    ['accents and punctuation (docs/spec-checklist.md 3 §5)', 'Café & Crème!', { slug: 'cafe-creme' }],
    ['an address typed with hyphens', 'night-shift_2', { slug: 'night-shift-2' }],
    ['a route of the table', 'search', { error: 'The address /search is reserved. Choose another.' }],
    ['a route named by its words', 'New Story', { error: 'The address /new-story is reserved. Choose another.' }],
    ['the personal pages', 'me', { error: 'The address /me is reserved. Choose another.' }],
    ['too short', 'x', { error: "A publication's address needs 2 to 50 letters or digits." }],
    ['too long', 'y'.repeat(51), { error: "A publication's address needs 2 to 50 letters or digits." }],
  ])('%s', (_, wanted, expected) => {
    expect(publicationSlug(wanted)).toEqual(expected);
  });
});
