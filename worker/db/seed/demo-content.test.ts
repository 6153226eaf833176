import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../../shared/content/paragraphs.ts';
import {
  editorRoundTrip,
  normalizeParagraphs,
  OVERLAPPING_PARAGRAPHS,
} from '../../../shared/content/round-trip-samples.ts';
import { DEMO_SERIES, DEMO_STORIES } from './demo-content.ts';

// The demo stories are written as paragraphs: each must survive the editor as a writer would open it.
describe('the demo stories ⇄ the editor’s document', () => {
  const CASES: [string, readonly Paragraph[]][] = [
    ...DEMO_STORIES.map((story): [string, readonly Paragraph[]] => [story.title, story.paragraphs]),
    [DEMO_SERIES.title, DEMO_SERIES.paragraphs],
  ];

  it.each(CASES)('every paragraph and markup survives the round trip: %s', (_, paragraphs) => {
    expect(normalizeParagraphs(editorRoundTrip(paragraphs))).toEqual(normalizeParagraphs(paragraphs));
  });

  it('covers every paragraph type and markup a writer uses', () => {
    const all = [...DEMO_STORIES.flatMap((story) => story.paragraphs), ...OVERLAPPING_PARAGRAPHS];
    expect(new Set(all.map((paragraph) => paragraph.type))).toEqual(
      new Set(['P', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'IMG', 'OLI', 'ULI', 'HR', 'MIXTAPE_EMBED', 'IFRAME']),
    );
    expect(new Set(all.flatMap((paragraph) => paragraph.markups.map((markup) => markup.type)))).toEqual(
      new Set(['A', 'STRONG', 'EM', 'CODE', 'HIGHLIGHT']),
    );
  });
});
