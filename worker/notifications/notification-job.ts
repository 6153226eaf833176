import type { NotificationEvent } from './notifications-for.ts';

/** A message on the jobs queue: an event to turn into notifications, stamped when it happened. */
export interface NotificationJob {
  readonly kind: 'notification';
  readonly event: NotificationEvent;
  readonly occurredAt: number;
}
