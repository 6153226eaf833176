import type { ImageMetadata, Markup, Paragraph } from '../../shared/content/paragraphs.ts';

/** A story's pictures Quire fetches; past it, a picture stays a link (a photo essay of hundreds is rare). */
export const PICTURES_PER_STORY = 100;

/** A picture that stays a link to where it was, and why, for the import's report. */
export interface PictureLeftOut {
  readonly address: string;
  readonly reason: string;
}

/** What became of one picture's address: stored here, or why not. */
export type PictureOutcome = ImageMetadata | { readonly reason: string };

/**
 * A picture an imported story shows, before Quire has its own copy: an IMG paragraph whose `href`
 * is where the picture is, with no image id yet. cleanParagraphs refuses it, so none is stored.
 */
export const pictureToFetch = (
  name: string,
  address: string,
  alt: string,
  layout?: Paragraph['layout'],
): Paragraph => ({
  name,
  type: 'IMG',
  text: '',
  markups: [],
  href: address,
  ...(layout ? { layout } : {}),
  metadata: { id: '', originalWidth: 0, originalHeight: 0, ...(alt ? { alt } : {}) },
});

export const isPictureToFetch = (paragraph: Paragraph): boolean =>
  paragraph.type === 'IMG' && paragraph.href !== undefined && !paragraph.metadata?.id;

/** The addresses of a story's pictures to fetch, each once, in order, at most PICTURES_PER_STORY. */
export const picturesToFetch = (paragraphs: readonly Paragraph[]): string[] =>
  [...new Set(paragraphs.filter(isPictureToFetch).map((paragraph) => paragraph.href ?? ''))].slice(
    0,
    PICTURES_PER_STORY,
  );

/**
 * A story's paragraphs with each picture to fetch made Quire's own (by `outcomes`) or, where it
 * could not be had, a paragraph linking to where it was, so nothing the writer made is lost; the
 * report lists those.
 */
export function placePictures(
  paragraphs: readonly Paragraph[],
  outcomes: ReadonlyMap<string, PictureOutcome>,
): { readonly paragraphs: Paragraph[]; readonly kept: number; readonly leftOut: PictureLeftOut[] } {
  const leftOut = new Map<string, string>();
  let kept = 0;
  const placed = paragraphs.map((paragraph): Paragraph => {
    if (!isPictureToFetch(paragraph)) return paragraph;
    const address = paragraph.href ?? '';
    const outcome = outcomes.get(address) ?? {
      reason: `Only the first ${PICTURES_PER_STORY} pictures of a story are fetched.`,
    };
    const alt = paragraph.metadata?.alt;
    if (!('reason' in outcome)) {
      kept += 1;
      const { href: _address, ...picture } = paragraph;
      return { ...picture, metadata: { ...outcome, ...(alt ? { alt } : {}) } };
    }
    leftOut.set(address, outcome.reason);
    const text = paragraph.text || alt || 'A picture';
    const link: Markup = { type: 'A', start: 0, end: text.length, href: address };
    return {
      name: paragraph.name,
      type: 'P',
      text,
      // the caption's own markups stay; the whole line leads to the picture
      markups: paragraph.text ? [link, ...paragraph.markups] : [link],
    };
  });
  return { paragraphs: placed, kept, leftOut: [...leftOut].map(([address, reason]) => ({ address, reason })) };
}
