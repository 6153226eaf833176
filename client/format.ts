const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Dec 4, 2026": Intl's en-US short date in UTC, written out. Dates render the same on the server
 * and in the browser (UTC, fixed locale), so hydration matches; Intl's formatter cost a story
 * page's render more than the rest of its byline.
 */
export const formatDate = (ms: number): string => {
  const date = new Date(ms);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};

export const formatReadingTime = (minutes: number): string => `${Math.max(1, Math.round(minutes))} min read`;

export const formatCount = (count: number): string =>
  count >= 1_000_000
    ? `${(count / 1_000_000).toFixed(1)}M`
    : count >= 1000
      ? `${(count / 1000).toFixed(1)}K`
      : String(count);

/** "1 Follower", "1.2K Followers": the count as formatCount shows it, with the noun agreeing. */
export const formatCounted = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

const MONEY = new Map<string, Intl.NumberFormat>();
/** An amount in cents (or the currency's smallest unit of two decimals) as money: $5.00. */
export const formatCents = (cents: number, currency = 'USD'): string => {
  let format = MONEY.get(currency);
  if (!format) MONEY.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(cents / 100);
};
