import { slugify } from '../content/slug.ts';

/** The most feature pages a publication keeps: they are sections a reader scans, not an archive. */
export const MAX_FEATURE_PAGES = 20;
export const MAX_FEATURE_PAGE_TITLE = 60;
export const MAX_FEATURE_PAGE_DESCRIPTION = 280;

export interface FeaturePageInput {
  readonly title: string;
  readonly tag: string;
  readonly description: string;
}

export interface FeaturePageFields {
  /** Its address's {topicSlug}: from the title when the page is made, kept when it is renamed. */
  readonly slug: string;
  readonly title: string;
  readonly tagSlug: string;
  readonly description: string;
}

/**
 * A feature page as an editor typed it, checked and tidied, or the first problem in words. The
 * tag is typed as a reader sees it ("City Life") or as its slug ("city-life").
 */
export function parseFeaturePage(input: FeaturePageInput, slug: string | null): FeaturePageFields | { error: string } {
  const title = input.title.trim();
  if (!title) return { error: 'Give the feature page a title.' };
  if (title.length > MAX_FEATURE_PAGE_TITLE)
    return { error: `A feature page title can be at most ${MAX_FEATURE_PAGE_TITLE} characters long.` };
  const pageSlug = slug ?? slugify(title);
  if (!pageSlug) return { error: 'Give the feature page a title with letters or digits.' };
  const tagSlug = slugify(input.tag.replace(/[-_]+/g, ' '));
  if (!tagSlug) return { error: 'Choose the tag whose stories the page gathers.' };
  const description = input.description.trim();
  if (description.length > MAX_FEATURE_PAGE_DESCRIPTION)
    return { error: `A feature page introduction can be at most ${MAX_FEATURE_PAGE_DESCRIPTION} characters long.` };
  return { slug: pageSlug, title, tagSlug, description };
}
