import type { DIGEST_FREQUENCIES } from '../content/enumerations.ts';
import { TIME } from '../constants.ts';

export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** The digest's choices in the notification e-mails' settings, in the order offered. */
export const DIGEST_FREQUENCY_CHOICES: readonly { readonly frequency: DigestFrequency; readonly label: string }[] = [
  { frequency: 'DAILY', label: 'Every day' },
  { frequency: 'WEEKLY', label: 'Every Monday' },
  { frequency: 'OFF', label: 'Never' },
];

/** How many stories one digest names. */
export const DIGEST_STORIES = 5;

/**
 * The digest someone is due when the daily run comes at `now`: the period it is for (so each is
 * sent once, however often the run comes) and where its stories start. A daily digest covers the
 * day before; a weekly one comes on Mondays (UTC) and covers the week before. Null when none is due.
 */
export function dueDigest(
  frequency: DigestFrequency,
  now: Date,
): { readonly period: string; readonly since: Date } | null {
  const day = now.toISOString().slice(0, 10);
  switch (frequency) {
    case 'DAILY':
      return { period: `day:${day}`, since: new Date(now.getTime() - TIME.day) };
    case 'WEEKLY':
      return now.getUTCDay() === 1 ? { period: `week:${day}`, since: new Date(now.getTime() - TIME.week) } : null;
    case 'OFF':
      return null;
  }
}

/** The digest's subject: the topics its stories come from, the first two by name. */
export function digestSubject(topics: readonly string[]): string {
  const [first, second, ...rest] = topics;
  if (!first) return 'Stories from the topics you follow';
  if (!second) return `New in ${first}`;
  return rest.length === 0 ? `New in ${first} and ${second}` : `New in ${first}, ${second} and ${rest.length} more`;
}
