import { removeLapsedExports } from './account/data-export-job.ts';
import { createApp } from './app/app.ts';
import { withEdgeCache } from './cache/edge-cache-front.ts';
import { EDGE_KEEP_SECONDS } from './cache/stored-page.ts';
import { pruneTagIndex } from './cache/tag-index-writes.ts';
import { endGiftMemberships } from './payments/gift-writes.ts';
import { database } from './db/client.ts';
import { purgeTrash } from './stories/post-writes.ts';
import { pruneLogRecords } from './logging/log-record-writes.ts';
import { workLog } from './logging/request-log.ts';
import { pruneFederationState } from './federation/federation-writes.ts';
import { handleJobBatch, type Job } from './app/handle-job-batch.ts';
import { computeMonthEarnings, previousMonth } from './partner/compute-month-earnings.ts';
import { queueTaxReminders } from './partner/queue-tax-reminders.ts';
import { pruneRawEvents } from './stats/roll-up-writes.ts';
import { thinRevisions } from './stories/thin-revision-writes.ts';
import { rankTrending, TRENDING_PAGE_TAGS } from './discovery/rank-trending.ts';
import { createEdgeCachePurge } from './cache/purge-edge-cache.ts';
import { publishDueStories } from './publishing/publish-due-stories.ts';

const app = createApp();

/** wrangler.toml's hourly trigger: the trending rankings only. */
const HOURLY_CRON = '7 * * * *';
/** wrangler.toml's trigger each minute: scheduled stories whose time has come. */
const MINUTE_CRON = '* * * * *';

export default {
  fetch: withEdgeCache(app.fetch),
  /**
   * The daily cron of wrangler.toml: the trash, the edge cache's index, the tax reminders, the topic digests, raw events past their window, stories' day-old saves thinned to one a day, gifted memberships past their term, data exports past their 24 hours, the fediverse's expired caches and old delivery claims, development's log records past their week, and last month's Partner Program earnings; hourly, the trending rankings (the edge's copies of their pages purged); each minute, the scheduled stories whose time has come. The
   * trigger's own time is the clock, so the 14 days of the trash are measured from when the run
   * was due, and a test can run it at any date.
   */
  // the context is optional as the tests run the trigger without one; their logs go to the console only
  scheduled: async (controller, env, context?: ExecutionContext) => {
    const { logger } = workLog(env, 'cron', null, (promise) => (context ? context.waitUntil(promise) : void promise));
    const purge = createEdgeCachePurge(env, database(env.DB), logger, () => new Date());
    if (controller.cron === MINUTE_CRON) {
      await publishDueStories(database(env.DB), env.JOBS, purge, new Date(controller.scheduledTime));
      return;
    }
    // trending moves by the hour; everything else is daily
    await rankTrending(database(env.DB), new Date(controller.scheduledTime));
    await purge(TRENDING_PAGE_TAGS);
    if (controller.cron === HOURLY_CRON) return;
    await purgeTrash(database(env.DB), new Date(controller.scheduledTime));
    // the edge cache's index forgets pages the cache itself no longer keeps
    await pruneTagIndex(database(env.DB), new Date(controller.scheduledTime - EDGE_KEEP_SECONDS * 1000));
    await queueTaxReminders(database(env.DB), env.JOBS, new Date(controller.scheduledTime));
    await env.JOBS.send({ kind: 'topic_digest', at: controller.scheduledTime });
    await pruneRawEvents(database(env.DB), new Date(controller.scheduledTime));
    await thinRevisions(database(env.DB), new Date(controller.scheduledTime));
    await endGiftMemberships(database(env.DB), new Date(controller.scheduledTime));
    await removeLapsedExports(database(env.DB), env.MEDIA, new Date(controller.scheduledTime));
    await pruneFederationState(database(env.DB), new Date(controller.scheduledTime));
    await pruneLogRecords(database(env.DB), new Date(controller.scheduledTime));
    // every day, so a month missed by a failed run is done the next day; once done, it is skipped
    await computeMonthEarnings(
      database(env.DB),
      previousMonth(new Date(controller.scheduledTime)),
      new Date(controller.scheduledTime),
    );
  },
  /** The jobs queue of wrangler.toml: notifications are written and newsletters mailed here, after the request that caused them. */
  queue: (batch, env, context) =>
    handleJobBatch(
      batch,
      database(env.DB),
      env,
      workLog(env, 'queue', null, (promise) => context.waitUntil(promise)).logger,
    ),
} satisfies ExportedHandler<Env, Job>;
