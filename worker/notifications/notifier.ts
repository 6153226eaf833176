import type { Logger } from '../../shared/logger.ts';
import type { NotificationJob } from './notification-job.ts';
import type { NotificationEvent } from './notifications-for.ts';

/** Puts an event on the jobs queue; its consumer writes the notifications (deliverNotifications). */
export type Notify = (event: NotificationEvent) => Promise<void>;

/**
 * `origin` is the main site's, where the notifications' e-mails lead. A notification is never worth failing the action that caused it: a follow stands even when the
 * queue refuses the message, and the refusal is logged.
 */
export function createNotifier(queue: Queue<NotificationJob>, logger: Logger, now: () => Date, origin: string): Notify {
  return async (event) => {
    try {
      await queue.send({ kind: 'notification', event, occurredAt: now().getTime(), origin });
    } catch (error) {
      logger.error('A notification could not be queued', { kind: event.kind, error: String(error) });
    }
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Queues what happened for the people it concerns (worker/notifications). */
    readonly notify: Notify;
  }
}
