import type { RouteName } from '../routes/index.ts';
import { isSmallScreen, type ScreenSize } from '../navigation/viewer-kind.ts';

export type PublisherMenuItem =
  | { readonly kind: 'copy-link'; readonly label: string }
  | { readonly kind: 'link'; readonly label: string; readonly route: RouteName }
  /** Design your profile: a link on wide screens, the 'Only available on desktop' dialog on small ones. */
  | { readonly kind: 'design-profile'; readonly dialog: boolean };

export type PublisherMenuPage =
  | {
      readonly page: 'publication';
      readonly isEditor: boolean;
      readonly isCreator: boolean;
      readonly hideAboutLink: boolean;
    }
  | { readonly page: 'profile'; readonly isOwnProfile: boolean };

/** docs/spec-checklist.md 1 §2.7 for a publication's creator and editors. */
const EDITOR_ITEMS: readonly PublisherMenuItem[] = [
  { kind: 'link', label: 'Stories', route: 'ShowCollectionStories' },
  { kind: 'link', label: 'View Stats', route: 'ShowCollectionStats' },
  { kind: 'link', label: 'Design your publication', route: 'ShowCollectionDesign' },
  { kind: 'link', label: 'Newsletter', route: 'ShowCollectionNewNewsletter' },
  { kind: 'link', label: 'Settings', route: 'ShowCollectionSettings' },
];

/**
 * The publisher menu (three dots) of docs/spec-checklist.md 1 §2.7 on a profile or a publication. About is for
 * readers: editors never see it (§6), and with hideAboutLink neither does the creator. Other
 * viewers' actions on a profile (mute, block, report) are the author menu's.
 */
export function publisherMenuItems(place: PublisherMenuPage, screen: ScreenSize): PublisherMenuItem[] {
  if (place.page === 'profile') {
    const copy: PublisherMenuItem = { kind: 'copy-link', label: 'Copy link to profile' };
    return place.isOwnProfile ? [copy, { kind: 'design-profile', dialog: isSmallScreen(screen) }] : [copy];
  }
  const items: PublisherMenuItem[] = [{ kind: 'copy-link', label: 'Copy link to publication' }];
  const hidesAbout = place.isEditor || (place.hideAboutLink && place.isCreator);
  if (!hidesAbout) items.push({ kind: 'link', label: 'About', route: 'ShowCollectionMasthead' });
  if (place.isEditor || place.isCreator) items.push(...EDITOR_ITEMS);
  return items;
}
