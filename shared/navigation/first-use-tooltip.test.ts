import { describe, expect, it } from 'vitest';
import { showsFirstUseTooltip, tooltipVisibleAfterScroll } from './first-use-tooltip.ts';

describe('the first-use tooltip follows scrolling (docs/spec-checklist.md 1 §4)', () => {
  it.each<[string, boolean, number, number, boolean]>([
    ['“hides on scroll down”', true, 0, 10, false],
    ['stays hidden on the way up, away from the top', false, 300, 200, false],
    ['“reappears on scrolling back up near the top (scrollY under 40)”', false, 60, 39, true],
    ['not at 40 itself', false, 60, 40, false],
    ['stays shown while scrolling up near the top', true, 30, 20, true],
    ['a scroll event without movement changes nothing', false, 20, 20, false],
  ])('%s', (_case, visible, previousY, y, expected) => {
    expect(tooltipVisibleAfterScroll(visible, previousY, y)).toBe(expected);
  });
});

describe('one hint at a time', () => {
  it.each<[string, readonly string[] | null, boolean]>([
    ['after home’s feed tip was dismissed', ['HOME_FEED_TIP'], true],
    ['not while the feed tip still shows', [], false],
    ['not once dismissed itself', ['HOME_FEED_TIP', 'GLOBAL_NAV_FIRST_USE_TOOLTIP'], false],
    ['not without a viewer', null, false],
  ])('%s', (_case, flags, shown) => {
    expect(showsFirstUseTooltip(flags)).toBe(shown);
  });
});
