// `node bench/claps.ts [claps]`: many readers clap for one story at once (1,000). The
// story's stored count must end exact, and its row must be written once per queue batch, not once
// per clap. Also run by `npm run bench`.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { LocalDatabase } from '../scripts/local-bindings.ts';
import { startSite } from '../scripts/site.ts';
import { databaseFile } from './database-file.ts';

const STORY = 'a00000000002';
const READERS = 100;
const tokenOf = (reader: number) => `bench-clapper-${reader}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** `READERS` signed-in readers, and a trigger noting each write of a story's clap count. */
async function prepare(db: LocalDatabase): Promise<void> {
  const now = Date.now();
  const readers = Array.from({ length: READERS }, (_, reader) => reader);
  await db.batch([
    db.prepare(
      `insert into users (id, username, name, email_verified_at) values ${readers.map((reader) => `('u-clapper-${reader}', 'clapper${reader}', 'Clapper ${reader}', ${now})`).join(', ')}`,
    ),
    db.prepare(
      `insert into sessions (token_hash, user_id, xsrf, expires_at, public_id, user_agent, last_seen_at, proved_at) values ${readers
        .map(
          (reader) =>
            `('${hashOf(tokenOf(reader))}', 'u-clapper-${reader}', 'bench-xsrf', ${now + 86_400_000}, 'bench-clapper-${reader}', 'bench', ${now}, ${now})`,
        )
        .join(', ')}`,
    ),
    db.prepare('create table bench_clap_count_writes (at integer)'),
    db.prepare(
      `create trigger bench_clap_count_written after update of clap_count on posts when new.id = '${STORY}' begin insert into bench_clap_count_writes values (unixepoch('subsec') * 1000); end`,
    ),
  ]);
}

const clap = (baseURL: string, reader: number) =>
  fetch(`${baseURL}/_/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `sid=${tokenOf(reader)}`, 'X-Xsrf-Token': 'bench-xsrf' },
    body: JSON.stringify({ query: `mutation { clap(targetPostId: "${STORY}", numClaps: 1) { __typename } }` }),
  }).then(async (response) => {
    const body = (await response.json()) as { data?: { clap?: { __typename: string } } };
    if (body.data?.clap?.__typename !== 'Post') throw new Error(`a clap was refused: ${JSON.stringify(body)}`);
  });

export interface ClapBench {
  readonly claps: number;
  readonly before: number;
  readonly after: number;
  readonly storyWrites: number;
}

export async function concurrentClaps(claps = 1_000): Promise<ClapBench> {
  const site = await startSite({ prepare, rateLimitScale: 20 });
  try {
    const db = new DatabaseSync(databaseFile(site.stateDir), { readOnly: true });
    const stored = () => (db.prepare('select clap_count as n from posts where id = ?').get(STORY) as { n: number }).n;
    const before = stored();
    // every clap at once, from readers taking turns (each stays under the 50 a reader may give)
    await Promise.all(Array.from({ length: claps }, (_, n) => clap(site.baseURL, n % READERS)));
    const deadline = Date.now() + 60_000;
    while (stored() !== before + claps && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // a little longer, in case a late batch would count something twice
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const result = {
      claps,
      before,
      after: stored(),
      storyWrites: (db.prepare('select count(*) as n from bench_clap_count_writes').get() as { n: number }).n,
    };
    db.close();
    return result;
  } finally {
    site.stop();
  }
}

export const describeClaps = ({ claps, before, after, storyWrites }: ClapBench): string =>
  `${claps} concurrent claps on one story: its count went from ${before} to ${after} (${after - before === claps ? 'exact' : `OFF BY ${after - before - claps}`}), ` +
  `in ${storyWrites} writes of the story's row (one per clap before the counts were batched; ${(claps / Math.max(storyWrites, 1)).toFixed(0)} claps a write)`;

if (import.meta.main) {
  const [claps = 1_000] = process.argv.slice(2).map(Number);
  console.log(describeClaps(await concurrentClaps(claps)));
}
