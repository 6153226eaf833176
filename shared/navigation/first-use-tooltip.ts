import { HOME_FEED_TIP_FLAG } from '../constants.ts';
import { showsHint } from './shows-hint.ts';

/** The flag the first-use tooltip is dismissed with (docs/spec-checklist.md 1 §2.12: "a first-use tooltip for the global navigation"). */
export const FIRST_USE_TOOLTIP_FLAG = 'GLOBAL_NAV_FIRST_USE_TOOLTIP';

/**
 * One hint at a time: the tooltip waits until home's feed tip is dismissed, so a new reader is
 * not asked to dismiss two things at once, and neither covers the other.
 */
export const showsFirstUseTooltip = (dismissableFlags: readonly string[] | null): boolean =>
  showsHint(dismissableFlags, FIRST_USE_TOOLTIP_FLAG) && dismissableFlags?.includes(HOME_FEED_TIP_FLAG) === true;

/** docs/spec-checklist.md 1 §9: the tooltip's enter delay. */
export const FIRST_USE_TOOLTIP_DELAY_MS = 500;

/** docs/spec-checklist.md 1 §4, §9: near the top means a scrollY under 40. */
export const TOOLTIP_TOP_ZONE = 40;

/**
 * docs/spec-checklist.md 1 §4: the tooltip "hides on scroll down, reappears on scrolling back up near the top
 * (scrollY under 40)". Anything else leaves it as it was.
 */
export function tooltipVisibleAfterScroll(visible: boolean, previousY: number, y: number): boolean {
  if (y > previousY) return false;
  if (y < previousY && y < TOOLTIP_TOP_ZONE) return true;
  return visible;
}
