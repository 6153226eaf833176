import { safeUrl } from '../content/safe-url.ts';
import { slugify } from '../content/slug.ts';
import type { RouteName } from '../routes/index.ts';

/** The navigation item types of docs/spec-checklist.md 3 §3 (publication design): about, archive, external link, post, tag, topic page. */
export const NAVIGATION_ITEM_TYPES = ['ABOUT', 'ARCHIVE', 'EXTERNAL_LINK', 'POST', 'TAG', 'TOPIC_PAGE'] as const;
export type NavigationItemType = (typeof NAVIGATION_ITEM_TYPES)[number];

export interface NavigationItem {
  readonly type: NavigationItemType;
  readonly title: string;
  /** What the item points at: an address, a post id, a tag or topic slug; empty for about and archive. */
  readonly target: string;
}

export const MAX_NAVIGATION_ITEMS = 8;
const MAX_TITLE = 30;
const POST_ID = /^[0-9a-f]{12}$/;

/** The items an editor saved, checked and tidied; the first problem is reported in words. */
export function parseNavigation(items: readonly NavigationItem[]): { items: NavigationItem[] } | { error: string } {
  if (items.length > MAX_NAVIGATION_ITEMS)
    return { error: `A publication can have at most ${MAX_NAVIGATION_ITEMS} navigation items.` };
  const parsed: NavigationItem[] = [];
  for (const item of items) {
    const title = item.title.trim();
    if (!title) return { error: 'Every navigation item needs a title.' };
    if (title.length > MAX_TITLE) return { error: `A navigation title can be at most ${MAX_TITLE} characters long.` };
    const target = item.target.trim();
    switch (item.type) {
      case 'ABOUT':
      case 'ARCHIVE':
        parsed.push({ type: item.type, title, target: '' });
        break;
      case 'EXTERNAL_LINK': {
        const url = safeUrl(target);
        if (!url || url.startsWith('mailto:'))
          return { error: `“${title}” needs a web address starting with https://.` };
        parsed.push({ type: item.type, title, target: url });
        break;
      }
      case 'POST':
        if (!POST_ID.test(target)) return { error: `“${title}” needs the id of a story (12 letters and digits).` };
        parsed.push({ type: item.type, title, target });
        break;
      case 'TAG':
      case 'TOPIC_PAGE': {
        const slug = slugify(target.replace(/[-_]+/g, ' '));
        if (!slug) return { error: `“${title}” needs a ${item.type === 'TAG' ? 'tag' : 'topic'}.` };
        parsed.push({ type: item.type, title, target: slug });
        break;
      }
    }
  }
  return { items: parsed };
}

/** Where an item leads: a route of the publication (with its params) or an outside address. */
export function navigationTarget(
  item: NavigationItem,
): { route: RouteName; params: Record<string, string> } | { href: string } {
  switch (item.type) {
    case 'ABOUT':
      return { route: 'ShowCollectionMasthead', params: {} };
    case 'ARCHIVE':
      return { route: 'ShowCollectionArchive', params: {} };
    case 'EXTERNAL_LINK':
      return { href: item.target };
    case 'POST':
      return { route: 'ShowPostUnderCollection', params: { postId: item.target } };
    case 'TAG':
      return { route: 'ShowCollectionTagged', params: { tagSlug: item.target } };
    case 'TOPIC_PAGE':
      return { route: 'ShowCollectionTopicHome', params: { topicSlug: item.target } };
  }
}

/** Why the items cannot be saved as they are: a topic page item must name one of the publication's feature pages. */
export function missingFeaturePage(
  items: readonly NavigationItem[],
  featurePageSlugs: readonly string[],
): string | null {
  const missing = items.find((item) => item.type === 'TOPIC_PAGE' && !featurePageSlugs.includes(item.target));
  return missing
    ? `“${missing.title}” needs one of this publication’s feature pages: make it under Feature pages first.`
    : null;
}
