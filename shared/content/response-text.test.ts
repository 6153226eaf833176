import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_LENGTH, responseParagraphs, responseTextError, showsRepliesToggle } from './response-text.ts';

describe('response text', () => {
  it.each([
    ['empty', '', 'Write a response first.'],
    ['only white space', ' \n\t ', 'Write a response first.'],
    ['one word', 'Agreed.', null],
    ['at the limit', 'a'.repeat(MAX_RESPONSE_LENGTH), null],
    [
      'over the limit',
      'a'.repeat(MAX_RESPONSE_LENGTH + 1),
      `Responses can be up to ${MAX_RESPONSE_LENGTH} characters.`,
    ],
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

describe('the replies toggle under a response', () => {
  it.each([
    ['a response with no replies, discussion open: Reply', 1, 0, false, true],
    ['the same once the writer closed discussion: nothing to offer', 1, 0, true, false],
    ['replies under closed discussion still show', 2, 3, true, true],
    ['the deepest level takes no reply', 3, 0, false, false],
    ['but shows the replies it has', 3, 1, false, true],
  ] as const)('%s', (_, depth, responsesCount, closed, shows) => {
    expect(showsRepliesToggle({ depth, responsesCount }, closed)).toBe(shows);
  });
});
