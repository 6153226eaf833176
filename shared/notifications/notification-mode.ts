import type { NOTIFICATION_MODES } from '../content/enumerations.ts';

export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** The settings' words for each mode (docs/spec-checklist.md 3 §3's ALL, NETWORK, OFF), in the order offered. */
export const NOTIFICATION_MODE_CHOICES: readonly {
  readonly mode: NotificationMode;
  readonly label: string;
  readonly hint: string;
}[] = [
  { mode: 'ALL', label: 'Everyone', hint: 'Follows, claps, responses, highlights, notes and mentions from anyone.' },
  { mode: 'NETWORK', label: 'People you follow', hint: 'Only what people you follow do.' },
  { mode: 'OFF', label: 'Off', hint: 'Nothing from other people. Notices about your own account still come.' },
];

/** Whether something a person did reaches someone whose notification mode is `mode`. */
export const hearsFrom = (mode: NotificationMode, followsActor: boolean): boolean =>
  mode === 'ALL' || (mode === 'NETWORK' && followsActor);
