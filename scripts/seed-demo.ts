// The demo site, written into the local database and bucket: rows come from worker/db/seed;
// this writes them as SQL, and draws the demo pictures.
import sharp from 'sharp';
import { buildSeed, type SeedRows } from '../worker/db/seed/build-seed.ts';
import { DEMO_IMAGES } from '../worker/db/seed/demo-images.ts';
import { mediaResourceRows } from '../worker/db/media-resources.ts';
import type { PostContent } from '../shared/content/paragraphs.ts';
import type { LocalBindings } from './local-bindings.ts';

const literal = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

// D1 refuses statements over 100 KB; stay well under it.
const MAX_STATEMENT_BYTES = 80_000;
// Parents before children, so foreign keys hold at every statement.
const ORDER = [
  'users',
  'collections',
  'collection_roles',
  'collection_feature_pages',
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
  'post_stats_daily',
  'post_referrers_daily',
  'partner_accounts',
  'member_reading_monthly',
  'earnings_months',
  'post_earnings',
  'trending_posts',
  'trending_collection_posts',
  'featured_posts',
  'newsletters',
];

function toStatements(rows: SeedRows): string[] {
  // a table the seed fills but the order leaves out would be dropped without a word
  const unordered = Object.keys(rows).filter((table) => !ORDER.includes(table));
  if (unordered.length > 0)
    throw new Error(`Seed tables missing from ORDER in scripts/seed-demo.ts: ${unordered.join(', ')}`);
  const statements: string[] = [];
  for (const table of ORDER) {
    // Rows of one table may name different columns (the demo's staff member has is_staff, the
    // generated writers do not): each set of columns gets its own inserts, so a column a row
    // leaves out takes its default rather than null.
    const byColumns = new Map<string, SeedRows[string]>();
    for (const row of rows[table] ?? []) {
      const columns = Object.keys(row).join(', ');
      const group = byColumns.get(columns);
      if (group) group.push(row);
      else byColumns.set(columns, [row]);
    }
    for (const [columns, tableRows] of byColumns) {
      const head = `insert into ${table} (${columns}) values\n`;
      let values: string[] = [];
      let bytes = 0;
      const flush = () => {
        if (values.length > 0) statements.push(`${head}${values.join(',\n')};`);
        values = [];
        bytes = 0;
      };
      for (const row of tableRows) {
        const value = `(${Object.values(row)
          .map((cell) => literal(cell))
          .join(', ')})`;
        if (bytes + value.length > MAX_STATEMENT_BYTES) flush();
        values.push(value);
        bytes += value.length;
      }
      flush();
    }
  }
  // Rows already there stay (a re-seed adds what is missing). Never REPLACE: it deletes
  // without running delete triggers, which would leave the search indexes stale.
  return statements.map((statement) => statement.replace(/;$/, ' on conflict do nothing'));
}

// Statements per batch: each batch is one transaction and one round trip to the local runtime.
const BATCH_SIZE = 50;

/** Writes the demo site plus `scale` generated stories; rows already there stay. Returns what it wrote. */
export async function seedDemo({ DB, MEDIA }: LocalBindings, scale: number): Promise<string> {
  const rows = buildSeed(scale, Date.now());
  // Ids of embedded links are digests, which Web Crypto computes only asynchronously.
  const paragraphs = (rows['posts'] ?? []).flatMap(
    (post) => (JSON.parse(String(post['content'])) as PostContent).paragraphs,
  );
  rows['media_resources'] = await mediaResourceRows(paragraphs);
  const statements = toStatements(rows);
  for (let start = 0; start < statements.length; start += BATCH_SIZE) {
    await DB.batch(statements.slice(start, start + BATCH_SIZE).map((sql) => DB.prepare(sql)));
  }
  // The pictures are drawn as SVG and made JPEG by sharp.
  const images = Object.values(DEMO_IMAGES);
  for (const image of images) {
    const jpeg = await sharp(Buffer.from(image.svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    await MEDIA.put(image.id, jpeg, {
      httpMetadata: { contentType: 'image/jpeg' },
      customMetadata: { uploaderId: 'seed', width: String(image.width), height: String(image.height) },
    });
  }
  return `${rows['users']?.length} people, ${rows['collections']?.length} publications, ${rows['posts']?.length} stories, ${images.length} pictures`;
}
