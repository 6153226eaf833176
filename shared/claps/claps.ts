/** A reader gives a story at most this many claps, over any number of visits. */
export const MAX_CLAPS_PER_READER = 50;

/** How many of the claps asked for count, given how many the reader already gave. */
export const clapsAccepted = (given: number, asked: number): number =>
  Math.max(0, Math.min(MAX_CLAPS_PER_READER - Math.max(0, given), Math.trunc(asked)));
