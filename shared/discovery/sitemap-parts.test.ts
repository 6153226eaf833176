import { describe, expect, it } from 'vitest';
import { parseSitemapPart, sitemapParts } from './sitemap-parts.ts';

describe('sitemap files keep to the protocol’s 50,000 addresses', () => {
  it.each<[string, { month: string; stories: number }[], { base: string; total: number }[], string[]]>([
    [
      'a month per file',
      [
        { month: '2026-11', stories: 12 },
        { month: '2026-10', stories: 3 },
      ],
      [],
      ['stories-2026-11.xml', 'stories-2026-10.xml'],
    ],
    ['exactly 50,000 fit in one', [{ month: '2026-11', stories: 50_000 }], [], ['stories-2026-11.xml']],
    [
      'one more takes a second, numbered',
      [{ month: '2026-11', stories: 50_001 }],
      [],
      ['stories-2026-11.xml', 'stories-2026-11-2.xml'],
    ],
    [
      'kinds after the months, none for an empty kind',
      [],
      [
        { base: 'people', total: 120_000 },
        { base: 'tags', total: 0 },
      ],
      ['people.xml', 'people-2.xml', 'people-3.xml'],
    ],
  ])('%s', (_case, months, kinds, parts) => {
    expect(sitemapParts(months, kinds)).toEqual(parts);
  });

  it.each<[string, ReturnType<typeof parseSitemapPart>]>([
    ['stories-2026-11.xml', { month: '2026-11', kind: null, page: 1 }],
    ['stories-2026-11-2.xml', { month: '2026-11', kind: null, page: 2 }],
    ['people-3.xml', { month: null, kind: 'people', page: 3 }],
    ['tags.xml', { month: null, kind: 'tags', page: 1 }],
    ['stories-2026-11-1.xml', null],
    ['stories-2026-11-0.xml', null],
    ['secrets.xml', null],
    ['people.txt', null],
  ])('reads %s', (name, parsed) => {
    expect(parseSitemapPart(name)).toEqual(parsed);
  });
});
