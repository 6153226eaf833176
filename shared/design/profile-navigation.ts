import type { NavigationItem } from '../publications/navigation.ts';
import type { RouteName } from '../routes/index.ts';

/** Where an item of a writer's profile leads: the profile's own pages, Quire's tag and topic pages, or outside. */
export function profileNavigationTarget(
  item: NavigationItem,
): { route: RouteName; params: Record<string, string> } | { href: string } {
  switch (item.type) {
    case 'ABOUT':
      return { route: 'ShowUserAbout', params: {} };
    case 'ARCHIVE':
      return { route: 'ShowUser', params: {} };
    case 'EXTERNAL_LINK':
      return { href: item.target };
    case 'POST':
      return { route: 'ShowPostUnderUser', params: { postId: item.target } };
    case 'TAG':
      return { route: 'ShowTagPosts', params: { tagSlug: item.target } };
    case 'TOPIC_PAGE':
      return { route: 'ShowTopic', params: { topicSlug: item.target } };
  }
}
