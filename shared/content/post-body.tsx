import type { ReactNode } from 'react';
import type { ImageLayout, MarkupType, ParagraphType } from './enumerations.ts';
import { CONTENT_WIDTH } from '../constants.ts';
import { safeUrl } from './safe-url.ts';
import { imageUrl } from '../images/image-url.ts';
import { segmentText } from './segments.ts';

/** A paragraph as the page receives it: stored paragraphs, or the GraphQL shape with its nulls. */
interface Markup {
  readonly type: MarkupType;
  readonly start: number;
  readonly end: number;
  readonly href?: string | null;
}

interface Paragraph {
  readonly name: string;
  readonly type: ParagraphType;
  readonly text: string;
  readonly markups: readonly Markup[];
  readonly layout?: ImageLayout | null;
  readonly href?: string | null;
  /** IFRAME: the player address the server allowed (ParagraphFields' frameUrl); none shows a card. */
  readonly frameUrl?: string | null;
  readonly metadata?: {
    readonly id: string;
    readonly originalWidth: number;
    readonly originalHeight: number;
    readonly alt?: string | null;
  } | null;
}

function wrap(
  markup: { readonly type: MarkupType; readonly href?: string },
  children: ReactNode,
  key: string,
): ReactNode {
  switch (markup.type) {
    case 'A':
    case 'USER': {
      const href = safeUrl(markup.href);
      // An address outside the allow-list renders as its text, never as a link.
      return href ? (
        <a key={key} href={href} rel="noopener nofollow ugc">
          {children}
        </a>
      ) : (
        children
      );
    }
    case 'STRONG':
      return <strong key={key}>{children}</strong>;
    case 'EM':
      return <em key={key}>{children}</em>;
    case 'CODE':
      return <code key={key}>{children}</code>;
    case 'HIGHLIGHT':
      return <mark key={key}>{children}</mark>;
    default:
      return children;
  }
}

export function RichText({ text, markups }: { text: string; markups: readonly Markup[] }) {
  return (
    <>
      {segmentText(
        text,
        markups.map(({ href, ...markup }) => (href ? { ...markup, href } : markup)),
      ).map((segment, index) =>
        segment.markups.reduceRight<ReactNode>(
          (inner, markup, depth) => wrap(markup, inner, `${index}-${depth}`),
          segment.text,
        ),
      )}
    </>
  );
}

function ParagraphView({ paragraph }: { paragraph: Paragraph }) {
  const text = <RichText text={paragraph.text} markups={paragraph.markups} />;
  const id = paragraph.name;
  switch (paragraph.type) {
    case 'H1':
    case 'H2':
    case 'H3':
      return (
        <h2 id={id} className="story__heading">
          {text}
        </h2>
      );
    case 'H4':
      return (
        <h3 id={id} className="story__subheading">
          {text}
        </h3>
      );
    case 'BQ':
      return (
        <blockquote id={id} className="story__quote">
          {text}
        </blockquote>
      );
    case 'PQ':
      return (
        <blockquote id={id} className="story__pullquote">
          {text}
        </blockquote>
      );
    case 'PRE':
      return (
        <pre id={id} className="story__code">
          <code>{text}</code>
        </pre>
      );
    case 'HR':
      return <hr id={id} className="story__divider" />;
    case 'IMG': {
      const image = paragraph.metadata;
      // The reading column is 680 px wide; outset and full-width images get a wider rendition.
      const wide = paragraph.layout === 'FULL_WIDTH' || paragraph.layout?.startsWith('OUTSET') === true;
      const width = Math.min(
        image?.originalWidth ?? CONTENT_WIDTH.inset,
        wide ? CONTENT_WIDTH.outset : CONTENT_WIDTH.inset,
      );
      return (
        <figure
          id={id}
          className={`story__figure story__figure--${(paragraph.layout ?? 'INSET_CENTER').toLowerCase()}`}
        >
          {image && (
            <img
              src={imageUrl(image.id, { width, webp: true })}
              srcSet={`${imageUrl(image.id, { width, webp: true })} 1x, ${imageUrl(image.id, { width, webp: true, pixelRatio: 2 })} 2x`}
              alt={image.alt ?? ''}
              width={width}
              height={Math.round((width * image.originalHeight) / Math.max(1, image.originalWidth))}
              loading="lazy"
              decoding="async"
            />
          )}
          {paragraph.text && <figcaption>{text}</figcaption>}
        </figure>
      );
    }
    case 'IFRAME': {
      // only known video players get a frame, rebuilt on the server from the video's id (embedFrameUrl); anything else stays a card
      const frame = paragraph.frameUrl;
      if (frame) {
        return (
          <figure id={id} className="story__frame">
            <iframe
              src={frame}
              title={paragraph.text || 'Embedded video'}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </figure>
        );
      }
      const href = safeUrl(paragraph.href);
      return (
        <p id={id} className="story__embed">
          {href ? (
            <a href={href} rel="noopener nofollow ugc">
              {paragraph.text || href}
            </a>
          ) : (
            text
          )}
        </p>
      );
    }
    case 'MIXTAPE_EMBED': {
      const href = safeUrl(paragraph.href);
      return (
        <p id={id} className="story__embed">
          {href ? (
            <a href={href} rel="noopener nofollow ugc">
              {paragraph.text || href}
            </a>
          ) : (
            text
          )}
        </p>
      );
    }
    default:
      return (
        <p id={id} className="story__paragraph">
          {text}
        </p>
      );
  }
}

/** Groups consecutive list items into one list. */
function groupLists(paragraphs: readonly Paragraph[]): (Paragraph | { list: 'OLI' | 'ULI'; items: Paragraph[] })[] {
  const groups: (Paragraph | { list: 'OLI' | 'ULI'; items: Paragraph[] })[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.type === 'OLI' || paragraph.type === 'ULI') {
      const last = groups.at(-1);
      if (last && 'list' in last && last.list === paragraph.type) last.items.push(paragraph);
      else groups.push({ list: paragraph.type, items: [paragraph] });
    } else {
      groups.push(paragraph);
    }
  }
  return groups;
}

/** A passage the reader highlighted: shown as a HIGHLIGHT markup over the stored ones. */
export interface HighlightAnchor {
  readonly paragraphName: string;
  readonly startOffset: number;
  readonly endOffset: number;
}

const withHighlights = (
  paragraphs: readonly Paragraph[],
  highlights: readonly HighlightAnchor[],
): readonly Paragraph[] =>
  highlights.length === 0
    ? paragraphs
    : paragraphs.map((paragraph) => {
        const marks = highlights.filter((highlight) => highlight.paragraphName === paragraph.name);
        return marks.length === 0
          ? paragraph
          : {
              ...paragraph,
              markups: [
                ...paragraph.markups,
                ...marks.map((mark) => ({ type: 'HIGHLIGHT' as const, start: mark.startOffset, end: mark.endOffset })),
              ],
            };
      });

/** A story's stored paragraphs and markups as HTML; addresses pass the allow-list again here. */
export function PostBody({
  paragraphs,
  highlights = [],
}: {
  paragraphs: readonly Paragraph[];
  highlights?: readonly HighlightAnchor[];
}) {
  return (
    <div className="story__body">
      {groupLists(withHighlights(paragraphs, highlights)).map((group) => {
        if (!('list' in group)) return <ParagraphView key={group.name} paragraph={group} />;
        const items = group.items.map((item) => (
          <li key={item.name} id={item.name}>
            <RichText text={item.text} markups={item.markups} />
          </li>
        ));
        const key = group.items[0]?.name;
        return group.list === 'OLI' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </div>
  );
}
