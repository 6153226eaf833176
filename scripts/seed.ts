// `npm run seed [-- --scale N]`: fills the local database with the demo site, plus N generated
// stories for benchmarks. Rows come from worker/db/seed; this only writes them as SQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { getPlatformProxy } from 'wrangler';
import { buildSeed, type SeedRows } from '../worker/db/seed/build-seed.ts';
import { DEMO_IMAGES } from '../worker/db/seed/demo-images.ts';
import { mediaResourceRows } from '../worker/db/media-resources.ts';
import type { PostContent } from '../shared/content/paragraphs.ts';
import { wrangler, wranglerEnv } from './wrangler.ts';

const scaleIndex = process.argv.indexOf('--scale');
const scale = scaleIndex === -1 ? 0 : Number(process.argv[scaleIndex + 1]);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale takes a whole number of stories, e.g. --scale 100000');
  process.exit(2);
}

const literal = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

// D1 refuses statements over 100 KB; stay well under it.
const MAX_STATEMENT_BYTES = 80_000;
// Parents before children, so foreign keys hold at every statement.
const ORDER = [
  'users',
  'collections',
  'collection_roles',
  'tags',
  'topics',
  'posts',
  'post_tags',
  'sequences',
  'sequence_posts',
  'user_follows',
  'claps',
  'highlights',
  'catalogs',
  'catalog_items',
  'notifications',
  'media_resources',
];

function toSql(rows: SeedRows): string {
  const statements: string[] = [];
  for (const table of ORDER) {
    const tableRows = rows[table] ?? [];
    // Rows of one table may name different columns: every column any row names is written.
    const columns = [...new Set(tableRows.flatMap((row) => Object.keys(row)))];
    const head = `insert into ${table} (${columns.join(', ')}) values\n`;
    let values: string[] = [];
    let bytes = 0;
    const flush = () => {
      if (values.length > 0) statements.push(`${head}${values.join(',\n')};`);
      values = [];
      bytes = 0;
    };
    for (const row of tableRows) {
      const value = `(${columns.map((column) => literal(row[column])).join(', ')})`;
      if (bytes + value.length > MAX_STATEMENT_BYTES) flush();
      values.push(value);
      bytes += value.length;
    }
    flush();
  }
  // Rows already there stay (a re-seed adds what is missing). Never REPLACE: it deletes
  // without running delete triggers, which would leave the search indexes stale.
  return statements.map((statement) => statement.replace(/;$/, ' on conflict do nothing;')).join('\n');
}

/** The part of the R2 binding the seed uses (the Workers types are not loaded in Node scripts). */
interface MediaBucket {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> }): Promise<unknown>;
}

/**
 * The demo pictures go into the local R2 bucket the dev server reads: drawn as SVG, made JPEG
 * by sharp, written through wrangler's local bindings (one process for all of them).
 */
async function putDemoImages(): Promise<number> {
  // In-process wrangler reads the same offline switches the command-line runs get.
  Object.assign(process.env, wranglerEnv);
  const stateDir = process.env.QUIRE_STATE_DIR;
  const { env, dispose } = await getPlatformProxy<{ MEDIA: MediaBucket }>({ persist: stateDir ? { path: join(stateDir, 'v3') } : true, remoteBindings: false });
  try {
    const images = Object.values(DEMO_IMAGES);
    for (const image of images) {
      const jpeg = await sharp(Buffer.from(image.svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      await env.MEDIA.put(image.id, jpeg, { httpMetadata: { contentType: 'image/jpeg' }, customMetadata: { uploaderId: 'seed', width: String(image.width), height: String(image.height) } });
    }
    return images.length;
  } finally {
    await dispose();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'quire-seed-'));
try {
  const file = join(dir, 'seed.sql');
  const rows = buildSeed(scale);
  // Ids of embedded links are digests, which Web Crypto computes only asynchronously.
  const paragraphs = (rows['posts'] ?? []).flatMap((post) => (JSON.parse(String(post['content'])) as PostContent).paragraphs);
  rows['media_resources'] = await mediaResourceRows(paragraphs);
  writeFileSync(file, toSql(rows));
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file]);
  const images = await putDemoImages();
  console.log(`seeded ${rows['users']?.length} people, ${rows['collections']?.length} publications, ${rows['posts']?.length} stories, ${images} pictures`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
