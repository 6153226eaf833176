import { createApp } from './app.ts';
import { withEdgeCache } from './cache/edge-cache-front.ts';
import { EDGE_KEEP_SECONDS } from './cache/stored-page.ts';
import { pruneTagIndex } from './cache/tag-index.ts';
import { createLogger } from '../shared/logger.ts';
import { endGiftMemberships } from './db/gift-writes.ts';
import { database } from './db/client.ts';
import { purgeTrash } from './db/post-writes.ts';
import { handleJobBatch, type Job } from './jobs/handle-job-batch.ts';
import { computeMonthEarnings, previousMonth } from './partner/compute-month-earnings.ts';
import { queueTaxReminders } from './partner/queue-tax-reminders.ts';
import { pruneRawEvents } from './stats/roll-up-events.ts';

const app = createApp();

export default {
  fetch: withEdgeCache(app.fetch),
  /**
   * The daily cron of wrangler.toml: the trash, the edge cache's index, the tax reminders, raw events past their window and gifted memberships past their term. The
   * trigger's own time is the clock, so the 14 days of the trash are measured from when the run
   * was due, and a test can run it at any date.
   */
  scheduled: async (controller, env) => {
    await purgeTrash(database(env.DB), new Date(controller.scheduledTime));
    // the edge cache's index forgets pages the cache itself no longer keeps
    await pruneTagIndex(database(env.DB), new Date(controller.scheduledTime - EDGE_KEEP_SECONDS * 1000));
    await queueTaxReminders(database(env.DB), env.JOBS, new Date(controller.scheduledTime));
    await pruneRawEvents(database(env.DB), new Date(controller.scheduledTime));
    await endGiftMemberships(database(env.DB), new Date(controller.scheduledTime));
    // every day, so a month missed by a failed run is done the next day; once done, it is skipped
    await computeMonthEarnings(database(env.DB), previousMonth(new Date(controller.scheduledTime)), new Date(controller.scheduledTime));
  },
  /** The jobs queue of wrangler.toml: notifications are written here, after the request that caused them. */
  queue: (batch, env) => handleJobBatch(batch, database(env.DB), createLogger('info')),
} satisfies ExportedHandler<Env, Job>;
