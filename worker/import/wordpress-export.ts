import { XMLParser } from 'fast-xml-parser';
import type { ArchiveEntry } from './archive-story.ts';
import { htmlToStory } from './html-to-story.ts';

interface WxrCategory {
  readonly '#text'?: string;
  readonly '@_domain'?: string;
}

interface WxrItem {
  readonly title?: string | number;
  readonly link?: string;
  readonly 'content:encoded'?: string | number;
  readonly 'excerpt:encoded'?: string | number;
  readonly 'wp:post_id'?: string | number;
  readonly 'wp:post_date_gmt'?: string;
  readonly 'wp:status'?: string;
  readonly 'wp:post_type'?: string;
  readonly 'wp:post_password'?: string | number;
  readonly category?: readonly (WxrCategory | string)[];
}

/** What WordPress calls a story: posts and pages; attachments, menus and the rest are not. */
const STORY_TYPES = new Set(['post', 'page']);

const BLOCK = /^<(?:p|h[1-6]|ul|ol|li|blockquote|pre|figure|div|table|hr|!--)\b/i;

/**
 * WordPress keeps a classic post's paragraphs as blank lines, adding the <p>s only when it shows
 * the post ("autop"); a block editor's post has its own. A run of text between blank lines that
 * is not already a block becomes a paragraph, and a single line break inside it a <br>.
 */
export const withParagraphs = (html: string): string =>
  html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('\n');

/** WordPress's date in UTC, `2020-01-01 10:00:00`; `0000-00-00 00:00:00` for a draft. */
const gmtDate = (value: string | undefined): Date | null => {
  if (!value || value.startsWith('0000')) return null;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A web address's path, or null when it is not one. */
const pathOf = (address: string): string | null => {
  try {
    return new URL(address).pathname;
  } catch {
    return null;
  }
};

const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** The items of a WordPress export (WXR), or null when the XML is not one. */
export function wordpressItems(xml: string): WxrItem[] | null {
  let parsed: { rss?: { channel?: { item?: WxrItem[] } } };
  try {
    parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      isArray: (name) => name === 'item' || name === 'category',
    }).parse(xml);
  } catch {
    return null;
  }
  const channel = parsed.rss?.channel;
  return channel ? (channel.item ?? []) : null;
}

/**
 * The stories of a WordPress export: posts and pages with their titles, excerpts as subtitles,
 * first dates (UTC), addresses (kept as canonical), categories then tags in order; anything not
 * published (drafts, pending, scheduled, private) comes as a draft. A password-protected post has
 * no equal here and is left out.
 */
export function wordpressEntries(items: readonly WxrItem[]): ArchiveEntry[] {
  return items
    .filter((item) => STORY_TYPES.has(text(item['wp:post_type'])))
    .map((item) => ({
      file: `${text(item['wp:post_type'])} ${text(item['wp:post_id'])}`,
      title: text(item.title),
      async read() {
        if (text(item['wp:post_password'])) return { error: 'A password-protected post has no equal here.' };
        const story = await htmlToStory(withParagraphs(text(item['content:encoded'])), null, {
          bodyOnly: true,
          keepMedia: true,
        });
        if ('error' in story) return story;
        const draft = text(item['wp:status']) !== 'publish';
        const labels = (item.category ?? [])
          .map((category) =>
            typeof category === 'string'
              ? { name: category, domain: '' }
              : { name: text(category['#text']), domain: category['@_domain'] ?? '' },
          )
          .filter((category) => category.domain === 'category' || category.domain === 'post_tag')
          .sort((a, b) => (a.domain === b.domain ? 0 : a.domain === 'category' ? -1 : 1))
          .map((category) => category.name.trim())
          .filter((name) => name && name !== 'Uncategorized');
        return {
          key: `wordpress:${text(item['wp:post_id'])}`,
          title: text(item.title).trim().replace(/\s+/g, ' '),
          subtitle: text(item['excerpt:encoded']).trim().replace(/\s+/g, ' '),
          paragraphs: story.paragraphs,
          draft,
          publishedAt: draft ? null : gmtDate(item['wp:post_date_gmt']),
          canonicalUrl: draft ? null : text(item.link) || null,
          oldPath: draft ? null : pathOf(text(item.link)),
          tags: labels,
          membersOnly: false,
        };
      },
    }));
}
