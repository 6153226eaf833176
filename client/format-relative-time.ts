import { formatDate } from './format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * docs/spec-checklist.md 1 §5: recent items say how long ago, older ones give the date. Under a week is recent,
 * as a reader thinks of "this week's" news. Its own module, because format.ts ships with every
 * story and only the notifications need this.
 */
export function formatRelativeTime(at: number, now: number): string {
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return counted(Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return counted(Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return counted(Math.floor(ago / DAY), 'day');
  return formatDate(at);
}
