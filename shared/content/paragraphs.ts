import type { ImageLayout, MarkupType, ParagraphType } from './enumerations.ts';

/** A span of a paragraph's text, by UTF-16 offsets; links carry their address, mentions their person. */
export interface Markup {
  readonly type: MarkupType;
  readonly start: number;
  readonly end: number;
  readonly href?: string;
  readonly userId?: string;
}

export interface ImageMetadata {
  readonly id: string;
  readonly originalWidth: number;
  readonly originalHeight: number;
  readonly alt?: string;
}

/**
 * One paragraph of a story (docs/spec-checklist.md 3 §3). `name` is a stable id that highlights, notes and
 * responses anchor to, so it survives edits of the paragraph's text.
 */
export interface Paragraph {
  readonly name: string;
  readonly type: ParagraphType;
  readonly text: string;
  readonly markups: readonly Markup[];
  readonly layout?: ImageLayout;
  readonly metadata?: ImageMetadata;
  /** MIXTAPE_EMBED and IFRAME: the embedded address. */
  readonly href?: string;
}

export interface PostContent {
  readonly paragraphs: readonly Paragraph[];
}
