import { describe, expect, it } from 'vitest';
import { ftsQuery, parseFilters, parseSearchBody } from './search-request.ts';

const one = (request: unknown) => {
  const parsed = parseSearchBody({ requests: [request] });
  return parsed.ok ? parsed.requests[0] : parsed.message;
};

describe('parseSearchBody (docs/spec-checklist.md 3 §7: indexName and params, "hitsPerPage (default 3)")', () => {
  it('reads params given as an object, as a URL-encoded string, or inline beside indexName, the same', () => {
    const expected = {
      index: 'posts',
      query: 'slow city',
      hitsPerPage: 5,
      page: 1,
      clickAnalytics: true,
      analyticsTags: ['logged-in'],
    };
    expect(
      one({
        indexName: 'quire_posts',
        params: { query: 'slow city', hitsPerPage: 5, page: 1, clickAnalytics: true, analyticsTags: ['logged-in'] },
      }),
    ).toMatchObject(expected);
    expect(
      one({
        indexName: 'quire_posts',
        params: 'query=slow%20city&hitsPerPage=5&page=1&clickAnalytics=true&analyticsTags=%5B%22logged-in%22%5D',
      }),
    ).toMatchObject(expected);
    expect(
      one({
        indexName: 'quire_posts',
        query: 'slow city',
        hitsPerPage: 5,
        page: 1,
        clickAnalytics: true,
        analyticsTags: ['logged-in'],
      }),
    ).toMatchObject(expected);
  });

  it('defaults to 3 hits, the first page, no query and no click analytics', () => {
    expect(one({ indexName: 'quire_tags' })).toMatchObject({
      index: 'tags',
      indexName: 'quire_tags',
      query: '',
      hitsPerPage: 3,
      page: 0,
      clickAnalytics: false,
      filters: [],
      params: 'query=&hitsPerPage=3&page=0',
    });
  });

  it.each<[string, unknown, string]>([
    ['no body', null, 'The body must be an object with a list of requests'],
    ['no requests', { requests: [] }, 'requests must not be empty'],
    [
      'too many requests',
      { requests: Array.from({ length: 11 }, () => ({ indexName: 'quire_posts' })) },
      'At most 10 requests at once',
    ],
    ['an unknown index', { requests: [{ indexName: 'quire_secrets' }] }, 'Index quire_secrets does not exist'],
    [
      'params of the wrong type',
      { requests: [{ indexName: 'quire_posts', params: 7 }] },
      'params must be an object or a URL-encoded string',
    ],
    [
      'a query that is not text',
      { requests: [{ indexName: 'quire_posts', params: { query: ['a'] } }] },
      'query must be a string',
    ],
    [
      'no hits per page',
      { requests: [{ indexName: 'quire_posts', params: { hitsPerPage: 0 } }] },
      'hitsPerPage must be a whole number from 1 to 100',
    ],
    [
      'too many hits per page',
      { requests: [{ indexName: 'quire_posts', params: 'hitsPerPage=1000' }] },
      'hitsPerPage must be a whole number from 1 to 100',
    ],
    [
      'a negative page',
      { requests: [{ indexName: 'quire_posts', params: { page: -1 } }] },
      'page must be a whole number from 0 to 1000',
    ],
    [
      'analytics tags that are not a list',
      { requests: [{ indexName: 'quire_posts', params: { analyticsTags: 'x' } }] },
      'analyticsTags must be a list of strings',
    ],
    [
      'a filter on an attribute the index does not have',
      { requests: [{ indexName: 'quire_users', params: { filters: 'collectionId:c-1' } }] },
      'Attribute collectionId is not filterable in index quire_users',
    ],
  ])('refuses %s', (_, body, message) => {
    expect(parseSearchBody(body)).toEqual({ ok: false, message });
  });
});

describe('parseFilters (a publication’s or a profile’s own stories, docs/spec-checklist.md 1 §2.10)', () => {
  it.each<[string, unknown]>([
    ['', []],
    ['collectionId:c-mag', [{ attribute: 'collectionId', value: 'c-mag' }]],
    [
      'creatorId:"u-ann" AND collectionId:c-mag',
      [
        { attribute: 'creatorId', value: 'u-ann' },
        { attribute: 'collectionId', value: 'c-mag' },
      ],
    ],
    ['collectionId:c-mag OR creatorId:u-ann', 'Unsupported filter: collectionId:c-mag OR creatorId:u-ann'],
    ["collectionId:c' or 1=1", "Unsupported filter: collectionId:c' or 1=1"],
    ['title:Hello', 'Attribute title is not filterable in index quire_posts'],
    ['collectionId:a AND collectionId:b', 'Filters can name each attribute once: collectionId is named twice'],
    [
      Array.from({ length: 90 }, (_, n) => `creatorId:u${n}`).join(' AND '),
      'Filters can name each attribute once: creatorId is named twice',
    ],
  ])('%j', (filters, expected) => {
    expect(parseFilters(filters, 'posts')).toEqual(expected);
  });
});

describe('ftsQuery: the last word a prefix, nothing read as syntax', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['  ?! ', null],
    ['Writ', '"writ"*'],
    ['writing cod', '"writing" "cod"*'],
    ['NEAR("a" OR b)*', '"near" "a" "or" "b"*'],
    ['café', '"café"*'],
  ])('%j → %j', (query, expected) => {
    expect(ftsQuery(query)).toBe(expected);
  });
});
