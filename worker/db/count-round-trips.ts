/**
 * Wraps a D1 binding and counts round trips: each statement run on its own, and each batch, is
 * one. Outside production the count is reported on responses, so tests can show that a page's
 * cost does not grow with its items.
 */
export function countRoundTrips(d1: D1Database): { db: D1Database; count: () => number } {
  let count = 0;
  const real = new WeakMap<object, D1PreparedStatement>();

  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'bind') {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        if (property === 'first' || property === 'all' || property === 'run' || property === 'raw') {
          return (...args: unknown[]) => {
            count += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    real.set(wrapped, statement);
    return wrapped;
  };

  const db = new Proxy(d1, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql));
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count += 1;
          return target.batch(statements.map((statement) => real.get(statement) ?? statement));
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db, count: () => count };
}
