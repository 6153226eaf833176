// `node bench/row-bytes.ts`: what each kind of row costs in one D1 database: a fresh SQLite
// database with every migration (the same tables, indexes, search indexes and triggers as D1),
// seeded with 100,000 of the seed's generated stories, then each kind added in turn and the bytes
// SQLite's pages grew by (dbstat) divided by the rows added. Also run by `npm run bench`;
// docs/scale.md ("What one database holds") turns the figures into the capacity model.
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { DatabaseSync } from 'node:sqlite';

const MIGRATIONS_DIR = new URL('../worker/db/migrations', import.meta.url).pathname;
const BASE_STORIES = 100_000;
const WRITERS = BASE_STORIES / 100;
const NOW = Date.UTC(2026, 11, 1);

/** Words to build text from: varied enough that the search index holds a real vocabulary. */
const VOCABULARY =
  'the a of and to in is it that was for on with as his they at be this from have or by one had not but what all were when we there can an your which their said if do will each about how up out them then she many some so these would other into has more her two like him see time could no make than first been its who now people my made over did down only way find use may water long little very after words called just where most know'.split(
    ' ',
  );

/** A paragraph of `words` words, different for each `seed`. */
function prose(seed: number, words: number): string {
  const out: string[] = [];
  let state = seed * 2_654_435_761;
  for (let word = 0; word < words; word += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    out.push(VOCABULARY[state % VOCABULARY.length] ?? 'word');
  }
  return `${out.join(' ')}.`;
}

/** A story's stored content: `paragraphs` paragraphs of 50 words, as the editor saves them. */
const storyContent = (seed: number, paragraphs: number): string =>
  JSON.stringify({
    paragraphs: Array.from({ length: paragraphs }, (_, index) => ({
      name: `p${(seed * 31 + index).toString(16).slice(-4).padStart(4, '0')}`,
      type: index % 10 === 0 ? 'H3' : 'P',
      text: prose(seed * 1_000 + index, index % 10 === 0 ? 6 : 50),
      markups: index % 4 === 1 ? [{ type: 'EM', start: 4, end: 12 }] : [],
    })),
  });

const id = (prefix: string, n: number): string => `${prefix}${n.toString(16).padStart(11, '0')}`;

/** A fresh database with every migration applied, as D1 holds them. */
async function migratedDatabase(): Promise<DatabaseSync> {
  const db = new DatabaseSync(':memory:');
  for (const migration of await readD1Migrations(MIGRATIONS_DIR)) for (const query of migration.queries) db.exec(query);
  return db;
}

const usedBytes = (db: DatabaseSync): number =>
  Number((db.prepare('select sum(pgsize - unused) as bytes from dbstat').get() as { bytes: number }).bytes);

/** Runs `insert` for n = 1…count in one transaction. */
function insertMany(db: DatabaseSync, sql: string, count: number, values: (n: number) => unknown[]): void {
  const statement = db.prepare(sql);
  db.exec('begin');
  for (let n = 1; n <= count; n += 1) statement.run(...(values(n) as never[]));
  db.exec('commit');
}

const POST_COLUMNS =
  'id, creator_id, title, subtitle, unique_slug, content, word_count, reading_time_seconds, first_published_at, latest_published_at, updated_at, latest_published_rev, in_response_to_post_id';

function insertPosts(
  db: DatabaseSync,
  prefix: string,
  count: number,
  story: (n: number) => { title: string; content: string; words: number; inResponseTo?: string },
): void {
  insertMany(db, `insert into posts (${POST_COLUMNS}) values (?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, 1, ?)`, count, (n) => {
    const { title, content, words, inResponseTo } = story(n);
    const at = NOW - n * 60_000;
    return [
      id(prefix, n),
      id('w', (n % WRITERS) + 1),
      title,
      `${title.toLowerCase().replaceAll(/\W+/g, '-')}-${id(prefix, n)}`,
      content,
      words,
      Math.round((words / 265) * 60),
      at,
      at,
      at,
      inResponseTo ?? null,
    ];
  });
}

export interface RowCost {
  readonly kind: string;
  readonly rows: number;
  readonly bytesPerRow: number;
}

/** A kind of row: how many are added, and how. */
interface RowKind {
  readonly kind: string;
  readonly rows: number;
  readonly add: (db: DatabaseSync, rows: number) => void;
}

const LONG_STORY_PARAGRAPHS = 30;

