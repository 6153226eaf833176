import type { NotificationEvent } from './notifications-for.ts';

/** A message on the jobs queue: an event to turn into notifications, stamped when it happened. */
export interface NotificationJob {
  readonly kind: 'notification';
  readonly event: NotificationEvent;
  readonly occurredAt: number;
  /** The site it happened on, where its e-mail's links lead; without it (the daily jobs' notices) nothing is mailed. */
  readonly origin?: string;
}
