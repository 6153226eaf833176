import type { Logger } from '../../shared/logger.ts';
import { buildDataExport } from '../account/data-export-job.ts';
import type { DataExportJob } from '../account/data-export-queue.ts';
import type { EdgePurgeJob } from '../cache/edge-purge-job.ts';
import { cacheTags } from '../cache/cache-tags.ts';
import { createEdgeCachePurge } from '../cache/purge-edge-cache.ts';
import type { ClapCountJob } from '../claps/clap-count-job.ts';
import { recountClaps } from '../claps/clap-writes.ts';
import type { PublishDueJob } from '../publishing/publish-due-job.ts';
import { publishDueStories } from '../publishing/publish-due-stories.ts';
import { type Database, database } from '../db/client.ts';
import { markRetrying, retryingTrip } from '../db/retry-d1.ts';
import { trackD1 } from '../db/track-d1.ts';
import type { EventJob } from '../events/event-job.ts';
import { federationJobNeeded, type FederationJob } from '../federation/federation-job.ts';
import { federationService } from '../federation/federation-service.ts';
import { storeEvents } from '../events/event-writes.ts';
import { isReadingEvent } from '../events/prepare-reading-events.ts';
import { rollUpReadingEvents } from '../stats/roll-up-writes.ts';
import { deliverNotifications } from '../notifications/deliver-notifications.ts';
import type { NotificationJob } from '../notifications/notification-job.ts';
import { createMailer } from '../mail/mailer.ts';
import { siteOrigin } from '../mail/site-origin.ts';
import { sendTopicDigests } from '../notifications/send-topic-digests.ts';
import type { TopicDigestJob } from '../notifications/topic-digest-job.ts';
import type { NewsletterJob } from '../newsletters/newsletter-job.ts';
import { sendEmailIssue } from '../newsletters/send-email-issue.ts';
import { sendStoryNewsletter } from '../newsletters/send-story-newsletter.ts';
import { emailSettingsUrl } from '../newsletters/mail-issue.ts';
import type { ArchiveImportJob } from '../import/archive-import-queue.ts';

/** Everything the jobs queue carries. */
export type Job =
  | NotificationJob
  | EventJob
  | NewsletterJob
  | PublishDueJob
  | DataExportJob
  | ClapCountJob
  | FederationJob
  | TopicDigestJob
  | ArchiveImportJob
  | EdgePurgeJob;

/** How long one run of an archive import goes on before it queues the rest (runArchiveImport). */
const ARCHIVE_IMPORT_RUN_MS = 10_000;

/** Rounds of people one topic digest job serves before it queues the rest as a job of its own. */
const DIGEST_ROUNDS_PER_JOB = 20;

const FEDERATION_KINDS: ReadonlySet<Job['kind']> = new Set([
  'fedify',
  'federate_post',
  'federation_off',
  'fediverse_reject',
]);
const isFederationJob = (job: Job): job is FederationJob => FEDERATION_KINDS.has(job.kind);

