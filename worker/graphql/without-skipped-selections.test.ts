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

  it('makes each document once for the same booleans, and anew for others', () => {
    const document = parse('query ($t: Boolean!, $id: ID!) { a(id: $id) b @include(if: $t) }');
    const first = withoutSkippedSelections(document, { t: false, id: '1' });
    // another id changes nothing the directives read
    expect(withoutSkippedSelections(document, { t: false, id: '2' })).toBe(first);
    const included = withoutSkippedSelections(document, { t: true, id: '1' });
    expect(included).not.toBe(first);
    expect(print(included)).toContain('b @include');
    expect(print(first)).not.toContain('b @include');
    // a variable not given is not the same as false: the field stays for the server's default
    expect(print(withoutSkippedSelections(document, { id: '1' }))).toContain('b @include');
  });

  it('still prunes by the booleans given when a client sends ever new ones', () => {
    const document = parse('query ($t: Boolean!) { a b @include(if: $t) }');
    for (let extra = 0; extra < 40; extra += 1) withoutSkippedSelections(document, { t: true, [`x${extra}`]: true });
    expect(print(withoutSkippedSelections(document, { t: false, late: true }))).not.toContain('b @include');
    expect(print(withoutSkippedSelections(document, { t: true, late: false }))).toContain('b @include');
  });
});
