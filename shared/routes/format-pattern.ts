import type { Logger } from '../logger.ts';

export type LinkParams = Readonly<Record<string, string | undefined>>;

const PARAM = /\{(\w+)\}/g;

/**
 * Fills a route pattern (docs/spec-checklist.md 3 §8 "Link building"): every param is required; an empty or
 * undefined value is allowed but logged; a brace left over means the pattern itself is broken.
 */
export function formatPattern(pattern: string, params: LinkParams, logger: Pick<Logger, 'warn'>): string {
  const names = [...pattern.matchAll(PARAM)].map((match) => match[1] ?? '');
  const hasRest = pattern.endsWith('/*');
  if (hasRest) names.push('*');
  if (names.some((name) => !Object.hasOwn(params, name))) {
    throw new Error('One or more required param(s) not provided');
  }
  for (const name of names) {
    if (params[name] === undefined || params[name] === '') {
      logger.warn(`Route param "${name}" is empty or undefined`, { pattern });
    }
  }
  let path = pattern.replace(PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  if (hasRest) path = path.slice(0, -1) + (params['*'] ?? '').split('/').map(encodeURIComponent).join('/');
  if (path.includes('{') || path.includes('}')) throw new Error('Could not format route');
  return path;
}
