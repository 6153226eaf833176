/** docs/spec-checklist.md 1 §9: the metabar's scroll threshold. */
export const SCROLL_THRESHOLD = 25;

/**
 * How the top bar follows scrolling (docs/spec-checklist.md 1 §4): `follow` hides it by the scrolled amount on the
 * way down and brings it back on the way up or at the top; `metabar` hides it past 25 px down and
 * brings it back within 25 px of the top; `aggressive` also brings it back after 25 px up.
 */
export type BarScrollMode = 'follow' | 'metabar' | 'aggressive';

/** Stories read best with the bar out of the way; publications show the metabar; the rest follow. */
export const barScrollMode = (page: string): BarScrollMode =>
  page === 'post' ? 'aggressive' : page === 'publication-profile' ? 'metabar' : 'follow';

export interface BarScroll {
  /** How far the bar is moved up: 0 shows it, its height hides it. */
  readonly offset: number;
  readonly y: number;
  /** Where the reader last turned to scroll up (aggressive mode measures from there). */
  readonly turn: number;
}

/** The bar after the page scrolled to `y`; a locked bar (an open search) stays shown. */
export function nextBarScroll(
  bar: BarScroll,
  y: number,
  height: number,
  mode: BarScrollMode,
  locked: boolean,
): BarScroll {
  const down = y > bar.y;
  // while scrolling down the turning point moves with the page; scrolling up measures from it
  const turn = down ? y : bar.turn;
  let offset: number;
  if (locked || y <= 0) offset = 0;
  else if (mode === 'follow') offset = down ? Math.min(height, bar.offset + y - bar.y) : 0;
  else if (y <= SCROLL_THRESHOLD) offset = 0;
  else if (down) offset = height;
  else offset = mode === 'aggressive' && turn - y >= SCROLL_THRESHOLD ? 0 : bar.offset;
  return { offset, y, turn };
}
