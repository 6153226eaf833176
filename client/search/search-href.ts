/** A search page's address for a query (`?q=`), with any further parameters (a page number). */
export const searchHref = (path: string, query: string, extra: Readonly<Record<string, string>> = {}): string =>
  `${path}?${new URLSearchParams({ q: query, ...extra }).toString()}`;
