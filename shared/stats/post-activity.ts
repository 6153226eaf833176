/** What a story's readers did, as its info page lists it (/p/{postId}/info/{order}/{filter}). */
export const ACTIVITY_FILTERS = ['all', 'claps', 'responses', 'highlights'] as const;
export const ACTIVITY_ORDERS = ['recent', 'oldest'] as const;

export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export type ActivityOrder = (typeof ACTIVITY_ORDERS)[number];

/** An address's filter and order, or the defaults (everything, most recent first) for any other word. */
export function activityChoice(
  order: string | undefined,
  filter: string | undefined,
): { order: ActivityOrder; filter: ActivityFilter } {
  return {
    order: (ACTIVITY_ORDERS as readonly string[]).includes(order ?? '') ? (order as ActivityOrder) : 'recent',
    filter: (ACTIVITY_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as ActivityFilter) : 'all',
  };
}
