import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

const WILDCARDS = { containing: ['%', '%'], starting: ['', '%'], ending: ['%', ''] } as const;

/**
 * `column LIKE pattern ESCAPE '\'`: whether the column contains, starts or ends with the text as it
 * was typed. A `%` or `_` in it is escaped, and the ESCAPE clause says how: Drizzle's `like()` writes
 * none, and SQLite has no escape character of its own, so an escaped `\%` would be looked for as
 * those two characters.
 */
export function likeLiterally(column: AnyColumn, text: string, where: keyof typeof WILDCARDS): SQL {
  const [before, after] = WILDCARDS[where];
  const literal = text.replaceAll(/[%_\\]/g, (char) => `\\${char}`);
  return sql`${column} like ${`${before}${literal}${after}`} escape '\\'`;
}
