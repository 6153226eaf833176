// `node bench/load.ts [seconds]`: a mixed load on the local site for 60 seconds with
// autocannon: visitors' story and home pages, a signed-in reader's pages, GraphQL reads and claps.
// Prints requests per second, p99 latency, errors, and whether p99 grew between the first and the
// last 10 seconds. Also run by `npm run bench`.
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';
import type { LocalDatabase } from '../scripts/local-bindings.ts';
import { startSite } from '../scripts/site.ts';

const SESSION = 'bench-load-session-for-chen';
const STORY_ID = 'a00000000002';
const STORY = `/@ada/writing-code-you-can-read-in-a-year-${STORY_ID}`;

/** Chen, a reader of Ada's, signed in. */
async function prepare(db: LocalDatabase): Promise<void> {
  const now = Date.now();
  const hash = createHash('sha256').update(SESSION).digest('hex');
  await db.batch([
    db.prepare(
      `insert into sessions (token_hash, user_id, xsrf, expires_at, public_id, user_agent, last_seen_at, proved_at)
       select '${hash}', id, 'bench-xsrf', ${now + 86_400_000}, 'bench-load', 'bench', ${now}, ${now} from users where username = 'chen'`,
    ),
  ]);
}

const signedIn = { Cookie: `sid=${SESSION}`, 'X-Xsrf-Token': 'bench-xsrf', 'Content-Type': 'application/json' };
const graphql = (
  query: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Xsrf-Token': '' },
): autocannon.Request => ({
  method: 'POST',
  path: '/_/graphql',
  headers,
  body: JSON.stringify({ query }),
});

/** What each connection asks for, in turn: mostly visitors reading, as on the real site. */
const MIX: autocannon.Request[] = [
  { method: 'GET', path: STORY },
  { method: 'GET', path: '/' },
  { method: 'GET', path: STORY },
  { method: 'GET', path: '/@ada' },
  { method: 'GET', path: '/me/lists', headers: signedIn },
  { method: 'GET', path: STORY, headers: signedIn },
  graphql(`{ post(id: "${STORY_ID}") { id title clapCount } }`),
  graphql(`{ userResult(username: "ada") { __typename ... on User { id name bio } } }`),
  // past the 50 a reader may give, a clap still answers with the story's exact count
  graphql(`mutation { clap(targetPostId: "${STORY_ID}", numClaps: 1) { __typename } }`, signedIn),
];

/** p99 of the latencies noted in a window of seconds since the start. */
function p99(samples: readonly { at: number; ms: number }[], from: number, to: number): number {
  const window = samples
    .filter((sample) => sample.at >= from * 1000 && sample.at < to * 1000)
    .map((sample) => sample.ms);
  return window.sort((a, b) => a - b)[Math.floor(window.length * 0.99)] ?? Number.NaN;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p99: number;
  readonly errors: number;
  readonly firstP99: number;
  readonly lastP99: number;
  /** p99 of each 10 s window in turn: growth shows as a climb, noise as a wobble. */
  readonly windowP99s: readonly number[];
}

export async function mixedLoad(seconds = 60): Promise<LoadResult> {
  // the limits stay on; the bench's one network stands for many, as in bench/search.ts
  const site = await startSite({ prepare, production: true, rateLimitScale: 1000 });
  try {
    const started = performance.now();
    const samples: { at: number; ms: number }[] = [];
    const instance = autocannon(
      { url: site.baseURL, connections: 16, duration: seconds, requests: MIX },
      () => undefined,
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      samples.push({ at: performance.now() - started, ms: responseTime }),
    );
    const result = await new Promise<autocannon.Result>((resolve) => instance.on('done', resolve));
    return {
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      firstP99: p99(samples, 0, 10),
      lastP99: p99(samples, seconds - 10, seconds),
      windowP99s: Array.from({ length: Math.floor(seconds / 10) }, (_, index) =>
        p99(samples, index * 10, index * 10 + 10),
      ),
    };
  } finally {
    site.stop();
  }
}

export const describeLoad = (
  { requestsPerSecond, p99: overall, errors, firstP99, lastP99, windowP99s }: LoadResult,
  seconds: number,
): string =>
  `${seconds} s of mixed load (16 connections): ${requestsPerSecond.toFixed(0)} requests a second, p99 ${overall} ms, ${errors} errors; ` +
  `p99 of the last 10 s / the first 10 s: ${(lastP99 / firstP99).toFixed(2)}, each 10 s against the first: ${windowP99s.map((value) => (value / firstP99).toFixed(2)).join(' ')} ` +
  `(${windowP99s.map((value) => value.toFixed(0)).join(' ')} ms; goal: 0 errors, no growth)`;

if (import.meta.main) {
  const [seconds = 60] = process.argv.slice(2).map(Number);
  console.log(describeLoad(await mixedLoad(seconds), seconds));
}
