import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './help-articles.ts';
import { searchHelp } from './help-search.ts';

const slugs = (query: string) => searchHelp(HELP_ARTICLES, query).map((article) => article.slug);

describe('searching the help centre', () => {
  it.each<[string, string, (found: string[]) => boolean]>([
    ['nothing asked finds nothing', '   ', (found) => found.length === 0],
    ['a word in a title', 'publish', (found) => found[0] === 'write-a-story'],
    ['the beginning of a word', 'passw', (found) => found.includes('sign-in')],
    [
      'every word must be there',
      'cancel membership',
      (found) => found[0] === 'become-a-member' && !found.includes('write-a-story'),
    ],
    ['case and accents do not matter', 'TWO-FACTOR', (found) => found[0] === 'two-factor'],
    ['a topic’s name', 'account delete', (found) => found.includes('delete-account')],
    ['a word no article has', 'xylophone', (found) => found.length === 0],
  ])('%s', (_case, query, expected) => {
    expect(expected(slugs(query))).toBe(true);
  });

  it('puts title matches first', () => {
    expect(slugs('stats')[0]).toBe('stats');
  });

  it('has unique slugs, for anchors', () => {
    expect(new Set(HELP_ARTICLES.map((article) => article.slug)).size).toBe(HELP_ARTICLES.length);
  });
});
