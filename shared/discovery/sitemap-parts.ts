/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** How many files `total` addresses take. */
const filesFor = (total: number) => Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));

/** A file's name: a month's or a kind's, numbered past the first of its 50,000. */
const partName = (base: string, page: number) => (page === 1 ? `${base}.xml` : `${base}-${page}.xml`);

/**
 * The files a sitemap index names: one per month of stories (newest first) and, on the main
 * domain, per kind of page, each holding at most 50,000 addresses; a kind with none has no file.
 */
export function sitemapParts(
  months: readonly { month: string; stories: number }[],
  kinds: readonly { base: string; total: number }[] = [],
): string[] {
  return [
    ...months.flatMap(({ month, stories }) =>
      Array.from({ length: filesFor(stories) }, (_, index) => partName(`stories-${month}`, index + 1)),
    ),
    ...kinds
      .filter((kind) => kind.total > 0)
      .flatMap(({ base, total }) => Array.from({ length: filesFor(total) }, (_, index) => partName(base, index + 1))),
  ];
}

const PART = /^(?:stories-(\d{4}-\d{2})|(people|publications|tags))(?:-(\d+))?\.xml$/;

/** What a file name names: a month of stories or a kind, and which of its files (1 for the first). Null for anything else. */
export function parseSitemapPart(name: string): {
  readonly month: string | null;
  readonly kind: 'people' | 'publications' | 'tags' | null;
  readonly page: number;
} | null {
  const match = PART.exec(name);
  if (!match) return null;
  const [, month, kind, number] = match;
  const page = number === undefined ? 1 : Number(number);
  // the first file has no number: "-1" would name it twice
  if (number !== undefined && page < 2) return null;
  return { month: month ?? null, kind: (kind as 'people' | 'publications' | 'tags' | undefined) ?? null, page };
}
