import { describe, expect, it } from 'vitest';
import { tabOf, undeleteRedirect, type StoryPlace } from './your-stories.ts';

describe('your stories: tabs and the undelete redirect (docs/spec-checklist.md 1 §4)', () => {
  it.each<[string, StoryPlace, string]>([
    ['a draft', { isPublished: false, isResponse: false, visibility: 'PUBLIC' }, 'drafts'],
    ['a public story', { isPublished: true, isResponse: false, visibility: 'PUBLIC' }, 'public'],
    ['a members-only story is published too', { isPublished: true, isResponse: false, visibility: 'LOCKED' }, 'public'],
    ['an unlisted story', { isPublished: true, isResponse: false, visibility: 'UNLISTED' }, 'unlisted'],
    ['a response', { isPublished: true, isResponse: true, visibility: 'PUBLIC' }, 'responses'],
  ])('%s is under %s', (_, story, tab) => {
    expect(tabOf(story)).toBe(tab);
  });

  it('"redirects to your stories with the deleted filter and query markers undeletedPost, undeletedPostId, undeletedPostTitle, tab"', () => {
    const url = new URL(
      undeleteRedirect({
        id: 'abc123',
        title: 'Salt & Light?',
        isPublished: true,
        isResponse: false,
        visibility: 'PUBLIC',
      }),
      'https://quire.test',
    );
    expect(url.pathname).toBe('/me/stories/deleted');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      undeletedPost: 'true',
      undeletedPostId: 'abc123',
      undeletedPostTitle: 'Salt & Light?',
      tab: 'public',
    });
  });
});
