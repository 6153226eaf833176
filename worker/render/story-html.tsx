import { renderToStaticMarkup } from 'react-dom/server';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { PostBody } from '../../shared/content/post-body.tsx';

/** Inline styles for mail, by tag: mail clients drop style sheets, so the page's classes do nothing there. */
const MAIL_STYLES: Readonly<Record<string, string>> = {
  a: 'color:inherit;text-decoration:underline',
  blockquote: 'margin:0 0 16px;padding-left:16px;border-left:3px solid #242424',
  pre: 'white-space:pre-wrap;background:#f7f7f5;padding:12px;font-family:Menlo,Consolas,monospace;font-size:15px',
  code: 'font-family:Menlo,Consolas,monospace;font-size:15px;background:#f2f2f2;padding:1px 4px',
  figure: 'margin:0 0 16px',
  img: 'max-width:100%;height:auto;display:block',
  figcaption: 'color:#6b6b6b;font-size:14px;text-align:center',
  hr: 'border:0;border-top:1px solid #e6e6e6',
};

/**
 * Styles each tag the story's markup opens. The markup is React's, whose text and attribute
 * values are escaped, so every `<tag` in it is a tag of the renderer's own; a code block's
 * `<code>` keeps only the block's style.
 */
const withMailStyles = (html: string): string =>
  html
    .replace(/<pre([^>]*)><code>/g, '<pre$1>')
    .replace(/<\/code><\/pre>/g, '</pre>')
    .replace(
      /<(a|blockquote|pre|code|figure|img|figcaption|hr)\b/g,
      (_, tag: string) => `<${tag} style="${MAIL_STYLES[tag]}"`,
    );

export interface StoryHtmlOptions {
  /** Image addresses made absolute (`https://…/_/image/…`): the HTML is read away from the site. */
  readonly origin?: string;
  /** Mail: styles inline, and images in their upload's format (not every mail client shows WebP). */
  readonly mail?: boolean;
}

/**
 * A story's paragraphs as HTML outside its page: feeds, the fediverse, the data export and
 * newsletter mail. It is the page's own renderer (PostBody), so each of them shows what the page
 * shows (links, emphasis, code, lists, images, embeds as links) and passes the same allow-list of
 * addresses; a reader's highlights are theirs, never part of the story.
 */
export function storyHtml(
  paragraphs: readonly Paragraph[],
  { origin = '', mail = false }: StoryHtmlOptions = {},
): string {
  const story = paragraphs.map((paragraph) => ({
    ...paragraph,
    markups: paragraph.markups.filter((markup) => markup.type !== 'HIGHLIGHT'),
  }));
  let html = renderToStaticMarkup(<PostBody paragraphs={story} />).replace(
    /(src="|srcSet="|, )\/_\/image\//g,
    `$1${origin}/_/image/`,
  );
  if (mail) html = withMailStyles(html.replace(/(\/_\/image\/[^/"\s]*),webp\//g, '$1/'));
  return html;
}
