import type { StartupValues } from '../shared/preloaded-state.ts';

const STARTUP_KEYS = ['__PRELOADED_STATE__', '__GRAPHQL_URI__', '__APOLLO_STATE__'] as const;

/** docs/spec-checklist.md 3 §5 and §8: the three start-up values must all exist, or the app does not start. */
export function readStartupValues(scope: Partial<Record<string, unknown>>): StartupValues {
  for (const key of STARTUP_KEYS) {
    if (scope[key] === undefined || scope[key] === null) throw new Error(`Expected window.${key} to exist.`);
  }
  return scope as unknown as StartupValues;
}

/** docs/spec-checklist.md 3 §1: Safari-like browsers get a console greeting with a hiring link. */
export const isSafariLike = (userAgent: string): boolean =>
  /safari/i.test(userAgent) && !/chrome|chromium|crios|android|edg/i.test(userAgent);

/** docs/spec-checklist.md 3 §1: the site draws into #root; without it a warning is logged and nothing is shown. */
export function findRootElement(doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  const root = doc.getElementById('root');
  if (!root) console.warn('Expected root element to exist');
  return root;
}
