import { builder } from '../builder.ts';

/** docs/spec-checklist.md 1 §7: paging{limit, page, source, to}; the next page comes back as pagingInfo.next. */
export const PagingOptions = builder.inputType('PagingOptions', {
  fields: (t) => ({
    limit: t.int({ required: false }),
    page: t.int({ required: false }),
    source: t.string({ required: false }),
    to: t.string({ required: false }),
  }),
});

export interface PageCursor {
  readonly limit: number;
  readonly to: string;
}

export const PageCursorRef = builder.objectRef<PageCursor>('PageCursor').implement({
  fields: (t) => ({ limit: t.exposeInt('limit'), to: t.exposeString('to') }),
});

export const PagingInfoRef = builder.objectRef<{ next: PageCursor | null }>('PagingInfo').implement({
  fields: (t) => ({ next: t.field({ type: PageCursorRef, nullable: true, resolve: (info) => info.next }) }),
});

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 25;

/**
 * The query limits' cost of a paged list (./builder.ts): each item as a field of five, for as many
 * items as the page asks for (at most MAX_PAGE_SIZE).
 */
export const pagedComplexity = (args: { readonly paging?: { readonly limit?: number | null } | null }) => ({
  field: 5,
  multiplier: Math.min(MAX_PAGE_SIZE, args.paging?.limit ?? DEFAULT_PAGE_SIZE),
});

/** A page size the server accepts: the client's wish, clamped to 1 to 25. */
export const pageSize = (limit: number | null | undefined): number =>
  Math.min(MAX_PAGE_SIZE, Math.max(1, limit ?? DEFAULT_PAGE_SIZE));

/** Cursors are "{publishedAtMs}:{id}", the sort key of the last item shown. */
export function parseCursor(to: string | null | undefined): { at: number; id: string } | null {
  const match = /^(\d+):([0-9a-z-]+)$/.exec(to ?? '');
  return match ? { at: Number(match[1]), id: match[2] ?? '' } : null;
}

export const cursorOf = (at: Date, id: string): string => `${at.getTime()}:${id}`;

/** Pages that move by position: `to` is how many items came before the next page. */
export const offsetOf = (to: string | null | undefined): number => (/^\d{1,6}$/.test(to ?? '') ? Number(to) : 0);

export const nextOffset = (hasMore: boolean, offset: number, limit: number): PageCursor | null =>
  hasMore ? { limit, to: String(offset + limit) } : null;
