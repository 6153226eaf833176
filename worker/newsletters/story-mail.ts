import { escapeEntities } from '../../shared/content/html-entities.ts';
import type { Markup, Paragraph } from '../../shared/content/paragraphs.ts';
import { safeUrl } from '../../shared/content/safe-url.ts';
import { segmentText } from '../../shared/content/segments.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';

/** The widest an image may be in mail: most clients show a 600-pixel column. */
export const MAIL_IMAGE_WIDTH = 600;

export interface StoryForMail {
  readonly title: string;
  readonly subtitle: string;
  /** What every reader may read: the whole story, or a members-only story's free preview. */
  readonly paragraphs: readonly Paragraph[];
  readonly isPreviewOnly: boolean;
  /** Where to read it on the site; null for an e-mail-only issue. */
  readonly url: string | null;
  /** Who it comes from: the writer, or the newsletter of an e-mail-only issue. */
  readonly writerName: string;
}

export interface MailSite {
  readonly origin: string;
  readonly productName: string;
}

/** Each inline markup as mail HTML: styles inline, as mail clients drop style sheets. */
function wrapInline(markup: Markup, inner: string): string {
  switch (markup.type) {
    case 'A':
    case 'USER': {
      // only an allowed scheme becomes a link; anything else stays its words, as on the page
      const href = safeUrl(markup.href);
      return href
        ? `<a href="${escapeEntities(href)}" style="color:inherit;text-decoration:underline">${inner}</a>`
        : inner;
    }
    case 'STRONG':
      return `<strong>${inner}</strong>`;
    case 'EM':
      return `<em>${inner}</em>`;
    case 'CODE':
      return `<code style="font-family:Menlo,Consolas,monospace;font-size:15px;background:#f2f2f2;padding:1px 4px">${inner}</code>`;
    default:
      // a reader's highlight is theirs, not the story's
      return inner;
  }
}

/** A paragraph's words with their links, bold, italics and code, as the story's page shows them. */
const inlineHtml = (paragraph: Paragraph): string =>
  segmentText(paragraph.text, paragraph.markups)
    .map((segment) =>
      segment.markups.reduceRight((inner, markup) => wrapInline(markup, inner), escapeEntities(segment.text)),
    )
    .join('');

const HEADINGS: Partial<Record<Paragraph['type'], string>> = {
  H1: 'h2',
  H2: 'h2',
  H3: 'h2',
  H4: 'h3',
  COVER_TITLE: 'h2',
};

/** One paragraph as mail HTML: text escaped with its inline formatting, images at a safe width through the image service, embeds as a link. */
function htmlOf(paragraph: Paragraph, site: MailSite): string {
  const text = inlineHtml(paragraph);
  if (paragraph.type === 'IMG' && paragraph.metadata) {
    const src = `${site.origin}${imageUrl(paragraph.metadata.id, { width: MAIL_IMAGE_WIDTH })}`;
    const caption = paragraph.text ? `<p style="color:#6b6b6b;font-size:14px;text-align:center">${text}</p>` : '';
    return `<img src="${escapeEntities(src)}" width="${MAIL_IMAGE_WIDTH}" alt="${escapeEntities(paragraph.metadata.alt ?? '')}" style="max-width:100%;height:auto;display:block">${caption}`;
  }
  const heading = HEADINGS[paragraph.type];
  if (heading) return `<${heading}>${text}</${heading}>`;
  if (paragraph.type === 'BQ' || paragraph.type === 'PQ')
    return `<blockquote style="margin:0 0 16px;padding-left:16px;border-left:3px solid #242424">${text}</blockquote>`;
  if (paragraph.type === 'ULI' || paragraph.type === 'OLI') return `<p>• ${text}</p>`;
  if (paragraph.type === 'PRE')
    return `<pre style="white-space:pre-wrap;background:#f7f7f5;padding:12px">${escapeEntities(paragraph.text)}</pre>`;
  const href = paragraph.type === 'MIXTAPE_EMBED' || paragraph.type === 'IFRAME' ? safeUrl(paragraph.href) : null;
  // an embed is a link in mail (no client runs frames), and only to an allowed scheme
  if (href)
    return `<p><a href="${escapeEntities(href)}">${escapeEntities(paragraph.text) || escapeEntities(href)}</a></p>`;
  return text ? `<p>${text}</p>` : '';
}

const textOf = (paragraph: Paragraph): string =>
  paragraph.type === 'ULI' || paragraph.type === 'OLI' ? `• ${paragraph.text}` : paragraph.text;

/**
 * A published story as a newsletter e-mail to one subscriber: HTML and plain text with the same
 * words, the writer's name as the sender's, a link to read it on the site, and the unsubscribe
 * link both in the footer and in the List-Unsubscribe headers mail providers require (RFC 2369,
 * and RFC 8058's one-click POST). A members-only story goes out as its free preview only.
 */
export function storyMail(story: StoryForMail, to: string, unsubscribeUrl: string, site: MailSite): OutgoingMail {
  const readLabel = story.isPreviewOnly ? `Read the rest on ${site.productName}` : `Read on ${site.productName}`;
  const why = `You get this because you subscribed to ${story.writerName} on ${site.productName}.`;
  const text = [
    story.title,
    ...(story.subtitle ? [story.subtitle] : []),
    '',
    ...story.paragraphs.map(textOf).filter((line) => line.trim() !== ''),
    ...(story.url ? ['', `${readLabel}: ${story.url}`] : []),
    '',
    '--',
    why,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeEntities(story.title)}</title></head>
<body style="margin:0;background:#ffffff;color:#242424;font-family:Georgia,serif;font-size:18px;line-height:1.6">
<div style="max-width:${MAIL_IMAGE_WIDTH}px;margin:0 auto;padding:24px">
<h1 style="font-family:Helvetica,Arial,sans-serif;font-size:28px;line-height:1.25">${escapeEntities(story.title)}</h1>
${story.subtitle ? `<p style="color:#6b6b6b">${escapeEntities(story.subtitle)}</p>` : ''}
${story.paragraphs.map((paragraph) => htmlOf(paragraph, site)).join('\n')}
${story.url ? `<p><a href="${escapeEntities(story.url)}" style="display:inline-block;padding:10px 20px;border-radius:20px;background:#1a8917;color:#ffffff;text-decoration:none;font-family:Helvetica,Arial,sans-serif;font-size:16px">${escapeEntities(readLabel)}</a></p>` : ''}
<hr style="border:0;border-top:1px solid #e6e6e6">
<p style="color:#6b6b6b;font-family:Helvetica,Arial,sans-serif;font-size:13px">${escapeEntities(why)} <a href="${escapeEntities(unsubscribeUrl)}" style="color:#6b6b6b">Unsubscribe</a></p>
</div></body></html>`;
  return {
    to,
    subject: story.title,
    fromName: story.writerName,
    text,
    html,
    links: [...(story.url ? [story.url] : []), unsubscribeUrl],
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
