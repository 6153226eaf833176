/** The tabs of /me/stories/{filterBy} (docs/spec-checklist.md 3 §2 "Also used by links"). */
export const YOUR_STORIES_FILTERS = ['drafts', 'public', 'responses', 'unlisted', 'deleted'] as const;
export type YourStoriesFilter = (typeof YOUR_STORIES_FILTERS)[number];

export const YOUR_STORIES_LABELS: Readonly<Record<YourStoriesFilter, string>> = {
  drafts: 'Drafts',
  public: 'Published',
  responses: 'Responses',
  unlisted: 'Unlisted',
  deleted: 'Deleted',
};

export const isYourStoriesFilter = (value: string | undefined): value is YourStoriesFilter =>
  (YOUR_STORIES_FILTERS as readonly string[]).includes(value ?? '');

export interface StoryPlace {
  readonly isPublished: boolean;
  readonly isResponse: boolean;
  readonly visibility: 'PUBLIC' | 'UNLISTED' | 'LOCKED';
}

/** The tab a live story is listed under. */
export function tabOf(story: StoryPlace): Exclude<YourStoriesFilter, 'deleted'> {
  if (story.isResponse) return 'responses';
  if (!story.isPublished) return 'drafts';
  return story.visibility === 'UNLISTED' ? 'unlisted' : 'public';
}

/**
 * Where UndeletePostMutation sends the writer (docs/spec-checklist.md 1 §4): their stories with the deleted filter,
 * carrying undeletedPost, undeletedPostId, undeletedPostTitle and the tab the story is back in.
 */
export function undeleteRedirect(story: StoryPlace & { readonly id: string; readonly title: string }): string {
  const query = new URLSearchParams({
    undeletedPost: 'true',
    undeletedPostId: story.id,
    undeletedPostTitle: story.title,
    tab: tabOf(story),
  });
  return `/me/stories/deleted?${query.toString()}`;
}
