import { describe, expect, it } from 'vitest';
import { sessionStart } from './d1-session.ts';

const BOOKMARK = '0000002b-00000010-00004f97-2c7bcd1e1b5d2c5c1a0b2bd6e4c1d2a3';

describe('sessionStart: where a request’s D1 session starts', () => {
  it.each([
    // "first-primary for mutations"
    ['POST', undefined, 'first-primary'],
    ['POST', BOOKMARK, 'first-primary'],
    ['DELETE', undefined, 'first-primary'],
    ['put', BOOKMARK, 'first-primary'],
    // "first-unconstrained for anonymous pages"
    ['GET', undefined, 'first-unconstrained'],
    ['HEAD', undefined, 'first-unconstrained'],
    // "the requests that follow it from the same browser read their own writes"
    ['GET', BOOKMARK, BOOKMARK],
    ['HEAD', BOOKMARK, BOOKMARK],
    // what is not a bookmark never reaches D1
    ['GET', 'first-primary', 'first-unconstrained'],
    ['GET', '', 'first-unconstrained'],
    ['GET', 'abc', 'first-unconstrained'],
    ['GET', `${BOOKMARK}; x`, 'first-unconstrained'],
  ])('%s with bookmark %j starts at %s', (method, bookmark, start) => {
    expect(sessionStart({ method, bookmark })).toBe(start);
  });
});
