import { barScrollMode } from './bar-scroll.ts';
import { isSmallScreen, SCREEN_SIZES, type ScreenSize, type ViewerKind } from './viewer-kind.ts';

/**
 * The metabar reading of the top bar (docs/spec-checklist.md 1 §2.3), on a publication's pages (where the bar also
 * scrolls as the metabar): "a Write button shown only to signed-in members; a Gift a membership
 * link for members; … Publication editors get publication tools." The top bar's own Write gives
 * way to it there (the stylesheet hides it); the membership button, the bell and the sign-in bar
 * stay as topBarItems gives them.
 */
export type MetabarItem = 'write' | 'gift' | 'publication-tools';

export const isMetabarPage = (page: string): boolean => barScrollMode(page) === 'metabar';

export function metabarItems(kind: ViewerKind, screen: ScreenSize, editsHere: boolean): MetabarItem[] {
  if (kind === 'visitor' || isSmallScreen(screen)) return [];
  const items: MetabarItem[] = kind === 'member' ? ['write', 'gift'] : [];
  if (editsHere) items.push('publication-tools');
  return items;
}

/** The screen sizes where a metabar item is not shown (CSS hides it there). */
export const metabarHiddenOn = (kind: ViewerKind, item: MetabarItem, editsHere: boolean): ScreenSize[] =>
  SCREEN_SIZES.filter((screen) => !metabarItems(kind, screen, editsHere).includes(item));
