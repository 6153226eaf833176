import type { Logger } from '../../shared/logger.ts';

/** Publish the stories whose time has come: the minute cron's work, also sent ahead as a delayed message. */
export interface PublishDueJob {
  readonly kind: 'publish_due';
}

/** The longest Cloudflare Queues delays a message (12 hours). */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 60 * 60;

/**
 * How long to hold the message that publishes a story scheduled for `at`: until its time (a
 * second late rather than early), or null beyond what a queue can hold, where the cron alone
 * publishes it.
 */
export function publishDueDelay(at: Date, now: Date): number | null {
  const seconds = Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
  return seconds <= MAX_QUEUE_DELAY_SECONDS ? seconds : null;
}

export type QueuePublishDue = (at: Date) => Promise<void>;

/**
 * A scheduled story publishes through whichever comes first of the minute cron and a message
 * held until its time (which also runs where no cron fires, as under `wrangler dev`); both take
 * it off the schedule in one statement, so it publishes once. A refused send is logged: the
 * cron still publishes it.
 */
export function createPublishDueQueue(queue: Queue<PublishDueJob>, logger: Logger, now: () => Date): QueuePublishDue {
  return async (at) => {
    const delaySeconds = publishDueDelay(at, now());
    if (delaySeconds === null) return;
    try {
      await queue.send({ kind: 'publish_due' }, { delaySeconds });
    } catch (error) {
      logger.error('A scheduled story’s message could not be queued', { at: at.toISOString(), error: String(error) });
    }
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Holds a message until a scheduled story's time, which publishes it (worker/publishing/). */
    readonly queuePublishDue: QueuePublishDue;
  }
}
