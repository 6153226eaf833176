import { isMember } from '../membership/is-member.ts';

/**
 * Who is looking, as navigation sees it (docs/spec-checklist.md 1 §4 "Membership", §6): a visitor, a signed-in
 * reader who is not a member, a member, or a lapsed member (who had memberships before).
 */
export type ViewerKind = 'visitor' | 'reader' | 'member' | 'lapsed-member';

/** The viewer fields navigation reads (docs/spec-checklist.md 1 §3). */
export interface NavigationViewer {
  readonly username: string;
  readonly email: string | null;
  /** Absent for non-members (docs/spec-checklist.md 1 §3). */
  readonly mediumMemberAt: number | null;
  readonly hasPastMemberships: boolean;
  readonly isPartnerProgramEnrolled: boolean;
  /** Profile design enabled (docs/spec-checklist.md 1 §3). */
  readonly isAuroraVisible: boolean;
  readonly adminCollections: readonly { readonly id: string; readonly name: string; readonly slug: string }[];
}

export function viewerKind(viewer: NavigationViewer | null): ViewerKind {
  if (!viewer) return 'visitor';
  if (isMember(viewer.mediumMemberAt)) return 'member';
  return viewer.hasPastMemberships ? 'lapsed-member' : 'reader';
}

/** docs/spec-checklist.md 1 §9's breakpoints: xs 0, sm 552, md 728, lg 904, xl 1080. */
export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const SCREEN_SIZES: readonly ScreenSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** "Small screens" are below md; "extra-small" is xs alone. */
export const isSmallScreen = (screen: ScreenSize): boolean => screen === 'xs' || screen === 'sm';

/** The screen size of a viewport width, by docs/spec-checklist.md 1 §9's breakpoints. */
export const screenSize = (width: number): ScreenSize =>
  width >= 1080 ? 'xl' : width >= 904 ? 'lg' : width >= 728 ? 'md' : width >= 552 ? 'sm' : 'xs';
