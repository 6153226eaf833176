import { NOT_XML, xmlText } from '../render/xml-text.ts';

/** One story in a feed; `html` is its full text, or a members-only story's open preview. */
export interface FeedItem {
  readonly title: string;
  readonly link: string;
  readonly guid: string;
  readonly author: string;
  readonly publishedAt: Date;
  readonly updatedAt: Date;
  readonly summary: string;
  readonly categories: readonly string[];
  readonly html: string;
}

export interface FeedChannel {
  readonly title: string;
  /** The page the feed follows. */
  readonly link: string;
  /** The feed's own address (atom:link rel=self). */
  readonly self: string;
  readonly description: string;
  readonly generator: string;
  /** The channel's picture (RSS 2.0's image: GIF, JPEG or PNG, at most 144 pixels wide): whose feed it is, or the site's icon. */
  readonly image: string;
}

/** Markup in CDATA; a "]]>" inside is split across two sections. */
const cdata = (value: string): string => `<![CDATA[${value.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/**
 * An RSS 2.0 document (with content:encoded for full text, dc:creator for the writer and
 * atom:link for the feed's own address), newest first as given.
 */
export function renderRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const latest = items.reduce<Date | null>(
    (newest, item) => (newest === null || item.updatedAt > newest ? item.updatedAt : newest),
    null,
  );
  const entries = items.map(
    (item) => `    <item>
      <title>${xmlText(item.title)}</title>
      <link>${xmlText(item.link)}</link>
      <guid isPermaLink="false">${xmlText(item.guid)}</guid>
      <dc:creator>${xmlText(item.author)}</dc:creator>
      <pubDate>${item.publishedAt.toUTCString()}</pubDate>
${item.categories.map((category) => `      <category>${xmlText(category)}</category>\n`).join('')}      <description>${xmlText(item.summary)}</description>
      <content:encoded>${cdata(item.html)}</content:encoded>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(channel.title)}</title>
    <link>${xmlText(channel.link)}</link>
    <description>${xmlText(channel.description)}</description>
    <image>
      <url>${xmlText(channel.image)}</url>
      <title>${xmlText(channel.title)}</title>
      <link>${xmlText(channel.link)}</link>
    </image>
    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>
    <generator>${xmlText(channel.generator)}</generator>
    <language>en</language>
${latest ? `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>\n` : ''}${entries.join('\n')}${entries.length ? '\n' : ''}  </channel>
</rss>
`;
}
