import { describe, expect, it } from 'vitest';
import { missingFeaturePage, navigationTarget, parseNavigation, type NavigationItem } from './navigation.ts';

const item = (type: NavigationItem['type'], title: string, target = ''): NavigationItem => ({ type, title, target });

describe('parseNavigation (publication navigation items)', () => {
  it('keeps each type with its target tidied', () => {
    expect(
      parseNavigation([
        item('ABOUT', ' About us ', 'ignored'),
        item('ARCHIVE', 'Archive'),
        item('EXTERNAL_LINK', 'Shop', 'https://shop.example.com/'),
        item('POST', 'Start here', '0123456789ab'),
        item('TAG', 'Essays', 'Long Essays'),
        item('TOPIC_PAGE', 'Cities', 'urban-life'),
      ]),
    ).toEqual({
      items: [
        item('ABOUT', 'About us'),
        item('ARCHIVE', 'Archive'),
        item('EXTERNAL_LINK', 'Shop', 'https://shop.example.com/'),
        item('POST', 'Start here', '0123456789ab'),
        item('TAG', 'Essays', 'long-essays'),
        item('TOPIC_PAGE', 'Cities', 'urban-life'),
      ],
    });
  });

  it.each([
    [
      'nine items',
      Array.from({ length: 9 }, () => item('ARCHIVE', 'A')),
      'A publication can have at most 8 navigation items.',
    ],
    ['a blank title', [item('ARCHIVE', '  ')], 'Every navigation item needs a title.'],
    ['a long title', [item('ARCHIVE', 'x'.repeat(31))], 'A navigation title can be at most 30 characters long.'],
    [
      'a javascript: link',
      [item('EXTERNAL_LINK', 'Bad', 'javascript:alert(1)')],
      '“Bad” needs a web address starting with https://.',
    ],
    [
      'a mail link',
      [item('EXTERNAL_LINK', 'Mail', 'mailto:a@example.com')],
      '“Mail” needs a web address starting with https://.',
    ],
    [
      'a story that is not an id',
      [item('POST', 'Start', 'hello')],
      '“Start” needs the id of a story (12 letters and digits).',
    ],
    ['a tag with no letters', [item('TAG', 'Tag', '!!!')], '“Tag” needs a tag.'],
  ])('refuses %s', (_, items, error) => {
    expect(parseNavigation(items)).toEqual({ error });
  });

  it.each<[NavigationItem, ReturnType<typeof navigationTarget>]>([
    [item('ABOUT', 'About'), { route: 'ShowCollectionMasthead', params: {} }],
    [item('ARCHIVE', 'Archive'), { route: 'ShowCollectionArchive', params: {} }],
    [item('EXTERNAL_LINK', 'Shop', 'https://shop.example.com/'), { href: 'https://shop.example.com/' }],
    [item('POST', 'Start', '0123456789ab'), { route: 'ShowPostUnderCollection', params: { postId: '0123456789ab' } }],
    [item('TAG', 'Essays', 'essays'), { route: 'ShowCollectionTagged', params: { tagSlug: 'essays' } }],
    [item('TOPIC_PAGE', 'Cities', 'cities'), { route: 'ShowCollectionTopicHome', params: { topicSlug: 'cities' } }],
  ])('%o leads to %o', (navigation, target) => {
    expect(navigationTarget(navigation)).toEqual(target);
  });
});

describe('a topic page item names a feature page of the publication', () => {
  it.each([
    ['one that exists', [item('TOPIC_PAGE', 'Cities', 'city-life')], null],
    ['other kinds whatever their target', [item('TAG', 'Cities', 'not-a-page')], null],
    [
      'one that does not',
      [item('TOPIC_PAGE', 'Cities', 'cities')],
      '“Cities” needs one of this publication’s feature pages: make it under Feature pages first.',
    ],
  ] as const)('%s', (_, items, error) => {
    expect(missingFeaturePage(items, ['city-life'])).toBe(error);
  });
});
