// Brings the local database up to date the way `wrangler d1 migrations apply --local` does,
// recording each migration in wrangler's own d1_migrations table (so either may run next), but
// in one process: wrangler starts the runtime once per migration, about 20 s for thirty.
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import type { LocalDatabase } from './local-bindings.ts';

const MIGRATIONS_DIR = new URL('../worker/db/migrations', import.meta.url).pathname;

/** Applies the migrations not yet applied, each with its record in one transaction; returns their names. */
export async function migrateLocalDatabase(db: LocalDatabase): Promise<string[]> {
  await db.batch([
    db.prepare(`create table if not exists d1_migrations (
      id integer primary key autoincrement,
      name text unique,
      applied_at timestamp default current_timestamp not null
    )`),
  ]);
  const applied = new Set(
    (await db.prepare('select name from d1_migrations').all<{ name: string }>()).results.map((row) => row.name),
  );
  const pending = (await readD1Migrations(MIGRATIONS_DIR)).filter((migration) => !applied.has(migration.name));
  for (const migration of pending) {
    const record = `insert into d1_migrations (name) values ('${migration.name.replaceAll("'", "''")}')`;
    await db.batch([...migration.queries, record].map((sql) => db.prepare(sql)));
  }
  return pending.map((migration) => migration.name);
}
