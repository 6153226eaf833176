import { imageUrl } from '../images/image-url.ts';
import { link, type RouteName } from '../routes/index.ts';

/**
 * What a page tells a social network, a search engine and a feed reader about itself:
 * Open Graph and Twitter tags, JSON-LD, and its feed. Built only from what every reader may see
 * (titles, subtitles, names, tags, dates): a members-only story's text is never read here.
 */
export interface ShareCard {
  readonly title: string;
  readonly description: string;
  /** The canonical address, absolute. */
  readonly url: string;
  /** An image's address, absolute, 1200×630; null when the page has none. */
  readonly image: string | null;
  /** The image's id in the image service, for another size of it (oEmbed's thumbnail). */
  readonly imageId?: string | null;
  readonly type: 'article' | 'profile' | 'website';
  readonly article?: {
    readonly publishedTime: string | null;
    readonly modifiedTime: string | null;
    readonly authorUrl: string;
    readonly authorName: string;
    readonly section: string | null;
    readonly tags: readonly string[];
  };
  readonly jsonLd: readonly Record<string, unknown>[];
  /** The page's own RSS feed, for auto-discovery. */
  readonly feed: { readonly title: string; readonly href: string } | null;
  /** Story pages: where oEmbed consumers ask for the embed. */
  readonly oembed: string | null;
  /** The writer's X handle (twitter:creator), on their stories and profile, when they gave one. */
  readonly creatorHandle?: string | null;
  /** An unlisted story: readers with its link may read it, search engines are asked not to list it. */
  readonly noindex?: boolean;
}

export type ShareCardData = Record<string, unknown>;

/** The site a card is made for: its addresses are absolute. */
export interface ShareCardSite {
  readonly origin: string;
  readonly productName: string;
}

/**
 * A page's card: a query the server runs beside the page's own, with the page's variables, and
 * the card built from its result (null when there is nothing to share).
 */
export interface ShareCardSource {
  readonly query: string;
  readonly build: (data: ShareCardData, site: ShareCardSite, variables: ShareCardData) => ShareCard | null;
}

export const SOCIAL_IMAGE = { width: 1200, height: 630, strategy: 'crop' as const };
export const absolute = (site: ShareCardSite, path: string) => (/^https?:\/\//.test(path) ? path : site.origin + path);
export const socialImage = (site: ShareCardSite, id: unknown) =>
  typeof id === 'string' && id ? absolute(site, imageUrl(id, SOCIAL_IMAGE)) : null;
export const iso = (ms: unknown) => (typeof ms === 'number' && ms > 0 ? new Date(ms).toISOString() : null);
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const record = (value: unknown): ShareCardData =>
  typeof value === 'object' && value !== null ? (value as ShareCardData) : {};
export const routeUrl = (site: ShareCardSite, name: RouteName, params: Record<string, string>) =>
  absolute(site, link(name, params));

/** What a page says when its owner wrote no description: still a sentence, never empty. */
export const fallback = (description: string, otherwise: string) =>
  description.trim() ? description.trim() : otherwise;

export const organization = (site: ShareCardSite) => ({
  '@type': 'Organization',
  name: site.productName,
  logo: { '@type': 'ImageObject', url: `${site.origin}/icons/apple-touch-icon.png` },
});

export const handleOf = (user: ShareCardData) =>
  typeof user['twitterScreenName'] === 'string' && user['twitterScreenName'] ? user['twitterScreenName'] : null;

export const person = (user: ShareCardData, site: ShareCardSite) => ({
  '@type': 'Person',
  name: text(user['name']),
  url: absolute(site, text(user['mediumUrl'])),
});

export const breadcrumbs = (items: readonly { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
});
