import { link as routeLink, type RouteName } from '../routes/index.ts';
import { editorRoute } from './editor-route.ts';
import { isSmallScreen, viewerKind, type NavigationViewer, type ScreenSize } from './viewer-kind.ts';

/** Up to this many administered publications, then "See all publications" (docs/spec-checklist.md 1 §9). */
export const MENU_PUBLICATIONS = 3;

export interface MenuLink {
  readonly kind: 'link';
  readonly label: string;
  readonly route: RouteName;
  readonly params?: Readonly<Record<string, string>>;
  /** The address's query, for a link that carries one (a visitor's Write, to sign up first). */
  readonly query?: Readonly<Record<string, string>>;
}

export type AvatarMenuItem =
  | MenuLink
  | { readonly kind: 'member-since'; readonly since: number }
  /** The visitor's prompt with Sign up and Sign in (docs/spec-checklist.md 1 §2.5). */
  | { readonly kind: 'get-started' }
  /** Design your profile: a link on wide screens, the "Only available on desktop" popover on small ones. */
  | { readonly kind: 'design-profile'; readonly popover: boolean }
  | { readonly kind: 'sign-out'; readonly email: string | null; readonly xsrf: string }
  /** The default footer link set (docs/spec-checklist.md 1 §2.6), which small screens have no room for elsewhere. */
  | { readonly kind: 'footer' }
  | { readonly kind: 'separator' };

const link = (label: string, route: RouteName, params?: Record<string, string>): MenuLink => ({
  kind: 'link',
  label,
  route,
  ...(params ? { params } : {}),
});

/** docs/spec-checklist.md 1 §2.5: what a visitor's avatar menu offers. */
function visitorMenu(screen: ScreenSize): AvatarMenuItem[] {
  return [
    { kind: 'get-started' },
    // docs/spec-checklist.md 1 §6: a visitor's Write prompts registration, then opens the editor
    ...(isSmallScreen(screen)
      ? [
          {
            ...link('Write', 'ShowSignIn'),
            query: { operation: 'register', entry: 'global_nav', redirect: routeLink(editorRoute(screen, 'new')) },
          },
        ]
      : []),
    link('Become a member', 'ShowMembershipLanding'),
    link('Apply to the Partner Program', 'ShowEarnLanding'),
    link('Gift a membership', 'ShowGiftLanding'),
  ];
}

/**
 * docs/spec-checklist.md 1 §2.4: the signed-in avatar menu, item by item with its condition. Profile design
 * (isAuroraVisible) swaps the Profile and Series links for "Design your profile". Sign out shows
 * only with an anti-forgery value. Small screens end with the footer link set.
 */
export function avatarMenuItems(viewer: NavigationViewer | null, screen: ScreenSize, xsrf: string): AvatarMenuItem[] {
  if (!viewer) return visitorMenu(screen);
  const kind = viewerKind(viewer);
  const small = isSmallScreen(screen);
  const items: AvatarMenuItem[] = [];
  if (kind === 'member' && viewer.mediumMemberAt !== null)
    items.push({ kind: 'member-since', since: viewer.mediumMemberAt });
  if (small) items.push(link('Write', editorRoute(screen, 'new')));
  if (viewer.isAuroraVisible) items.push({ kind: 'design-profile', popover: small });
  else
    items.push(
      link('Profile', 'ShowUser', { username: viewer.username }),
      link('Series', 'ShowUserSeries', { username: viewer.username }),
    );
  items.push(
    link('Lists', 'ShowYourLists'),
    link('Stories', 'ShowYourStories', { filterBy: 'drafts' }),
    link('Stats', 'ShowStats'),
  );
  if (viewer.isPartnerProgramEnrolled) items.push(link('Partner Program', 'ShowPartnerDashboard'));

  if (viewer.adminCollections.length > 0) {
    items.push({ kind: 'separator' });
    for (const collection of viewer.adminCollections.slice(0, MENU_PUBLICATIONS))
      items.push(link(collection.name, 'ShowCollectionHome', { collectionSlug: collection.slug }));
    if (viewer.adminCollections.length > MENU_PUBLICATIONS)
      items.push(link('See all publications', 'ShowYourCollections'));
  }

  items.push(
    { kind: 'separator' },
    link('Settings', 'ShowSettings'),
    link('Refine recommendations', 'ShowFollowsIndex'),
    link('Manage publications', 'ShowYourCollections'),
  );
  items.push({ kind: 'separator' });
  if (kind === 'reader') items.push(link('Become a member', 'ShowPay'));
  if (kind === 'lapsed-member') items.push(link('Resume membership', 'ShowPay'));
  if (!viewer.isPartnerProgramEnrolled) items.push(link('Apply to the Partner Program', 'ShowPartnerEnroll'));
  items.push(link('Gift a membership', 'ShowGiftPlans'));
  // docs/spec-checklist.md 1 §6: a member's own membership page, the link that brings readers in through them
  if (kind === 'member') items.push(link('Member link', 'ShowUserMembership', { username: viewer.username }));
  if (xsrf) items.push({ kind: 'separator' }, { kind: 'sign-out', email: viewer.email, xsrf });
  if (small) items.push({ kind: 'footer' });
  return items;
}

/** "Member since November 2026" (docs/spec-checklist.md 1 §2.4: month and year). */
export const memberSince = (since: number): string =>
  `Member since ${new Date(since).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
