import { describe, expect, it } from 'vitest';
import { trafficSource } from './traffic-source.ts';

const isOwnHost = (host: string) =>
  host === 'quire.example' || host.endsWith('.quire.example') || host === 'longview.example';

describe('trafficSource: docs/spec-checklist.md 3 §3 "Traffic sources" and "referrerSource (taken from the source query parameter)"', () => {
  it.each([
    ['typed or bookmarked (no referrer)', '', undefined, 'DIRECT', ''],
    ['a referrer that is not an address', 'not a url', undefined, 'DIRECT', ''],
    ['another Quire page', 'https://quire.example/@ada', undefined, 'INTERNAL', ''],
    ['a writer subdomain', 'https://ada.quire.example/', undefined, 'INTERNAL', ''],
    ['a publication custom domain', 'https://longview.example/archive', undefined, 'INTERNAL', ''],
    ['Google', 'https://www.google.com/', undefined, 'SEARCH', 'google.com'],
    ['DuckDuckGo', 'https://duckduckgo.com/', undefined, 'SEARCH', 'duckduckgo.com'],
    ['Bing in another country', 'https://www.bing.co.uk/search?q=x', undefined, 'SEARCH', 'bing.co.uk'],
    ['the AMP cache', 'https://quire-example.cdn.ampproject.org/', undefined, 'AMP', ''],
    ['a social network', 'https://news.ycombinator.com/item?id=1', undefined, 'SITE', 'news.ycombinator.com'],
    ['a blog', 'https://www.someone.dev/post', undefined, 'SITE', 'someone.dev'],
    ['a feed reader', '', 'rss', 'RSS', ''],
    ['a feed reader that sends a referrer', 'https://feedly.com/', 'rss-ada', 'RSS', ''],
    ['Quire’s own e-mail', '', 'email-digest', 'PLATFORM', ''],
    ['a notification', 'https://quire.example/me/notifications', 'notification', 'PLATFORM', ''],
  ] as const)('%s', (_case, referrer, referrerSource, source, host) => {
    expect(trafficSource({ referrer, referrerSource, isOwnHost })).toEqual({ source, host });
  });
});
