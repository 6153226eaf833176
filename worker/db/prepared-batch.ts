import { fillPlaceholders, sql, type Placeholder } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { rowShaper } from './row-shaper.ts';
import type { D1Client } from './wrap-d1.ts';

/**
 * Drizzle with no database behind it, for building statements only: preparing one asks the client
 * for a statement object, which is never run (each call prepares its own on the request's D1).
 */
const builder: DrizzleD1Database = drizzle({ prepare: () => ({}) } as unknown as D1Database);

/** What a built statement offers: its SQL with placeholders, and how to shape D1's rows into Drizzle's. */
interface Preparable {
  prepare(): {
    getQuery(): { sql: string; params: unknown[] };
    mapAllResult(rows: unknown, isFromBatch?: boolean): unknown;
  };
  all(): PromiseLike<unknown>;
}

type RowsOf<Query> = Query extends { all(): PromiseLike<infer Rows> } ? Rows : never;

/**
 * Statements that run together in one D1 round trip (one transaction), whose SQL Drizzle builds
 * once per isolate; only the named values change from call to call. Building SQL from the schema is CPU a hot path pays
 * on every request otherwise: profiled, it was an eighth of an uncached story page's (docs/scale.md).
 * The rows come out exactly as `db.batch` shapes them (row-shaper.ts), through the same prepared queries.
 */
export function preparedBatch<Name extends string, Queries extends readonly Preparable[]>(
  names: readonly Name[],
  build: (db: DrizzleD1Database, values: Readonly<Record<Name, Placeholder<Name>>>) => readonly [...Queries],
): (
  d1: D1Client,
  values: Readonly<Record<Name, unknown>>,
) => Promise<{ -readonly [Index in keyof Queries]: RowsOf<Queries[Index]> }> {
  let statements: { sql: string; params: unknown[]; rows: (result: unknown) => unknown }[] | undefined;
  return async (d1, values) => {
    statements ??= build(
      builder,
      Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<Name, Placeholder<Name>>,
    ).map((query) => {
      const prepared = query.prepare();
      const shape = rowShaper(prepared);
      return {
        ...prepared.getQuery(),
        rows: (result: unknown) =>
          shape ? shape((result as D1Result<Record<string, unknown>>).results) : prepared.mapAllResult(result, true),
      };
    });
    const results = await d1.batch(
      statements.map((statement) => d1.prepare(statement.sql).bind(...fillPlaceholders(statement.params, values))),
    );
    return statements.map((statement, index) => statement.rows(results[index])) as {
      -readonly [Index in keyof Queries]: RowsOf<Queries[Index]>;
    };
  };
}
