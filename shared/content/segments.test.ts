import { describe, expect, it } from 'vitest';
import { segmentText } from './segments.ts';

const types = (segments: ReturnType<typeof segmentText>) =>
  segments.map((s) => [s.text, s.markups.map((m) => m.type).join('+')]);

describe('segmentText', () => {
  it('leaves plain text whole', () => {
    expect(types(segmentText('plain', []))).toEqual([['plain', '']]);
  });

  it('splits overlapping markups into nested runs, links outermost', () => {
    const segments = segmentText('bold and linked', [
      { type: 'STRONG', start: 0, end: 8 },
      { type: 'A', start: 5, end: 15, href: 'https://example.com' },
    ]);
    expect(types(segments)).toEqual([
      ['bold ', 'STRONG'],
      ['and', 'A+STRONG'],
      [' linked', 'A'],
    ]);
  });

  it('clamps offsets past the text and drops empty markups', () => {
    expect(
      types(
        segmentText('abc', [
          { type: 'EM', start: -2, end: 99 },
          { type: 'CODE', start: 1, end: 1 },
        ]),
      ),
    ).toEqual([['abc', 'EM']]);
  });
});
