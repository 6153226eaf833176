import type { Logger } from '../logger.ts';

export type LinkParams = Readonly<Record<string, string | undefined>>;

const PARAM = /\{(\w+)\}/;

/**
 * Each pattern cut at its params, the first time it is filled (a page builds dozens of links
 * from a few dozen patterns): texts at even places, param names at odd ones, a rest (`/*`) apart.
 */
const cut = new Map<string, readonly string[]>();

/**
 * Fills a route pattern (docs/spec-checklist.md 3 §8 "Link building"): every param is required; an empty or
 * undefined value is allowed but logged; a brace left over means the pattern itself is broken.
 */
export function formatPattern(pattern: string, params: LinkParams, logger: Pick<Logger, 'warn'>): string {
  const hasRest = pattern.endsWith('/*');
  let parts = cut.get(pattern);
  if (!parts) cut.set(pattern, (parts = (hasRest ? pattern.slice(0, -1) : pattern).split(PARAM)));
  const names = parts.filter((_, index) => index % 2 === 1);
  if (hasRest) names.push('*');
  if (names.some((name) => !Object.hasOwn(params, name))) {
    throw new Error('One or more required param(s) not provided');
  }
  for (const name of names) {
    if (params[name] === undefined || params[name] === '') {
      logger.warn(`Route param "${name}" is empty or undefined`, { pattern });
    }
  }
  let path = '';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) path += encodeURIComponent(params[part] ?? '');
    else if (part.includes('{') || part.includes('}')) throw new Error('Could not format route');
    else path += part;
  }
  if (hasRest) path += (params['*'] ?? '').split('/').map(encodeURIComponent).join('/');
  return path;
}
