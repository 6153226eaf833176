import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_LENGTH, responseParagraphs, responseTextError } from './response-text.ts';

describe('response text', () => {
  it.each([
    ['empty', '', 'Write a response first.'],
    ['only white space', ' \n\t ', 'Write a response first.'],
    ['one word', 'Agreed.', null],
    ['at the limit', 'a'.repeat(MAX_RESPONSE_LENGTH), null],
    ['over the limit', 'a'.repeat(MAX_RESPONSE_LENGTH + 1), `Responses can be up to ${MAX_RESPONSE_LENGTH} characters.`],
  ])('%s', (_case, text, error) => {
    expect(responseTextError(text)).toBe(error);
  });

  it('keeps each non-blank line as a paragraph', () => {
    expect(responseParagraphs('First thought.\r\n\n  Second one.  \n')).toEqual([
      { name: 'r0', type: 'P', text: 'First thought.', markups: [] },
      { name: 'r1', type: 'P', text: 'Second one.', markups: [] },
    ]);
  });
});
