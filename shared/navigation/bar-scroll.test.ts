import { describe, expect, it } from 'vitest';
import { barScrollMode, nextBarScroll, type BarScroll, type BarScrollMode } from './bar-scroll.ts';

const HEIGHT = 57;
const TOP: BarScroll = { offset: 0, y: 0, turn: 0 };

/** The bar's offset after each scroll position in turn. */
function offsets(mode: BarScrollMode, positions: number[], locked = false): number[] {
  let bar = TOP;
  return positions.map((y) => (bar = nextBarScroll(bar, y, HEIGHT, mode, locked)).offset);
}

describe('the top bar follows scrolling (docs/spec-checklist.md 1 §4)', () => {
  it.each<[string, BarScrollMode, number[], number[]]>([
    ['“hides by the scrolled amount on scroll down”', 'follow', [10, 30, 50, 200], [10, 30, 50, 57]],
    ['“and reappears on scroll up”', 'follow', [200, 190], [57, 0]],
    ['“or at the top”', 'follow', [40, 60, 0], [40, 57, 0]],
    ['metabar: stays within 25 px of the top', 'metabar', [10, 25], [0, 0]],
    ['metabar: “hides on scroll down past 25 px”', 'metabar', [10, 26], [0, 57]],
    ['metabar: stays hidden on the way up, away from the top', 'metabar', [400, 300, 100], [57, 57, 57]],
    ['metabar: “reappears within 25 px of the top”', 'metabar', [400, 100, 25], [57, 57, 0]],
    ['aggressive: not yet after 24 px up', 'aggressive', [400, 376], [57, 57]],
    ['aggressive: “reappears after scrolling up 25 px”', 'aggressive', [400, 380, 375], [57, 57, 0]],
    [
      'aggressive: the 25 px count from where the reader turned',
      'aggressive',
      [400, 500, 480, 476, 475],
      [57, 57, 57, 57, 0],
    ],
    ['aggressive: hides again on the way down', 'aggressive', [400, 370, 380], [57, 0, 57]],
  ])('%s', (_case, mode, positions, expected) => {
    expect(offsets(mode, positions)).toEqual(expected);
  });

  it('stays shown while locked (the search popover is open)', () => {
    expect(offsets('follow', [100, 300], true)).toEqual([0, 0]);
    expect(offsets('metabar', [100, 300], true)).toEqual([0, 0]);
  });

  it.each<[string, BarScrollMode]>([
    ['post', 'aggressive'],
    ['publication-profile', 'metabar'],
    ['home', 'follow'],
    ['user-profile', 'follow'],
  ])('a %s page: %s', (page, mode) => {
    expect(barScrollMode(page)).toBe(mode);
  });
});
