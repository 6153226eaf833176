import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { hexOf } from '../../shared/hex.ts';

/** A link's resource id: the first 128 bits of its SHA-256, so one address always has one id. */
export async function mediaResourceId(href: string): Promise<string> {
  return hexOf(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(href))).slice(0, 32);
}

/** The embedded links (cards and players) of some paragraphs, as rows of media_resources. */
export async function mediaResourceRows(paragraphs: readonly Paragraph[]): Promise<{ id: string; href: string }[]> {
  const hrefs = new Set(
    paragraphs.flatMap((paragraph) =>
      (paragraph.type === 'IFRAME' || paragraph.type === 'MIXTAPE_EMBED') && paragraph.href ? [paragraph.href] : [],
    ),
  );
  return Promise.all([...hrefs].map(async (href) => ({ id: await mediaResourceId(href), href })));
}
