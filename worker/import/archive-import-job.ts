import { cleanParagraphs } from '../../shared/content/clean-paragraphs.ts';
import { lockedSourceFor } from '../../shared/partner/enrollment.ts';
import { sha256Hex } from '../../shared/hex.ts';
import { link } from '../../shared/routes/index.ts';
import { cacheTags } from '../cache/cache-tags.ts';
import type { PurgeEdgeCache } from '../cache/purge-edge-cache.ts';
import type { Database } from '../db/client.ts';
import type { ArchiveImportRow, ImportReportItem } from '../db/schema/index.ts';
import {
  archiveImportById,
  failImport,
  importedTagSlugs,
  importKeysOf,
  moveImport,
  moveSubscriberPart,
  storePart,
  storeStory,
} from './archive-import-writes.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { type ReadExport, readExport } from './archive-entries.ts';
import { type ArchiveImportJob, archiveObjectKey } from './archive-import-queue.ts';
import { ARCHIVE_SOURCES, EXPORT_ERRORS } from './export-file.ts';
import type { ArchiveStory } from './archive-story.ts';
import { bringPictures, PICTURE_FETCHES_PER_RUN, type PictureDeps } from './bring-pictures.ts';
import { picturesToFetch, placePictures } from './pictures-to-fetch.ts';
import { recountTags } from '../stories/index.ts';
import { findUserById } from '../accounts/index.ts';
import { importSubscribers, SUBSCRIBERS_PER_PART } from '../newsletters/index.ts';

/** Stories one part stores, in one D1 batch: well inside a batch's limits. */
export const STORIES_PER_PART = 25;

export interface ArchiveImportDeps {
  readonly db: Database;
  readonly media: R2Bucket;
  /** Where the stories' pictures come from and go (bring-pictures.ts). */
  readonly pictures: PictureDeps;
  readonly mailer: Mailer;
  readonly productName: string;
  readonly queue: (job: ArchiveImportJob) => Promise<void>;
  readonly purge: PurgeEdgeCache;
  readonly now: () => Date;
  /**
   * How long one run goes on, part after part, before it queues the rest: a queue's next message
   * comes a second or so later, so a part a message would import 25 stories a second at most.
   */
  readonly budgetMs: number;
  /** The signed one-click address that takes a subscriber off one newsletter. */
  readonly unsubscribeUrl: (subscriberId: string, newsletterId: string) => Promise<string>;
}

/**
 * A story's id from its writer and its key: the same story imported twice (a redelivered message,
 * the same export uploaded again) is the same row, so it cannot be stored twice.
 */
const importedPostId = async (userId: string, key: string): Promise<string> =>
  (await sha256Hex(`${userId}\n${key}`)).slice(0, 12);

/** Why a story of the archive is left out, or null to import it. */
function storyProblem(
  story: ArchiveStory | { readonly error: string },
  id: string | null | undefined,
  known: ReadonlySet<string | null>,
): string | null {
  if ('error' in story) return story.error;
  if (!id) return 'It could not be read.';
  if (known.has(story.key)) return 'Already imported.';
  if (!story.title && story.paragraphs.length === 0) return 'No story was found in this file.';
  return null;
}

/** Ends an import that cannot go on, with its reason; its archive goes. */
async function refuse(deps: ArchiveImportDeps, row: ArchiveImportRow, error: string): Promise<void> {
  await failImport(deps.db, row.id, error, deps.now());
  await deps.media.delete(archiveObjectKey(row.id));
}

/**
 * One run of an archive import: the next STORIES_PER_PART stories stored as their writer's, their
 * pictures fetched first, the row's count and report moved on in the same batch, part after part
 * for `budgetMs` or PICTURE_FETCHES_PER_RUN pictures, then the next run queued, or the import ended
 * (tags recounted, pages purged, the archive deleted, the writer mailed). The row holds everything
 * between runs, so a failed run is tried again by the queue and goes on where the last one
 * stopped; a message delivered twice finds its part done (the batch moves only from the cursor it
 * read), its stories stored (their ids come from their keys) and its pictures fetched (theirs
 * come from their addresses).
 */
