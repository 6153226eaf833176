import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';

describe('what a refused mutation tells the reader', () => {
  it.each<[string, object | null | undefined, string]>([
    [
      'a typed failure’s own message',
      { __typename: 'BadRequest', message: 'Give the sequence a title.' },
      'Give the sequence a title.',
    ],
    ['no answer at all (the request failed)', undefined, 'Please try again.'],
    ['a null answer', null, 'Please try again.'],
    ['an answer without a message', { __typename: 'Post', id: 'p1' }, 'Please try again.'],
    ['a message that is not text', { message: 42 }, 'Please try again.'],
  ])('%s', (_case, answer, expected) => expect(failureMessage(answer, 'Please try again.')).toBe(expected));
});
