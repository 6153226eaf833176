/**
 * Test fixtures (docs/spec-checklist.md 3 §7: "supports test fixtures via a flag header plus a fixtures-data
 * header"): outside production, a request with the flag header on gets, for each operation named
 * in the data header, that data instead of the operation's own answer. A browser test sets both
 * headers on its page (Playwright's `setExtraHTTPHeaders`) to show a state the seed cannot reach;
 * the app's code sends nothing of them.
 */
export const FIXTURES_FLAG_HEADER = 'X-Quire-Fixtures';
export const FIXTURES_DATA_HEADER = 'X-Quire-Fixtures-Data';
export const FIXTURES_DATA_ERROR = `${FIXTURES_DATA_HEADER} must be a URI-encoded JSON object of operation names to their data`;

export type Fixtures = ReadonlyMap<string, unknown>;

/**
 * The fixtures a request carries: none in production or without the flag; an error message for a
 * data header that is not what it must be.
 */
export function requestFixtures(headers: Headers, environment: string): Fixtures | { readonly error: string } | null {
  if (environment === 'production' || headers.get(FIXTURES_FLAG_HEADER) !== 'true') return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(headers.get(FIXTURES_DATA_HEADER) ?? ''));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: FIXTURES_DATA_ERROR };
    return new Map(Object.entries(parsed));
  } catch {
    return { error: FIXTURES_DATA_ERROR };
  }
}

const operationName = (operation: unknown): string | null =>
  typeof operation === 'object' &&
  operation !== null &&
  'operationName' in operation &&
  typeof operation.operationName === 'string'
    ? operation.operationName
    : null;

/**
 * Splits a request body (one operation or a batch) into the operations a fixture answers and the
 * ones left to run, and joins the answers back in the body's order.
 */
export function splitByFixtures(
  body: unknown,
  fixtures: Fixtures,
): { readonly rest: unknown; join: (restAnswer: unknown) => unknown } {
  const operations = Array.isArray(body) ? body : [body];
  const answered = operations.map((operation) => {
    const name = operationName(operation);
    return name !== null && fixtures.has(name) ? { data: fixtures.get(name) } : null;
  });
  const rest = operations.filter((_, index) => answered[index] === null);
  return {
    rest: rest.length === 0 ? null : Array.isArray(body) ? rest : rest[0],
    join(restAnswer) {
      const restAnswers = Array.isArray(body) ? ((restAnswer as unknown[] | null) ?? []) : [restAnswer];
      let next = 0;
      const answers = answered.map((answer) => answer ?? restAnswers[next++]);
      return Array.isArray(body) ? answers : answers[0];
    },
  };
}
