import { env } from 'cloudflare:test';
import type { BatchItem } from 'drizzle-orm/batch';
import { database } from '../../worker/db/client.ts';

/**
 * The test's database through Drizzle and the schema (`worker/db/schema/`): the rows a test sets
 * up, changes or clears are typed by their tables, so a renamed or retyped column fails the
 * typecheck where a fixture uses it, not a test at run time. Reads that check what was stored
 * stay SQL, apart from the code they check.
 */
export const db = database(env.DB);

/** Statements made in a loop, as one batch: Drizzle's `batch` takes a written-out list. */
export const batch = (statements: readonly BatchItem<'sqlite'>[]) => {
  const [first, ...rest] = statements;
  if (!first) throw new Error('an empty batch');
  return db.batch([first, ...rest]);
};
