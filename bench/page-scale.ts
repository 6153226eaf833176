// `node bench/page-scale.ts [small] [large]`: what a visitor's uncached story page and home cost
// with a large corpus against a small one (1,000,000 stories against 1,000): requests a second
// and D1 round trips, each page asked for with a parameter that misses the edge cache every time.
// A page that read by scanning instead of by index would show it here. Also run by `npm run bench`.
import type { LocalDatabase } from '../scripts/local-bindings.ts';
import { startSite } from '../scripts/site.ts';
import { medianRatio, requestsPerSecond } from './measure.ts';

/** Stories a generated writer has, as the seed spreads them (worker/db/seed/build-seed.ts). */
const STORIES_A_WRITER = 100;
/** Rows a statement writes: each is one transaction in the local D1. */
const PART = 50_000;
/** The story both corpora hold, asked for on each site. */
const STORY = 500;

const storyId = (n: number): string => `f${n.toString(16).padStart(11, '0')}`;

/**
 * `count` stories by `count / 100` writers, written by SQL in parts (the seed's JavaScript path
 * takes minutes for a million): three short paragraphs each, a tag, the search index and the
 * writers' counts kept by the schema's own triggers.
 */
const prepare = (count: number) => async (db: LocalDatabase) => {
  const writers = Math.ceil(count / STORIES_A_WRITER);
  const now = Date.now();
  const numbers = (from: number, to: number) =>
    `with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})`;
  await db.batch([
    db.prepare(
      `${numbers(1, writers)} insert into users (id, username, name, email, email_verified_at, created_at)
       select printf('v%011x', i), 'scale' || i, 'Scale Writer ' || i, 'scale' || i || '@example.com', ${now}, ${now} from n`,
    ),
    db.prepare(`insert or ignore into tags (slug, display_title) values ('craft', 'Craft')`),
  ]);
  for (let from = 1; from <= count; from += PART) {
    const to = Math.min(count, from + PART - 1);
    await db.batch([
      db.prepare(
        `${numbers(from, to)} insert into posts (id, creator_id, title, subtitle, unique_slug, content, word_count,
           reading_time_seconds, first_published_at, latest_published_at, updated_at, latest_published_rev)
         select printf('f%011x', i), printf('v%011x', (i - 1) % ${writers} + 1), 'Notes on craft, number ' || i,
           'A generated story for benchmarks', 'notes-on-craft-number-' || i || '-' || printf('f%011x', i),
           json_object('paragraphs', json_array(
             json_object('name', 'g001', 'type', 'P', 'text', 'This is story ' || i || ', about craft and the people who care about it.', 'markups', json_array()),
             json_object('name', 'g002', 'type', 'H3', 'text', 'Why craft matters', 'markups', json_array()),
             json_object('name', 'g003', 'type', 'P', 'text', 'Every craft story starts small. This one has ' || (i % 97) || ' reasons to continue.', 'markups', json_array()))),
           30, 8, ${now} - 864000000 - i * 60000, ${now} - 864000000 - i * 60000, ${now} - 864000000 - i * 60000, 1
         from n`,
      ),
      db.prepare(
        `${numbers(from, to)} insert into post_tags (post_id, tag_slug, position) select printf('f%011x', i), 'craft', 0 from n`,
      ),
    ]);
  }
};

/** The D1 round trips a page cost, as its Server-Timing says (development sites carry it). */
async function pageRoundTrips(url: string): Promise<number> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const trips = /d1;desc="(\d+) round trip/.exec(response.headers.get('Server-Timing') ?? '')?.[1];
  if (trips === undefined) throw new Error(`${url} answered ${response.status} without its D1 round trips`);
  return Number(trips);
}

export interface PageScale {
  readonly page: string;
  /** Requests a second over the small corpus / over the large one: the large one's cost in small ones. */
  readonly ratio: number;
  readonly roundTrips: readonly [small: number, large: number];
}

export async function pageScaling(small: number, large: number): Promise<PageScale[]> {
  const smallSite = await startSite({ prepare: prepare(small), production: true });
  const largeSite = await startSite({ prepare: prepare(large), production: true });
  try {
    // the story's writer is one of the corpus's writers, who differ in number: each site its own address
    const storyPath = (count: number) =>
      `/@scale${((STORY - 1) % Math.ceil(count / STORIES_A_WRITER)) + 1}/notes-on-craft-number-${STORY}-${storyId(STORY)}`;
    const pages = [
      ['a story page', storyPath(small), storyPath(large)],
      ['home', '/', '/'],
    ] as const;
    const results: PageScale[] = [];
    for (const [page, smallPath, largePath] of pages) {
      let sent = 0;
      // a parameter the cache key leaves out, new each time: every request renders
      const missing = (url: string) => () =>
        requestsPerSecond(() => `${url}?utm_content=scale-${(sent += 1)}`, {}, 100);
      const smallURL = `${smallSite.baseURL}${smallPath}`;
      const largeURL = `${largeSite.baseURL}${largePath}`;
      const smallTrips = await pageRoundTrips(`${smallURL}?utm_content=trips`);
      const largeTrips = await pageRoundTrips(`${largeURL}?utm_content=trips`);
      results.push({
        page,
        ratio: await medianRatio(missing(smallURL), missing(largeURL), 3),
        roundTrips: [smallTrips, largeTrips],
      });
    }
    return results;
  } finally {
    smallSite.stop();
    largeSite.stop();
  }
}

export const describePageScale = (results: readonly PageScale[], small: number, large: number): string[] =>
  results.map(
    ({ page, ratio, roundTrips }) =>
      `${page} over ${large} stories costs ${ratio.toFixed(2)} times one over ${small} (at most 1.2), in ${roundTrips[1]} and ${roundTrips[0]} D1 round trips`,
  );

if (import.meta.main) {
  const [small = 1_000, large = 1_000_000] = process.argv.slice(2).map(Number);
  for (const line of describePageScale(await pageScaling(small, large), small, large)) console.log(line);
}
