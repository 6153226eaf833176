import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A bench site's local database: the one SQLite file of its D1, which a bench may read (read-only). */
export const databaseFile = (stateDir: string): string => {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite'));
  if (!file) throw new Error(`no D1 database in ${dir}`);
  return join(dir, file);
};
