import { describe, expect, it } from 'vitest';
import { parseFeaturePage } from './feature-page-fields.ts';

const input = (title: string, tag: string, description = '') => ({ title, tag, description });

describe('a feature page as an editor types it', () => {
  it.each([
    [
      'a title and a tag as readers see it',
      input(' City life ', 'Urban Planning'),
      null,
      { slug: 'city-life', title: 'City life', tagSlug: 'urban-planning', description: '' },
    ],
    [
      'a tag typed as its slug',
      input('Food', 'home-cooking', ' Recipes. '),
      null,
      { slug: 'food', title: 'Food', tagSlug: 'home-cooking', description: 'Recipes.' },
    ],
    [
      'a renamed page keeps its address',
      input('Cities, again', 'cities'),
      'city-life',
      { slug: 'city-life', title: 'Cities, again', tagSlug: 'cities', description: '' },
    ],
    ['no title', input('  ', 'cities'), null, { error: 'Give the feature page a title.' }],
    [
      'a title without letters or digits',
      input('!!!', 'cities'),
      null,
      { error: 'Give the feature page a title with letters or digits.' },
    ],
    [
      'a title too long',
      input('x'.repeat(61), 'cities'),
      null,
      { error: 'A feature page title can be at most 60 characters long.' },
    ],
    ['no tag', input('Cities', ' - '), null, { error: 'Choose the tag whose stories the page gathers.' }],
    [
      'an introduction too long',
      input('Cities', 'cities', 'y'.repeat(281)),
      null,
      { error: 'A feature page introduction can be at most 280 characters long.' },
    ],
  ] as const)('%s', (_, typed, slug, expected) => {
    expect(parseFeaturePage(typed, slug)).toEqual(expected);
  });
});
