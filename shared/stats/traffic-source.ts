import type { TRAFFIC_SOURCES } from '../content/enumerations.ts';

export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|kagi|startpage|search\.brave)\.[a-z.]+$/;
const AMP_CACHE = /(^|\.)(cdn\.ampproject\.org|amp\.cloudflare\.com)$/;

export interface ArrivalFacts {
  /** document.referrer: empty when the reader typed the address or the referring page hid itself. */
  readonly referrer: string;
  /** docs/spec-checklist.md 3 §3 "referrerSource (taken from the source query parameter)". */
  readonly referrerSource: string | undefined;
  /** Whether a host is one Quire serves (the main domain, a writer's subdomain, a custom domain). */
  readonly isOwnHost: (host: string) => boolean;
}

/**
 * Where a reader came from, in docs/spec-checklist.md 3 §3's traffic sources, with the referring host where a
 * writer wants to see it (a search engine, another site). Quire's own mails and notifications
 * mark their links `?source=email…` and count as PLATFORM; feed readers `?source=rss`.
 */
export function trafficSource({ referrer, referrerSource, isOwnHost }: ArrivalFacts): {
  source: TrafficSource;
  host: string;
} {
  const tag = referrerSource?.toLowerCase() ?? '';
  if (tag.startsWith('rss')) return { source: 'RSS', host: '' };
  if (tag.startsWith('email') || tag.startsWith('digest') || tag.startsWith('notification'))
    return { source: 'PLATFORM', host: '' };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return { source: 'DIRECT', host: '' };
  }
  if (isOwnHost(host)) return { source: 'INTERNAL', host: '' };
  if (AMP_CACHE.test(host)) return { source: 'AMP', host: '' };
  if (SEARCH_ENGINES.test(host)) return { source: 'SEARCH', host };
  return { source: 'SITE', host };
}
