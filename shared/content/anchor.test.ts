import { describe, expect, it } from 'vitest';
import { anchoredText } from './anchor.ts';
import type { Paragraph } from './paragraphs.ts';

const paragraph = (name: string, type: Paragraph['type'], text: string): Paragraph => ({
  name,
  type,
  text,
  markups: [],
});
const STORY = [
  paragraph('a1', 'H3', 'A title'),
  paragraph('b2', 'P', 'Slow streets make calm cities.'),
  paragraph('c3', 'IMG', 'A caption'),
];

describe('anchors of highlights and notes', () => {
  it.each([
    ['a word in a paragraph', { paragraphName: 'b2', startOffset: 5, endOffset: 12 }, { text: 'streets' }],
    [
      'the whole paragraph',
      { paragraphName: 'b2', startOffset: 0, endOffset: 30 },
      { text: 'Slow streets make calm cities.' },
    ],
    ['a heading', { paragraphName: 'a1', startOffset: 2, endOffset: 7 }, { text: 'title' }],
    [
      'a paragraph that is not there',
      { paragraphName: 'zz', startOffset: 0, endOffset: 2 },
      { error: 'That passage is not in this story.' },
    ],
    [
      'an image caption',
      { paragraphName: 'c3', startOffset: 0, endOffset: 2 },
      { error: 'That passage is not in this story.' },
    ],
    [
      'past the end',
      { paragraphName: 'b2', startOffset: 5, endOffset: 31 },
      { error: 'Select some text in the story first.' },
    ],
    ['empty', { paragraphName: 'b2', startOffset: 5, endOffset: 5 }, { error: 'Select some text in the story first.' }],
    [
      'backwards',
      { paragraphName: 'b2', startOffset: 9, endOffset: 5 },
      { error: 'Select some text in the story first.' },
    ],
    [
      'negative',
      { paragraphName: 'b2', startOffset: -1, endOffset: 5 },
      { error: 'Select some text in the story first.' },
    ],
    [
      'only white space',
      { paragraphName: 'b2', startOffset: 4, endOffset: 5 },
      { error: 'Select some text in the story first.' },
    ],
  ])('%s', (_case, anchor, expected) => {
    expect(anchoredText(STORY, anchor)).toEqual(expected);
  });
});