const KINDS: readonly RowKind[] = [
  {
    // about 1,400 words, a seven-minute story, with its published revision and two tags
    kind: 'story (7-minute read, published revision, 2 tags, search index)',
    rows: 2_000,
    add(db, rows) {
      insertPosts(db, 'l', rows, (n) => ({
        title: prose(n, 8),
        content: storyContent(n, LONG_STORY_PARAGRAPHS),
        words: 1_400,
      }));
      insertMany(
        db,
        `insert into post_versions (post_id, rev, title, subtitle, content, created_at) select id, 1, title, subtitle, content, updated_at from posts where id = ?`,
        rows,
        (n) => [id('l', n)],
      );
      insertMany(db, 'insert into post_tags (post_id, tag_slug, position) values (?, ?, ?), (?, ?, ?)', rows, (n) => [
        id('l', n),
        'craft',
        0,
        id('l', n),
        'memoir',
        1,
      ]);
    },
  },
  {
    kind: 'revision of such a story (an autosave)',
    rows: 2_000,
    add(db, rows) {
      insertMany(
        db,
        'insert into post_versions (post_id, rev, title, subtitle, content, created_at) values (?, 2, ?, ?, ?, ?)',
        rows,
        (n) => [id('l', n), prose(n, 8), '', storyContent(n + 7, LONG_STORY_PARAGRAPHS), NOW],
      );
    },
  },
  {
    kind: 'response (60 words)',
    rows: 10_000,
    add(db, rows) {
      insertPosts(db, 'r', rows, (n) => ({
        title: '',
        content: storyContent(n + 3, 1).replace(/"text":"[^"]*"/, `"text":"${prose(n, 60)}"`),
        words: 60,
        inResponseTo: id('b', n),
      }));
    },
  },
  {
    kind: 'account (a reader)',
    rows: 100_000,
    add(db, rows) {
      insertMany(
        db,
        'insert into users (id, username, name, email, email_verified_at, created_at) values (?, ?, ?, ?, ?, ?)',
        rows,
        (n) => [id('u', n), `reader${n}`, `Reader ${n}`, `reader${n}@example.com`, NOW, NOW],
      );
    },
  },
  {
    kind: 'session (a signed-in device)',
    rows: 100_000,
    add(db, rows) {
      insertMany(
        db,
        'insert into sessions (token_hash, user_id, xsrf, created_at, expires_at, public_id, user_agent, last_seen_at, proved_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        rows,
        (n) => [
          `${n.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`,
          id('u', n),
          `xsrf${n.toString(16).padStart(18, '0')}`,
          NOW,
          NOW + 30 * 86_400_000,
          n.toString(16).padStart(32, '0'),
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
          NOW,
          NOW,
        ],
      );
    },
  },
  {
    kind: 'follow',
    rows: 100_000,
    add(db, rows) {
      insertMany(db, 'insert into user_follows (follower_id, followed_id, created_at) values (?, ?, ?)', rows, (n) => [
        id('u', n),
        id('w', (n % WRITERS) + 1),
        NOW,
      ]);
    },
  },
  {
    kind: 'clap row (a reader’s claps for a story)',
    rows: 100_000,
    add(db, rows) {
      insertMany(db, 'insert into claps (user_id, post_id, count, updated_at) values (?, ?, ?, ?)', rows, (n) => [
        id('u', n),
        id('b', n),
        (n % 50) + 1,
        NOW,
      ]);
    },
  },
  {
    kind: 'reading history entry',
    rows: 100_000,
    add(db, rows) {
      insertMany(
        db,
        'insert into reading_history (user_id, post_id, read_at, paragraph_name, finished_at) values (?, ?, ?, ?, ?)',
        rows,
        (n) => [id('u', n), id('b', n), NOW, 'g003', n % 3 === 0 ? NOW : null],
      );
    },
  },
  {
    kind: 'raw reading event (until rolled up and pruned)',
    rows: 100_000,
    add(db, rows) {
      insertMany(
        db,
        'insert into events (event_id, key, type, data, timestamp, user_id, created_at, rolled_up) values (?, ?, ?, ?, ?, ?, ?, 0)',
        rows,
        (n) => [
          crypto.randomUUID(),
          `v:${n.toString(16).padStart(24, '0')}`,
          'post.view',
          JSON.stringify({ postId: id('b', n), source: 'INTERNAL', referrer: '' }),
          NOW,
          n % 4 === 0 ? id('u', n) : null,
          NOW,
        ],
      );
    },
  },
];

/** Bytes per row of each kind, added one kind after another to a database of 100,000 stories. */
export async function rowBytes(): Promise<RowCost[]> {
  const db = await migratedDatabase();
  insertMany(
    db,
    'insert into users (id, username, name, email, email_verified_at, created_at) values (?, ?, ?, ?, ?, ?)',
    WRITERS,
    (n) => [id('w', n), `writer${n}`, `Writer ${n}`, `writer${n}@example.com`, NOW, NOW],
  );
  db.exec(`insert into tags (slug, display_title) values ('craft', 'Craft'), ('memoir', 'Memoir')`);
  // the seed's generated stories (worker/db/seed/build-seed.ts): three short paragraphs each
  insertPosts(db, 'b', BASE_STORIES, (n) => ({
    title: `Notes on craft, number ${n}`,
    content: JSON.stringify({
      paragraphs: [
        {
          name: 'g001',
          type: 'P',
          text: `This is story ${n}, about craft and the people who care about it.`,
          markups: [],
        },
        { name: 'g002', type: 'H3', text: 'Why craft matters', markups: [] },
        {
          name: 'g003',
          type: 'P',
          text: `Every craft story starts small. This one has ${n % 97} reasons.`,
          markups: [],
        },
      ],
    }),
    words: 30,
  }));
  const costs: RowCost[] = [
    {
      kind: 'the seeded database: 100,000 short stories, 1,000 writers',
      rows: BASE_STORIES,
      bytesPerRow: usedBytes(db) / BASE_STORIES,
    },
  ];
  for (const { kind, rows, add } of KINDS) {
    const before = usedBytes(db);
    add(db, rows);
    costs.push({ kind, rows, bytesPerRow: (usedBytes(db) - before) / rows });
  }
  db.close();
  return costs;
}

export const describeRowBytes = (costs: readonly RowCost[]): string =>
  [
    'bytes a row costs in one D1 database (SQLite pages, indexes and search index included):',
    ...costs.map(
      ({ kind, rows, bytesPerRow }) =>
        `  ${Math.round(bytesPerRow).toLocaleString('en')} B  ${kind} (${rows.toLocaleString('en')} added)`,
    ),
  ].join('\n');

if (import.meta.main) console.log(describeRowBytes(await rowBytes()));
