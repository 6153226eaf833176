import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { withoutSkippedSelections } from './without-skipped-selections.ts';

const pruned = (query: string, variables: Record<string, unknown> = {}) =>
  print(withoutSkippedSelections(parse(query), variables)).replace(/\s+/g, ' ');

describe('withoutSkippedSelections: what execution runs, for the query limits to measure', () => {
  it.each([
    ['a field @include(if: false)', '{ a b @include(if: false) }', {}, '{ a }'],
    ['a field @include(if: true)', '{ a b @include(if: true) }', {}, '{ a b @include(if: true) }'],
    ['a field @skip(if: true)', '{ a b @skip(if: true) }', {}, '{ a }'],
    [
      'a field included by a variable that is false',
      'query ($t: Boolean!) { a b @include(if: $t) { c } }',
      { t: false },
      'query ($t: Boolean!) { a }',
    ],
    [
      'a field included by a variable that is true',
      'query ($t: Boolean!) { a b @include(if: $t) { c } }',
      { t: true },
      'query ($t: Boolean!) { a b @include(if: $t) { c } }',
    ],
    [
      'a variable not given (its default is the server’s to apply): kept',
      'query ($t: Boolean = false) { a b @include(if: $t) }',
      {},
      'query ($t: Boolean = false) { a b @include(if: $t) }',
    ],
    [
      'a fragment spread skipped',
      'query ($s: Boolean!) { a ...F @skip(if: $s) } fragment F on Q { b }',
      { s: true },
      'query ($s: Boolean!) { a } fragment F on Q { b }',
    ],
    ['an inline fragment left out', '{ a ... on Q @include(if: false) { b } }', {}, '{ a }'],
  ])('%s', (_, query, variables, expected) => {
    expect(pruned(query, variables)).toBe(expected);
  });
});