export async function runArchiveImport(deps: ArchiveImportDeps, job: ArchiveImportJob): Promise<void> {
  const { db } = deps;
  const row = await archiveImportById(db, job.importId);
  if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
  const object = await deps.media.get(archiveObjectKey(row.id));
  if (!object) return refuse(deps, row, 'The archive was not kept. Please upload it again.');
  const read = readExport(new Uint8Array(await object.arrayBuffer()));
  if ('error' in read) return refuse(deps, row, read.error);
  if (read.entries.length + read.tooLarge.length === 0 && read.subscribers().length === 0)
    return refuse(deps, row, EXPORT_ERRORS.noStories);
  const started = Date.now();
  let fetches = PICTURE_FETCHES_PER_RUN;
  for (let current = row; ; ) {
    // the stories first (the first part also records what the archive holds, stories or not)
    const part =
      current.status === 'QUEUED' || current.cursor < read.entries.length
        ? await importPart(deps, current, read, job, fetches)
        : { next: await subscriberPart(deps, current, read, job), fetched: 0 };
    // another run moved the import on (a message delivered twice), or it is done
    if (!part.next || part.next.status === 'DONE') return;
    fetches -= part.fetched;
    if (fetches <= 0 || Date.now() - started >= deps.budgetMs) return deps.queue(job);
    current = part.next;
  }
}

/**
 * The next STORIES_PER_PART stories stored and the import's row moved on, in one batch that
 * happens only if the row's count is still where this part read it; then, after the last part,
 * the import ended. Their pictures come first, at most `fetches` of them: when more are left,
 * the part stays where it is, with the pictures that failed noted so that no run tries them
 * again. The row as the part left it (null when another run had moved it) and the pictures fetched.
 */
async function importPart(
  deps: ArchiveImportDeps,
  row: ArchiveImportRow,
  read: ReadExport,
  job: ArchiveImportJob,
  fetches: number,
): Promise<{ readonly next: ArchiveImportRow | null; readonly fetched: number }> {
  const { db } = deps;
  const { source, entries } = read;
  const total = entries.length + read.tooLarge.length;
  const part = entries.slice(row.cursor, row.cursor + STORIES_PER_PART);
  const now = deps.now();
  const stories = await Promise.all(
    part.map(async (entry) => ({ file: entry.file, title: entry.title ?? '', story: await entry.read() })),
  );
  const writer = await findUserById(db, row.userId);
  const ids = await Promise.all(
    stories.map(({ story }) => ('error' in story ? null : importedPostId(row.userId, story.key))),
  );
  const storyIds = ids.filter((id) => id !== null);
  const known = new Set<string | null>(storyIds.length === 0 ? [] : await importKeysOf(db, row.userId, storyIds));
  // in order, so a story that comes twice in one part is stored once
  const problems = stories.map(({ story }, index) => {
    const problem = storyProblem(story, ids[index], known);
    if (problem === null && !('error' in story)) known.add(story.key);
    return problem;
  });
  const pictures = await bringPictures(
    deps.pictures,
    row.userId,
    stories.flatMap(({ story }, index) =>
      problems[index] !== null || 'error' in story ? [] : picturesToFetch(story.paragraphs),
    ),
    row.pictureFailures,
    fetches,
  );
  if (pictures.waiting > 0) {
    const failures = { ...row.pictureFailures };
    for (const [address, outcome] of pictures.outcomes) if ('reason' in outcome) failures[address] = outcome.reason;
    const next = await moveImport(db, row, { status: 'RUNNING', source, total, pictureFailures: failures });
    return { next: next ?? null, fetched: pictures.fetched };
  }
  const report: ImportReportItem[] = [];
  const writes: ReturnType<typeof storeStory> = [];
  for (const [index, { file, title, story }] of stories.entries()) {
    const problem = problems[index] ?? null;
    if (problem !== null) {
      report.push({ file, title: 'error' in story ? title : story.title, outcome: 'skipped', reason: problem });
      continue;
    }
    if ('error' in story) continue;
    const placed = placePictures(story.paragraphs, pictures.outcomes);
    const cleaned = cleanParagraphs(placed.paragraphs);
    const id = ids[index];
    if ('error' in cleaned || !id) {
      report.push({
        file,
        title: story.title,
        outcome: 'skipped',
        reason: 'error' in cleaned ? cleaned.error : '',
      });
      continue;
    }
    writes.push(
      ...storeStory(
        db,
        row,
        id,
        story,
        cleaned.paragraphs,
        lockedSourceFor(story.membersOnly ? 'LOCKED' : 'PUBLIC', writer?.partnerProgramEnrollment ?? 'NOT_ENROLLED'),
        now,
      ),
    );
    report.push({
      file,
      title: story.title,
      outcome: 'imported',
      postId: id,
      draft: story.draft,
      pictures: placed.kept,
      ...(placed.leftOut.length > 0 ? { picturesLeftOut: placed.leftOut } : {}),
    });
  }
  const last = row.cursor + part.length >= entries.length;
  // the subscribers come after the stories, a part at a time (subscriberPart): a publication's
  // join its newsletter, so a publication that has none brings none
  const noNewsletter = row.collectionId !== null && row.newsletter === null;
  const subscriberCount = last && !noNewsletter ? read.subscribers().length : 0;
  const unplaced = last && noNewsletter ? read.subscribers().length : 0;
  if (unplaced > 0)
    report.push({
      file: 'subscribers',
      title: '',
      outcome: 'skipped',
      reason: `The publication has no newsletter for its ${unplaced === 1 ? 'subscriber' : `${unplaced} subscribers`}. Make one, then upload the list alone.`,
    });
  const done = last && subscriberCount === 0;
  if (last)
    for (const name of read.tooLarge)
      report.push({ file: name, title: '', outcome: 'skipped', reason: 'This file is larger than we import (2 MB).' });
  const imported = report.filter((item) => item.outcome === 'imported').length;
  const next = await storePart(
    db,
    row,
    {
      status: done ? 'DONE' : 'RUNNING',
      source,
      total,
      subscriberCount,
      cursor: row.cursor + part.length,
      report: [...row.report, ...report],
      pictureFailures: {},
      ...(done ? { finishedAt: now } : {}),
    },
    { imported, skipped: report.length - imported },
    writes,
  );
  if (next?.status === 'DONE') await finish(deps, next, job);
  return { next: next ?? null, fetched: pictures.fetched };
}

