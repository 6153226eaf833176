import { describe, expect, it } from 'vitest';
import {
  cacheTagHeader,
  cacheTags,
  entityAttributions,
  MAX_PAGE_TAGS,
  pageTags,
  postChangeTags,
} from './cache-tags.ts';

describe('docs/spec-checklist.md 2 §4: "The cache-tag header of the attribution string replaces hyphens in values with underscores"', () => {
  it.each<[string, Parameters<typeof cacheTags>[0], string[]]>([
    [
      'a post and its writer',
      [{ postId: '0123456789ab', userId: 'u-alice' }],
      ['postId-0123456789ab', 'userId-u_alice'],
    ],
    ['a tag slug with hyphens', [{ tagSlug: 'data-science' }], ['tagSlug-data_science']],
    [
      'the page kind and host',
      [{ name: 'ShowPost', host: 'my-blog.example' }],
      ['name-showpost', 'host-my_blog.example'],
    ],
    ['empty values are left out', [{ postId: '', userId: null, collectionId: undefined }], []],
    ['each tag once', [{ userId: 'u-1' }, { userId: 'u-1', postId: 'p' }], ['userId-u_1', 'postId-p']],
  ])('%s', (_case, attributions, tags) => expect(cacheTags(attributions)).toEqual(tags));

  it('the first hyphen always ends the field name', () => {
    const tags = cacheTags([{ userId: 'a-b-c', tagSlug: '-x-', collectionId: 'c--d' }]);
    expect(tags).toEqual(['userId-a_b_c', 'collectionId-c__d', 'tagSlug-_x_']);
    for (const tag of tags) expect(tag.slice(tag.indexOf('-') + 1)).not.toContain('-');
  });

  it('is one comma-separated header', () => expect(cacheTagHeader(['a-1', 'b-2'])).toBe('a-1,b-2'));
});

describe('a page is tagged with every entity its data names', () => {
  it('finds stories, writers, publications, tags, topics, lists and the stories a series names at any depth', () => {
    const data = {
      postResult: {
        __typename: 'Post',
        id: 'p1',
        creator: { __typename: 'User', id: 'u1', name: 'Alice' },
        collection: { __typename: 'Collection', id: 'c1' },
        tags: [{ __typename: 'Tag', id: 'data-science' }],
        primaryTopic: { __typename: 'Topic', id: 't1' },
        responses: { posts: [{ __typename: 'Post', id: 'p2', creator: { __typename: 'User', id: 'u2' } }] },
        catalog: { __typename: 'Catalog', id: 'k1' },
        paragraphs: [{ __typename: 'Paragraph', id: 'ignored', text: 'Hello' }],
        sequence: {
          __typename: 'Sequence',
          id: 's1',
          parts: [{ __typename: 'SequencePart', postId: 'p3', title: 'Next' }],
        },
      },
    };
    expect(cacheTags(entityAttributions(data))).toEqual([
      'postId-p1',
      'userId-u1',
      'collectionId-c1',
      'tagSlug-data_science',
      'topicId-t1',
      'postId-p2',
      'userId-u2',
      'catalogId-k1',
      'postId-p3',
    ]);
  });

  it('has nothing to say of data without entities', () => {
    expect(entityAttributions(null)).toEqual([]);
    expect(entityAttributions({ __typename: 'NotFound', message: 'Post not found' })).toEqual([]);
  });
});

describe('a change to stories purges every page showing them or listing them', () => {
  it('covers the story, its writer, publication, tags, topic and the home page', () => {
    expect(
      postChangeTags([
        { id: 'p1', creatorId: 'u1', collectionId: 'c1', topicId: 't1', tagSlugs: ['craft', 'data-science'] },
      ]),
    ).toEqual([
      'name-showhome',
      'postId-p1',
      'userId-u1',
      'collectionId-c1',
      'topicId-t1',
      'tagSlug-craft',
      'tagSlug-data_science',
    ]);
  });
});

describe('a page is tagged by a bounded set (pages past 33 tags were never cached)', () => {
  const own = [{ name: 'ShowUserLists', host: 'localhost' }, { userId: 'u-rex' }];
  const cards = (count: number, writers: number) =>
    Array.from({ length: count }, (_, n) => [
      { postId: `p${n}`, coveredBy: `u${n % writers}` },
      { userId: `u${n % writers}` },
    ]).flat();

  it.each<[string, Parameters<typeof pageTags>[1], string[] | number | null]>([
    [
      'a page within the bound keeps every tag',
      cards(3, 2),
      [
        'name-showuserlists',
        'host-localhost',
        'userId-u_rex',
        'postId-p0',
        'userId-u0',
        'postId-p1',
        'userId-u1',
        'postId-p2',
      ],
    ],
    ['100 stories by 5 writers are tagged by their writers', cards(100, 5), 3 + 5],
    ['a card whose writer is unknown keeps its own tag', [...cards(100, 5), { postId: 'lonely' }], 3 + 5 + 1],
    ['past the bound even by writers: not stored', cards(100, 100), null],
  ])('%s', (_case, shown, expected) => {
    const tags = pageTags(own, shown);
    if (typeof expected === 'number') expect(tags).toHaveLength(expected);
    else expect(tags).toEqual(expected);
    if (tags) expect(tags.length).toBeLessThanOrEqual(MAX_PAGE_TAGS);
  });

  it('knows a story’s and a list’s writer from the data, not a tag’s or a writer’s', () => {
    const data = [
      { __typename: 'Post', id: 'p1', creator: { __typename: 'User', id: 'u1' } },
      { __typename: 'Catalog', id: 'k1', creator: { __typename: 'User', id: 'u2' } },
      { __typename: 'Collection', id: 'c1', creator: { __typename: 'User', id: 'u3' } },
    ];
    expect(entityAttributions(data)).toEqual([
      { postId: 'p1', coveredBy: 'u1' },
      { userId: 'u1' },
      { catalogId: 'k1', coveredBy: 'u2' },
      { userId: 'u2' },
      { collectionId: 'c1' },
      { userId: 'u3' },
    ]);
  });
});
