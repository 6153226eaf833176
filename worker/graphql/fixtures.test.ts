import { describe, expect, it } from 'vitest';
import { FIXTURES_DATA_ERROR, requestFixtures, splitByFixtures } from './fixtures.ts';

const headers = (values: Record<string, string>) => new Headers(values);
const DATA = encodeURIComponent(JSON.stringify({ ViewerQuery: { viewer: null } }));

describe('the test fixtures a request carries (docs/spec-checklist.md 3 §7: a flag header plus a fixtures-data header)', () => {
  it.each([
    ['none without the flag', { 'X-Quire-Fixtures-Data': DATA }, 'development', null],
    ['none with the flag off', { 'X-Quire-Fixtures': 'false', 'X-Quire-Fixtures-Data': DATA }, 'development', null],
    [
      'none in production, whatever the headers',
      { 'X-Quire-Fixtures': 'true', 'X-Quire-Fixtures-Data': DATA },
      'production',
      null,
    ],
    [
      'the named data with the flag on',
      { 'X-Quire-Fixtures': 'true', 'X-Quire-Fixtures-Data': DATA },
      'development',
      new Map([['ViewerQuery', { viewer: null }]]),
    ],
    [
      'an error for data that is not JSON',
      { 'X-Quire-Fixtures': 'true', 'X-Quire-Fixtures-Data': '{not json' },
      'test',
      { error: FIXTURES_DATA_ERROR },
    ],
    [
      'an error for a list',
      { 'X-Quire-Fixtures': 'true', 'X-Quire-Fixtures-Data': '[]' },
      'test',
      { error: FIXTURES_DATA_ERROR },
    ],
    ['an error for no data', { 'X-Quire-Fixtures': 'true' }, 'test', { error: FIXTURES_DATA_ERROR }],
  ])('%s', (_case, values, environment, expected) =>
    expect(requestFixtures(headers(values), environment)).toEqual(expected),
  );
});

describe('answering a body from fixtures', () => {
  const fixtures = new Map<string, unknown>([['A', { a: 1 }]]);
  const op = (operationName: string) => ({ query: `query ${operationName} { x }`, operationName });

  it('answers a batch in its order: fixtures where named, the run answers for the rest', () => {
    const split = splitByFixtures([op('B'), op('A'), op('C')], fixtures);
    expect(split.rest).toEqual([op('B'), op('C')]);
    expect(split.join([{ data: 'b' }, { data: 'c' }])).toEqual([{ data: 'b' }, { data: { a: 1 } }, { data: 'c' }]);
  });

  it('leaves nothing to run when every operation has a fixture', () => {
    const split = splitByFixtures(op('A'), fixtures);
    expect(split.rest).toBeNull();
    expect(split.join(null)).toEqual({ data: { a: 1 } });
  });

  it('runs an operation without a name', () => {
    const split = splitByFixtures({ query: '{ x }' }, fixtures);
    expect(split.rest).toEqual({ query: '{ x }' });
    expect(split.join({ data: 'x' })).toEqual({ data: 'x' });
  });
});
