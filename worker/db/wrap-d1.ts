/** The part of D1 a request uses: a session over the database (replicas) or the database itself. */
export type D1Client = Pick<D1Database, 'prepare' | 'batch'>;

/** Statements that change rows; Drizzle writes them lowercase, hand-written ones may not. */
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;

/** Whether a statement changes rows (a `with` that ends in a write counts as one). */
export const writesRows = (sql: string): boolean =>
  WRITE.test(sql) || /^\s*with\b[\s\S]*\b(?:insert|update|delete|replace)\b/i.test(sql);

/** What runs around each trip to D1: `run` makes the trip, `writes` says whether it changes rows. */
export type AroundTrip = <T>(run: () => Promise<T>, writes: boolean) => Promise<T>;

const RUNS = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

/**
 * A D1 client whose every trip (a statement run on its own, or a batch) goes through `around`:
 * one proxy for all that watches D1 (counting round trips, retrying transient failures), so a
 * statement pays for one layer however many things watch it. Statements bound or batched are
 * unwrapped before D1 sees them.
 */
export function wrapD1<Client extends D1Client>(d1: Client, around: AroundTrip): Client {
  const real = new WeakMap<object, { statement: D1PreparedStatement; writes: boolean }>();

  const wrapStatement = (statement: D1PreparedStatement, writes: boolean): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => Promise<unknown>;
        if (property === 'bind') return (...values: unknown[]) => wrapStatement(target.bind(...values), writes);
        if (RUNS.has(property)) return (...args: unknown[]) => around(() => method.apply(target, args), writes);
        return method.bind(target);
      },
    });
    real.set(wrapped, { statement, writes });
    return wrapped;
  };

  return new Proxy(d1, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), writesRows(sql));
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          const unwrapped = statements.map((statement) => real.get(statement) ?? { statement, writes: true });
          // a batch is one transaction: it writes if any of its statements does
          const writes = unwrapped.some((entry) => entry.writes);
          return around(() => target.batch(unwrapped.map((entry) => entry.statement)), writes);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
