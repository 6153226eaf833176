import type { Logger } from '../../shared/logger.ts';
import type { EventJob } from './event-job.ts';

/** Records one event the server itself saw a viewer do. */
export type RecordEvent = (type: string, data: Readonly<Record<string, unknown>>) => Promise<void>;

/**
 * Events of docs/spec-checklist.md 1 §7 that are the server's to see (follow, unfollow, user.muted): the mutation
 * that does the thing records it, on the same queue and in the same shape as the browser's
 * reports, so no page needs code to report them. A queue that refuses is logged and never fails
 * what the viewer did.
 */
export function createEventRecorder(
  queue: Queue<EventJob>,
  logger: Logger,
  userId: string | null,
  now: () => Date,
): RecordEvent {
  return async (type, data) => {
    const event = {
      key: type,
      type,
      data: { ...data, service: 'server' },
      timestamp: now().getTime(),
      eventId: crypto.randomUUID(),
    };
    try {
      await queue.send({ kind: 'events', events: [event], userId });
    } catch (error) {
      logger.error('An event could not be queued', { type, error: String(error) });
    }
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Records what the viewer did for the stats (follow, unfollow, user.muted: docs/spec-checklist.md 1 §7). */
    readonly recordEvent: RecordEvent;
  }
}
