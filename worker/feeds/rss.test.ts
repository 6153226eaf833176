import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { renderRss, type FeedChannel, type FeedItem } from './rss.ts';

const CHANNEL: FeedChannel = {
  title: 'Stories by Ada & co',
  link: 'https://quire.test/@ada',
  self: 'https://quire.test/feed/@ada',
  description: 'Ada <writes>',
  generator: 'Quire',
  image: 'https://quire.test/_/image/w:144,h:144,crop/ada.png',
};

const item = (overrides: Partial<FeedItem>): FeedItem => ({
  title: 'A story',
  link: 'https://quire.test/@ada/a-story-0123456789ab',
  guid: 'https://quire.test/p/0123456789ab',
  author: 'Ada Okafor',
  publishedAt: new Date(Date.UTC(2026, 9, 31, 12)),
  updatedAt: new Date(Date.UTC(2026, 10, 1, 12)),
  summary: 'What happens next',
  categories: ['cities', 'design'],
  html: '<p>Full <em>text</em>.</p>',
  ...overrides,
});

const parse = (xml: string) =>
  new Parser({ customFields: { item: ['content:encoded', 'dc:creator'] } }).parseString(xml);

describe('renderRss (RSS 2.0, read by a standard feed parser)', () => {
  it('carries the channel and each story with its full text, writer, date and tags', async () => {
    const feed = await parse(renderRss(CHANNEL, [item({})]));
    expect(feed).toMatchObject({
      title: 'Stories by Ada & co',
      link: 'https://quire.test/@ada',
      description: 'Ada <writes>',
    });
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]).toMatchObject({
      title: 'A story',
      link: 'https://quire.test/@ada/a-story-0123456789ab',
      guid: 'https://quire.test/p/0123456789ab',
      'dc:creator': 'Ada Okafor',
      isoDate: '2026-10-31T12:00:00.000Z',
      categories: ['cities', 'design'],
      'content:encoded': '<p>Full <em>text</em>.</p>',
    });
  });

  it.each([
    [
      'markup-like titles are text',
      { title: '<script>alert(1)</script> & more' },
      { title: '<script>alert(1)</script> & more' },
    ],
    ['"]]>" inside the text survives CDATA', { html: '<p>a ]]> b</p>' }, { 'content:encoded': '<p>a ]]> b</p>' }],
    ['control characters XML forbids are dropped', { title: 'Bell\u0007 and tab\t' }, { title: 'Bell and tab\t' }],
  ])('%s', async (_, overrides, expected) => {
    const feed = await parse(renderRss(CHANNEL, [item(overrides)]));
    expect(feed.items[0]).toMatchObject(expected);
  });

  it('names the channel’s picture, with the channel’s title and page', async () => {
    const feed = await parse(renderRss(CHANNEL, []));
    expect(feed.image).toEqual({
      url: 'https://quire.test/_/image/w:144,h:144,crop/ada.png',
      title: 'Stories by Ada & co',
      link: 'https://quire.test/@ada',
    });
  });

  it('is a valid empty feed with no stories', async () => {
    expect((await parse(renderRss(CHANNEL, []))).items).toEqual([]);
  });
});
