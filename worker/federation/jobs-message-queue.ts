import type { MessageQueue, MessageQueueEnqueueOptions } from '@fedify/fedify';

/** A task of Fedify's (fan-out, delivery to one inbox, an incoming activity) carried by the jobs queue. */
export interface FederationJob {
  readonly kind: 'fedify';
  readonly message: unknown;
}

// Cloudflare Queues delay a message by at most 12 hours, Fedify's longest back-off.
const MAX_DELAY_SECONDS = 12 * 60 * 60;

const delaySeconds = (options?: MessageQueueEnqueueOptions): number | undefined => {
  const seconds = options?.delay ? Math.ceil(options.delay.total({ unit: 'second' })) : 0;
  return seconds > 0 ? Math.min(seconds, MAX_DELAY_SECONDS) : undefined;
};

/**
 * Fedify's message queue over the `JOBS` queue. Workers cannot listen; the queue's consumer hands
 * each message to `federation.processQueuedTask` (worker/federation/run-federation-job.ts). Fedify
 * keeps its own retry policy (back-off, giving up on dead servers): a failed delivery is enqueued
 * again with its delay, never retried by the queue itself.
 */
export class JobsMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;

  constructor(private readonly jobs: Queue<FederationJob>) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.jobs.send({ kind: 'fedify', message }, { delaySeconds: delaySeconds(options) });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (messages.length === 0) return;
    await this.jobs.sendBatch(
      messages.map((message) => ({ body: { kind: 'fedify' as const, message }, delaySeconds: delaySeconds(options) })),
    );
  }

  listen(): Promise<void> {
    return Promise.resolve();
  }
}
