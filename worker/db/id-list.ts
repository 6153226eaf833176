import { sql, type SQL } from 'drizzle-orm';

/** `a, b, c` as bound parameters, for `in (...)` inside hand-written SQL. */
export const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
