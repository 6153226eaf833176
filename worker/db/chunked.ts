/** A list in runs of at most `size`: D1 binds at most 100 values in a statement, so a long insert goes as several in one batch. */
export const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
