import { describe, expect, it } from 'vitest';
import { parseAccountQuery } from './account-query.ts';

describe('what an operator typed to find an account', () => {
  it.each([
    ['an address finds its account', 'Ann@Example.com ', { by: 'email', value: 'ann@example.com' }],
    ['a domain finds addresses and custom domains there', 'spam.example', { by: 'domain', value: 'spam.example' }],
    ['a name, with its case', 'Ann Author', { by: 'name', value: 'Ann Author' }],
    ['a username with its @', '@ann', { by: 'name', value: 'ann' }],
    ['a word with no dot is a name', 'ann', { by: 'name', value: 'ann' }],
    ['nothing finds nothing', '   ', null],
  ] as const)('%s', (_case, input, expected) => {
    expect(parseAccountQuery(input)).toEqual(expected);
  });
});
