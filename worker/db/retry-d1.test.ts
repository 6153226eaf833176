import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_RETRIES, mayRetry } from './retry-d1.ts';

const LOST = new Error('D1_ERROR: Network connection lost.');
const RESET = new Error('D1_ERROR: Durable Object reset because its code was updated.');
const STORAGE = new Error('D1_ERROR: internal error; reference = x: storage caused object to be reset');
const CONSTRAINT = new Error('D1_ERROR: UNIQUE constraint failed: users.username: SQLITE_CONSTRAINT');

describe('mayRetry: which failed statements run again', () => {
  it.each([
    // Cloudflare's retryable messages, for a read
    ['a read whose connection was lost', LOST, false, true],
    ['a read whose object was reset for new code', RESET, false, true],
    ['a read whose storage reset the object', STORAGE, false, true],
    // a reset rolls back what had not committed; a lost connection may hide a commit
    ['a write whose object was reset', RESET, true, true],
    ['a write whose storage reset the object', STORAGE, true, true],
    ['a write whose connection was lost (it may have committed)', LOST, true, false],
    // the statement's own failures are answered, not repeated
    ['a constraint failure', CONSTRAINT, false, false],
    ['a thrown string that is not transient', 'SQLITE_ERROR: no such table', false, false],
  ])('%s: %s', (_, error, writes, retried) => {
    expect(mayRetry(error, writes, 0)).toBe(retried);
  });

  it(`stops after ${MAX_RETRIES} retries`, () => {
    expect(mayRetry(LOST, false, MAX_RETRIES - 1)).toBe(true);
    expect(mayRetry(LOST, false, MAX_RETRIES)).toBe(false);
  });
});

describe('backoffMs: a random wait under a doubling ceiling', () => {
  it.each([
    [0, 0.99, 9],
    [1, 0.99, 19],
    [2, 0.99, 39],
    [2, 0, 0],
  ])('retry %i with the random draw %d waits %i ms', (retries, draw, ms) => {
    expect(backoffMs(retries, () => draw)).toBe(ms);
  });
});
