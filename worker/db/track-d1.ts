/** The part of D1 a request uses: a session over the database (replicas) or the database itself. */
export type D1Client = Pick<D1Database, 'prepare' | 'batch'>;

export interface TrackedD1<Client extends D1Client> {
  readonly db: Client;
  /** Round trips so far: each statement run on its own, and each batch, is one. */
  readonly roundTrips: () => number;
  /** Whether a statement that changes the database has run. */
  readonly wrote: () => boolean;
}

/** Statements that change rows; Drizzle writes them lowercase, hand-written ones may not. */
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;

/** Whether a statement changes rows (a `with` that ends in a write counts as one). */
export const writesRows = (sql: string): boolean =>
  WRITE.test(sql) || /^\s*with\b[\s\S]*\b(?:insert|update|delete|replace)\b/i.test(sql);

/**
 * Wraps a D1 client and counts round trips, noting whether anything was written. The count is
 * reported on responses outside production, so tests can show a page's cost does not grow with its
 * items; a write makes the request hand its browser a bookmark (d1-session.ts).
 */
export function trackD1<Client extends D1Client>(d1: Client): TrackedD1<Client> {
  let count = 0;
  let wrote = false;
  const real = new WeakMap<object, { statement: D1PreparedStatement; writes: boolean }>();

  const wrapStatement = (statement: D1PreparedStatement, writes: boolean): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'bind') {
          return (...values: unknown[]) => wrapStatement(target.bind(...values), writes);
        }
        if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
          return (...args: unknown[]) => {
            count += 1;
            wrote ||= writes;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    real.set(wrapped, { statement, writes });
    return wrapped;
  };

  const db = new Proxy(d1, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), writesRows(sql));
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count += 1;
          const unwrapped = statements.map((statement) => real.get(statement) ?? { statement, writes: true });
          wrote ||= unwrapped.some((entry) => entry.writes);
          return target.batch(unwrapped.map((entry) => entry.statement));
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, roundTrips: () => count, wrote: () => wrote };
}
