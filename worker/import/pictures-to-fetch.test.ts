import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import {
  PICTURES_PER_STORY,
  type PictureOutcome,
  pictureToFetch,
  picturesToFetch,
  placePictures,
} from './pictures-to-fetch.ts';

const KEPT: PictureOutcome = { id: `${'a'.repeat(32)}.png`, originalWidth: 40, originalHeight: 20 };
const words: Paragraph = { name: 'p1', type: 'P', text: 'Words.', markups: [] };
const captioned: Paragraph = {
  ...pictureToFetch('i1', 'https://old.example/1.png', 'Boats', 'FULL_WIDTH'),
  text: 'At dawn',
  markups: [{ type: 'EM', start: 3, end: 7 }],
};

describe('placePictures: each picture Quire’s own, or a link to where it was', () => {
  it.each<[string, Paragraph, PictureOutcome, Paragraph]>([
    [
      'a fetched picture keeps its caption, layout and words for those who cannot see it',
      captioned,
      KEPT,
      {
        name: 'i1',
        type: 'IMG',
        text: 'At dawn',
        markups: [{ type: 'EM', start: 3, end: 7 }],
        layout: 'FULL_WIDTH',
        metadata: { ...KEPT, alt: 'Boats' },
      } as Paragraph,
    ],
    [
      'one that failed leads to where it was, its caption the link’s words',
      captioned,
      { reason: 'It could not be reached.' },
      {
        name: 'i1',
        type: 'P',
        text: 'At dawn',
        markups: [
          { type: 'A', start: 0, end: 7, href: 'https://old.example/1.png' },
          { type: 'EM', start: 3, end: 7 },
        ],
      },
    ],
    [
      'with no caption, its words for those who cannot see it',
      pictureToFetch('i2', 'https://old.example/2.png', 'Boats'),
      { reason: 'It could not be reached.' },
      {
        name: 'i2',
        type: 'P',
        text: 'Boats',
        markups: [{ type: 'A', start: 0, end: 5, href: 'https://old.example/2.png' }],
      },
    ],
    [
      'with neither, “A picture”',
      pictureToFetch('i3', 'https://old.example/3.png', ''),
      { reason: 'It could not be reached.' },
      {
        name: 'i3',
        type: 'P',
        text: 'A picture',
        markups: [{ type: 'A', start: 0, end: 9, href: 'https://old.example/3.png' }],
      },
    ],
  ])('%s', (_case, picture, outcome, placed) => {
    const address = picture.href ?? '';
    const result = placePictures([words, picture], new Map([[address, outcome]]));
    expect(result.paragraphs).toEqual([words, placed]);
    expect(result.kept).toBe('reason' in outcome ? 0 : 1);
    expect(result.leftOut).toEqual('reason' in outcome ? [{ address, reason: outcome.reason }] : []);
  });

  it('fetches a story’s first pictures, each address once, and leaves the rest links with the reason', () => {
    const paragraphs = Array.from({ length: PICTURES_PER_STORY + 2 }, (_, n) =>
      pictureToFetch(`i${n}`, `https://old.example/${Math.max(0, n - 1)}.png`, ''),
    );
    const addresses = picturesToFetch(paragraphs);
    expect(addresses).toHaveLength(PICTURES_PER_STORY);
    expect(new Set(addresses).size).toBe(PICTURES_PER_STORY);
    const placed = placePictures(paragraphs, new Map(addresses.map((address) => [address, KEPT])));
    expect(placed.kept).toBe(PICTURES_PER_STORY + 1);
    expect(placed.leftOut).toEqual([
      {
        address: `https://old.example/${PICTURES_PER_STORY}.png`,
        reason: `Only the first ${PICTURES_PER_STORY} pictures of a story are fetched.`,
      },
    ]);
  });

  it('leaves a story without pictures to fetch as it was', () => {
    expect(placePictures([words], new Map())).toEqual({ paragraphs: [words], kept: 0, leftOut: [] });
  });
});