async function runJob(db: Database, env: Env, job: Job, logger: Logger): Promise<void> {
  if (isFederationJob(job)) {
    // the fediverse's Worker starts only for work that has something to send
    if (!(await federationJobNeeded(db, env, job))) return;
    // in the fediverse's own Worker, where Fedify and its JSON-LD live
    await federationService(env).runJob(job);
  } else if (job.kind === 'edge_purge') {
    await createEdgeCachePurge(env, db, logger, () => new Date())(job.tags);
  } else if (job.kind === 'publish_due') {
    await publishDueStories(
      db,
      env.JOBS,
      createEdgeCachePurge(env, db, logger, () => new Date()),
      new Date(),
    );
  } else if (job.kind === 'newsletter_story' || job.kind === 'newsletter_issue') {
    const mailer = createMailer(env, db, () => new Date());
    const site = { origin: job.origin, productName: env.PRODUCT_NAME, env };
    await (job.kind === 'newsletter_story'
      ? sendStoryNewsletter(db, mailer, site, job)
      : sendEmailIssue(db, mailer, site, job));
  } else if (job.kind === 'data_export') {
    await buildDataExport(
      db,
      env.MEDIA,
      createMailer(env, db, () => new Date()),
      env.PRODUCT_NAME,
      job,
      logger,
    );
  } else if (job.kind === 'topic_digest') {
    const site = { origin: siteOrigin(env), productName: env.PRODUCT_NAME, env };
    const { more } = await sendTopicDigests(
      db,
      createMailer(env, db, () => new Date()),
      site,
      new Date(job.at),
      DIGEST_ROUNDS_PER_JOB,
    );
    if (more) await env.JOBS.send(job);
  } else if (job.kind === 'archive_import') {
    // the export readers (fflate, fast-xml-parser) load for an import's work only
    const { runArchiveImport } = await import('../import/archive-import-job.ts');
    const { createPictureFetcher } = await import('../import/fetch-picture.ts');
    // each part says what it cost, so an import's load on D1 can be read from the log
    const tracked = trackD1(env.DB, retryingTrip());
    const started = Date.now();
    await runArchiveImport(
      {
        db: database(markRetrying(tracked.db)),
        media: env.MEDIA,
        pictures: {
          media: env.MEDIA,
          images: env.IMAGES,
          fetchPicture: createPictureFetcher(env.ENVIRONMENT !== 'production'),
        },
        mailer: createMailer(env, db, () => new Date()),
        productName: env.PRODUCT_NAME,
        queue: async (next) => {
          await env.JOBS.send(next);
        },
        purge: createEdgeCachePurge(env, db, logger, () => new Date()),
        now: () => new Date(),
        budgetMs: ARCHIVE_IMPORT_RUN_MS,
        unsubscribeUrl: (subscriberId, newsletterId) =>
          emailSettingsUrl({ origin: job.origin, productName: env.PRODUCT_NAME, env }, subscriberId, newsletterId),
      },
      job,
    );
    logger.info('An archive import ran', {
      importId: job.importId,
      roundTrips: tracked.roundTrips(),
      ms: Date.now() - started,
    });
  } else if (job.kind === 'events') {
    await storeEvents(db, job);
  } else if (job.kind !== 'clap_count')
    await deliverNotifications(db, job, {
      mailer: createMailer(env, db, () => new Date()),
      productName: env.PRODUCT_NAME,
      env,
    });
}

/** Rolls up the reading events stored so far; a story's reads passing a milestone tell its writer (once: the rollup is done). */
async function rollUp(db: Database): Promise<void> {
  for (const { postId, creatorId, readsBefore, readsAfter } of await rollUpReadingEvents(db)) {
    await deliverNotifications(db, {
      kind: 'notification',
      event: { kind: 'post_read', actorId: null, postId, creatorId, readsBefore, readsAfter },
      occurredAt: Date.now(),
    });
  }
}

/** Sets the clap counts of the batch's stories, one write each, and purges the pages that show them. */
async function countClaps(db: Database, env: Env, postIds: readonly string[], logger: Logger): Promise<void> {
  const changed = await recountClaps(db, [...new Set(postIds)]);
  await createEdgeCachePurge(env, db, logger, () => new Date())(cacheTags(changed.map((postId) => ({ postId }))));
}

/**
 * The jobs queue's consumer. Each message stands alone: one that fails is retried by the queue
 * (its work is idempotent) without holding back the others of its batch. Counters are the
 * exception that makes hot stories cheap: the batch's reading events are rolled up, and its
 * stories' clap counts set, once for the whole batch; if that fails, the messages that asked for
 * it are retried, and since both steps count from stored rows, nothing is counted twice.
 */
export async function handleJobBatch(batch: MessageBatch<Job>, db: Database, env: Env, logger: Logger): Promise<void> {
  const retry = (messages: readonly Message<Job>[], error: unknown) => {
    for (const message of messages) {
      logger.error('A job failed and will be retried', {
        kind: message.body.kind,
        attempts: message.attempts,
        error: String(error),
      });
      message.retry();
    }
  };
  const readings: Message<Job>[] = [];
  const claps: Message<Job>[] = [];
  const clappedPostIds: string[] = [];
  for (const message of batch.messages) {
    try {
      await runJob(db, env, message.body, logger);
      if (message.body.kind === 'events' && message.body.events.some(isReadingEvent)) readings.push(message);
      else if (message.body.kind === 'clap_count') {
        claps.push(message);
        clappedPostIds.push(message.body.postId);
      } else message.ack();
    } catch (error) {
      retry([message], error);
    }
  }
  const together: [Message<Job>[], () => Promise<void>][] = [
    [readings, () => rollUp(db)],
    [claps, () => countClaps(db, env, clappedPostIds, logger)],
  ];
  for (const [messages, work] of together) {
    if (messages.length === 0) continue;
    try {
      await work();
      for (const message of messages) message.ack();
    } catch (error) {
      retry(messages, error);
    }
  }
}