/**
 * The next SUBSCRIBERS_PER_PART addresses of the export's list brought onto the writer's
 * newsletter (import-subscribers.ts), then the row moved on from where the part read it; after
 * the last part, the import ended. The row as the part left it, or null when another run had moved it.
 */
async function subscriberPart(
  deps: ArchiveImportDeps,
  row: ArchiveImportRow,
  read: ReadExport,
  job: ArchiveImportJob,
): Promise<ArchiveImportRow | null> {
  const people = read.subscribers().slice(row.subscribersDone, row.subscribersDone + SUBSCRIBERS_PER_PART);
  const outcome = await importSubscribers({ ...deps, origin: job.origin }, row.userId, people, row.newsletter);
  const done = row.subscribersDone + people.length >= row.subscriberCount;
  const next = await moveSubscriberPart(deps.db, row, outcome, {
    subscribersDone: row.subscribersDone + people.length,
    status: done ? 'DONE' : 'RUNNING',
    ...(done ? { finishedAt: deps.now() } : {}),
  });
  if (next?.status === 'DONE') await finish(deps, next, job);
  return next ?? null;
}

async function finish(deps: ArchiveImportDeps, done: ArchiveImportRow, job: ArchiveImportJob): Promise<void> {
  const { db } = deps;
  const row = done;
  const slugs = await importedTagSlugs(db, row.userId);
  if (slugs.length > 0) await recountTags(db, slugs);
  await deps.media.delete(archiveObjectKey(row.id));
  await deps.purge(
    cacheTags([{ userId: row.userId }, ...(row.collectionId ? [{ collectionId: row.collectionId }] : [])]),
  );
  const owner = await findUserById(db, row.userId);
  if (!owner?.email) return;
  const url = `${job.origin}${link('ArchiveImport', {})}`;
  const readers =
    done.subscriberCount > 0
      ? [
          `${done.subscribed} of your subscribers now get your newsletter here, and ${done.invited} were asked to confirm (they had not opted in to your mail there).`,
        ]
      : [];
  // a list of subscribers alone brings no stories
  const stories =
    done.total === 0
      ? []
      : [
          `Your import is done: ${done.imported} ${done.imported === 1 ? 'story' : 'stories'} imported, ${done.skipped} left out.`,
          'Published stories keep their first dates, and drafts are in your stories, under Drafts.',
        ];
  await deps.mailer.send({
    to: owner.email,
    subject:
      done.total === 0
        ? `Your subscribers are on ${deps.productName}`
        : `Your ${ARCHIVE_SOURCES[done.source]} stories are on ${deps.productName}`,
    text: [
      `Hello ${owner.name},`,
      '',
      ...stories,
      ...readers,
      '',
      `The report, with what was left out and why: ${url}`,
    ].join('\n'),
    links: [url],
  });
}
