import { beforeAll } from 'vitest';
import { jobsSettled } from './support/jobs-settled.ts';

/**
 * Files share a runtime, and with it the jobs queue: a job a file queued near its end may run
 * after the next file has seeded, writing the old file's notifications into the new file's data.
 * So before a file starts, a marker is queued behind whatever is still waiting, and the file waits
 * until the consumer has stored it: the queue hands over messages in order and a batch runs its
 * jobs one by one, so everything queued earlier has run by then. The marker is an event of a kind
 * nothing counts, removed at once. (The cron runs only when a test calls it, and that test awaits it.)
 */
beforeAll(() => jobsSettled(), 30_000);
