// `node bench/archive-import.ts [stories]`: a writer's Medium export of 1,000 stories imported
// through the upload and the jobs queue, as a writer would: stories a second from the upload to
// the end, and the D1 round trips each story cost (each run of the job logs its own). Also run
// by `npm run bench`.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { strToU8, zipSync } from 'fflate';
import type { LocalDatabase } from '../scripts/local-bindings.ts';
import { startSite } from '../scripts/site.ts';
import { databaseFile } from './database-file.ts';

const SESSION = 'bench-session-token-for-ada-imports';
const SESSION_HASH = createHash('sha256').update(SESSION).digest('hex');

/** Ada signed in, with a session the bench knows. */
const prepare = async (db: LocalDatabase) => {
  const now = Date.now();
  await db.batch([
    db.prepare(
      `insert into sessions (token_hash, user_id, xsrf, expires_at, public_id, user_agent, last_seen_at, proved_at)
       select '${SESSION_HASH}', id, 'bench-xsrf', ${now + 86_400_000}, 'bench-imports', 'bench', ${now}, ${now} from users where username = 'ada'`,
    ),
  ]);
};
const asAda = { Cookie: `sid=${SESSION}`, 'X-Xsrf-Token': 'bench-xsrf' };

/** A Medium export of `count` published stories of a few paragraphs each, as Medium writes them. */
function mediumExport(count: number): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (let n = 0; n < count; n += 1) {
    const id = (0x100000000000 + n).toString(16);
    const words = Array.from(
      { length: 6 },
      (_, p) =>
        `<p class="graf graf--p">Paragraph ${p} of story ${n}, with <strong>some</strong> <a href="https://example.com/${n}">words</a>.</p>`,
    ).join('');
    files[`posts/2020-01-01_Story-${n}-${id}.html`] = strToU8(
      `<!DOCTYPE html><html><head><title>Story ${n}</title></head><body><article class="h-entry"><header><h1 class="p-name">Story ${n}</h1></header>` +
        `<section data-field="body" class="e-content"><section class="section"><div class="section-inner">${words}</div></section></section>` +
        `<footer><p class="p-tags"><a class="p-tag" href="https://medium.com/tag/bench">Bench</a></p><p><time class="dt-published" datetime="2020-01-01T00:00:00.000Z">then</time></p>` +
        `<p><a class="p-canonical" href="https://medium.com/@ada/story-${n}-${id}">Canonical link</a></p></footer></article></body></html>`,
    );
  }
  return zipSync(files);
}

export interface ImportBench {
  readonly stories: number;
  readonly storiesPerSecond: number;
  readonly roundTripsPerStory: number;
}

export async function archiveImportRate(stories = 1_000): Promise<ImportBench> {
  const site = await startSite({ prepare });
  try {
    const started = performance.now();
    const sent = await fetch(`${site.baseURL}/_/import`, {
      method: 'POST',
      headers: { ...asAda, 'Content-Type': 'application/zip' },
      body: new Uint8Array(mediumExport(stories)),
    });
    if (sent.status !== 202) throw new Error(`the upload answered ${sent.status}: ${await sent.text()}`);
    const query = { query: '{ viewer { archiveImports { status imported error } } }' };
    for (;;) {
      const answer = (await (
        await fetch(`${site.baseURL}/_/graphql`, {
          method: 'POST',
          headers: { ...asAda, 'Content-Type': 'application/json' },
          body: JSON.stringify(query),
        })
      ).json()) as {
        data: { viewer: { archiveImports: { status: string; imported: number; error: string | null }[] } };
      };
      const [newest] = answer.data.viewer.archiveImports;
      if (newest?.status === 'FAILED') throw new Error(`the import failed: ${newest.error}`);
      if (newest?.status === 'DONE') {
        if (newest.imported !== stories) throw new Error(`imported ${newest.imported} of ${stories}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (performance.now() - started) / 1000;
    // the log records are written after each part's answer: give the last one a moment
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const db = new DatabaseSync(databaseFile(site.stateDir), { readOnly: true });
    const parts = db.prepare("select record from log_records where message = 'An archive import ran'").all() as {
      record: string;
    }[];
    db.close();
    const roundTrips = parts.reduce(
      (sum, part) =>
        sum + Number((JSON.parse(part.record) as { context?: { roundTrips?: number } }).context?.roundTrips ?? 0),
      0,
    );
    return { stories, storiesPerSecond: stories / seconds, roundTripsPerStory: roundTrips / stories };
  } finally {
    site.stop();
  }
}

export const describeImport = ({ stories, storiesPerSecond, roundTripsPerStory }: ImportBench): string =>
  `a Medium export of ${stories} stories imports at ${storiesPerSecond.toFixed(0)} stories a second, in ${roundTripsPerStory.toFixed(2)} D1 round trips a story`;

if (import.meta.main) {
  const [stories = 1_000] = process.argv.slice(2).map(Number);
  console.log(describeImport(await archiveImportRate(stories)));
}
