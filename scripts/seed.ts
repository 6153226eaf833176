// `npm run seed`: fills the local database with the demo site (worker/db/seed).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_COLLECTIONS, DEMO_USERS } from '../worker/db/seed/demo-seed.ts';
import { wrangler } from './wrangler.ts';

const quote = (value: string | null): string => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);

const statements = [
  ...DEMO_USERS.map(
    (user) =>
      `insert or replace into users (id, username, name, bio, has_subdomain, custom_domain) values (${quote(user.id)}, ${quote(user.username)}, ${quote(user.name)}, ${quote(user.bio)}, ${user.hasSubdomain ? 1 : 0}, ${quote(user.customDomain)});`,
  ),
  ...DEMO_COLLECTIONS.map(
    (collection) =>
      `insert or replace into collections (id, slug, name, description, domain, creator_id) values (${quote(collection.id)}, ${quote(collection.slug)}, ${quote(collection.name)}, ${quote(collection.description)}, ${quote(collection.domain)}, ${quote(collection.creatorId)});`,
  ),
];

const dir = mkdtempSync(join(tmpdir(), 'quire-seed-'));
try {
  const file = join(dir, 'seed.sql');
  writeFileSync(file, statements.join('\n'));
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file]);
  console.log(`seeded ${DEMO_USERS.length} writers and ${DEMO_COLLECTIONS.length} publications`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
