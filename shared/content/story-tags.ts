import { MAX_TAGS_PER_POST } from '../constants.ts';
import { slugify } from './slug.ts';

export interface StoryTag {
  readonly slug: string;
  readonly displayTitle: string;
}

const MAX_TAG_LENGTH = 25;

/**
 * The tags a writer typed, as stored: each named by the slug rule of docs/spec-checklist.md 3 §5, the first
 * spelling of a slug kept for display, blanks dropped, at most five.
 */
export function parseStoryTags(names: readonly string[]): { tags: StoryTag[] } | { error: string } {
  const tags = new Map<string, StoryTag>();
  for (const name of names) {
    const displayTitle = name.trim().replace(/\s+/g, ' ');
    if (displayTitle.length > MAX_TAG_LENGTH)
      return { error: `A tag can be at most ${MAX_TAG_LENGTH} characters long.` };
    const slug = slugify(displayTitle);
    if (!slug) continue;
    if (!tags.has(slug)) tags.set(slug, { slug, displayTitle });
  }
  if (tags.size > MAX_TAGS_PER_POST) return { error: `A story can have at most ${MAX_TAGS_PER_POST} tags.` };
  return { tags: [...tags.values()] };
}
