// `node bench/stats.ts [small] [large]`: what the writer's stats cost with a large store of raw
// events against a small one (under 2 with 1,000,000 against 1,000, as pages read the
// rollups), and how fast the queue consumer takes reported events in. Ratios and rates measured
// in this one run. Also run by `npm run bench`.
import { createHash } from 'node:crypto';
import type { LocalDatabase } from '../scripts/local-bindings.ts';
import { startSite } from '../scripts/site.ts';
import { medianRatio, requestsPerSecond } from './measure.ts';

const SESSION = 'bench-session-token-for-ada';
/** Sessions are stored by the SHA-256 of their token, in hex (worker/auth/viewer.ts). */
const SESSION_HASH = createHash('sha256').update(SESSION).digest('hex');
const STORY = 'a00000000002';

/** Ada (a writer, and on the staff) signed in, and `count` raw events of her story, already counted. */
const prepare = (count: number) => async (db: LocalDatabase) => {
  const now = Date.now();
  await db.batch([
    db.prepare(
      `insert into sessions (token_hash, user_id, xsrf, expires_at, public_id, user_agent, last_seen_at, proved_at)
       select '${SESSION_HASH}', id, 'bench-xsrf', ${now + 86_400_000}, 'bench-session', 'bench', ${now}, ${now} from users where username = 'ada'`,
    ),
    db.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
       insert into events (event_id, key, type, data, timestamp, user_id, rolled_up)
       select 'bench-' || i, 'post.view', 'post.view', '{"postId":"${STORY}"}', ${now} - (i % 30) * 86400000, null, 1 from n`,
    ),
  ]);
};

const asAda = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Cookie: `sid=${SESSION}`, 'X-Xsrf-Token': 'bench-xsrf' },
  body: JSON.stringify(body),
});

const WRITER_STATS = {
  query:
    '{ writerStats(range: "30d") { __typename ... on WriterStats { totals { views reads } days { day views } posts { post { id } views } } } }',
};

/** The D1 round trips one stats request costs, as the server counts them. */
async function roundTrips(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/_/graphql`, asAda(WRITER_STATS));
  await response.arrayBuffer();
  return Number(response.headers.get('X-D1-Round-Trips'));
}

export async function statsScaling(
  small: number,
  large: number,
): Promise<{ ratio: number; roundTrips: [number, number] }> {
  const smallSite = await startSite({ prepare: prepare(small) });
  const largeSite = await startSite({ prepare: prepare(large) });
  try {
    const measure = (baseURL: string) => () => requestsPerSecond(`${baseURL}/_/graphql`, asAda(WRITER_STATS), 200);
    return {
      ratio: await medianRatio(measure(smallSite.baseURL), measure(largeSite.baseURL), 3),
      roundTrips: [await roundTrips(smallSite.baseURL), await roundTrips(largeSite.baseURL)],
    };
  } finally {
    smallSite.stop();
    largeSite.stop();
  }
}

/** Reported reading events per second, from the first send until the rollup has counted them all. */
export async function ingestionRate(total: number, perBatch = 100): Promise<number> {
  const site = await startSite({ prepare: prepare(0), rateLimitScale: 1000 });
  try {
    const started = performance.now();
    for (let sent = 0; sent < total; sent += perBatch) {
      const events = Array.from({ length: perBatch }, (_, n) => ({
        key: 'post.view',
        type: 'post.view',
        data: { postId: STORY, referrer: '' },
        timestamp: Date.now(),
        eventId: `ingest-${sent + n}`,
      }));
      const response = await fetch(`${site.baseURL}/_/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '' },
        body: JSON.stringify(events),
      });
      if (response.status !== 204) throw new Error(`/_/batch answered ${response.status}`);
    }
    const status = {
      query: '{ internalStatus { ... on InternalStatus { pendingReadingEvents eventsByType { type count } } } }',
    };
    for (;;) {
      const answer = (await (await fetch(`${site.baseURL}/_/graphql`, asAda(status))).json()) as {
        data: { internalStatus: { pendingReadingEvents: number; eventsByType: { type: string; count: number }[] } };
      };
      const stored = answer.data.internalStatus.eventsByType.find((row) => row.type === 'post.view')?.count ?? 0;
      if (stored >= total && answer.data.internalStatus.pendingReadingEvents === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return total / ((performance.now() - started) / 1000);
  } finally {
    site.stop();
  }
}

if (import.meta.main) {
  const [small = 1_000, large = 1_000_000] = process.argv.slice(2).map(Number);
  const scaling = await statsScaling(small, large);
  console.log(
    `stats over ${large} raw events cost ${scaling.ratio.toFixed(2)} times over ${small} (under 2), in ${scaling.roundTrips[1]} and ${scaling.roundTrips[0]} D1 round trips`,
  );
  console.log(
    `the queue consumer takes in ${(await ingestionRate(5_000)).toFixed(0)} reported reading events a second`,
  );
}
