import { isSmallScreen, SCREEN_SIZES, type ScreenSize, type ViewerKind } from './viewer-kind.ts';

export type TopBarItem =
  | 'logo'
  | 'search'
  | 'search-icon'
  | 'write'
  | 'notifications'
  | 'sign-up'
  | 'sign-in'
  | 'membership'
  | 'avatar';

/**
 * The top bar of docs/spec-checklist.md 1 §2.3 for a viewer on a screen: the search box (an icon on extra-small
 * screens), Write on wide screens (visitors are asked to register), the bell for signed-in
 * viewers or Sign up and Sign In for visitors, the membership button of the metabar reading
 * for signed-in non-members on wide screens (Become a member, or Resume membership), and the
 * avatar menu.
 */
export function topBarItems(kind: ViewerKind, screen: ScreenSize): TopBarItem[] {
  const items: TopBarItem[] = ['logo', screen === 'xs' ? 'search-icon' : 'search'];
  if (!isSmallScreen(screen)) items.push('write');
  if (kind === 'visitor') {
    // small screens have them in the second bar
    if (!isSmallScreen(screen)) items.push('sign-up', 'sign-in');
  } else {
    if (kind !== 'member' && !isSmallScreen(screen)) items.push('membership');
    items.push('notifications');
  }
  items.push('avatar');
  return items;
}

export type SecondBarItem = 'open-in-app' | 'sign-up' | 'sign-in' | 'upgrade';

/**
 * The small-screen second bar of docs/spec-checklist.md 1 §2.3: Open in app where there is an app to open (see
 * open-in-app.ts), then Sign up and Sign in for visitors or Upgrade for signed-in non-members;
 * members have nothing else (so without an app, no bar). Shown on xs and sm only.
 */
export function secondBarItems(kind: ViewerKind, screen: ScreenSize, openInApp = false): SecondBarItem[] {
  if (!isSmallScreen(screen)) return [];
  const app: SecondBarItem[] = openInApp ? ['open-in-app'] : [];
  if (kind === 'visitor') return [...app, 'sign-up', 'sign-in'];
  return kind === 'member' ? app : [...app, 'upgrade'];
}

/** The membership button's words (docs/spec-checklist.md 1 §2.3, §4): lapsed members resume, others become members. */
export const membershipLabel = (kind: ViewerKind): string =>
  kind === 'lapsed-member' ? 'Resume membership' : 'Become a member';

/** docs/spec-checklist.md 1 §5, §9: hidden at zero, 99+ above 99. */
export const unreadBadge = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));

/** The screen sizes where an item is not shown: the server cannot know the screen, so CSS hides it there. */
export const hiddenOn = (kind: ViewerKind, item: TopBarItem): ScreenSize[] =>
  SCREEN_SIZES.filter((screen) => !topBarItems(kind, screen).includes(item));
