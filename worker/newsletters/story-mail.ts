import { escapeEntities } from '../../shared/content/html-entities.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { storyHtml } from '../render/story-html.tsx';

/** The mail's column: most clients show 600 pixels, and the story's images shrink to fit it. */
const MAIL_COLUMN_WIDTH = 600;

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
<div style="max-width:${MAIL_COLUMN_WIDTH}px;margin:0 auto;padding:24px">
<h1 style="font-family:Helvetica,Arial,sans-serif;font-size:28px;line-height:1.25">${escapeEntities(story.title)}</h1>
${story.subtitle ? `<p style="color:#6b6b6b">${escapeEntities(story.subtitle)}</p>` : ''}
${storyHtml(story.paragraphs, { origin: site.origin, mail: true })}
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
