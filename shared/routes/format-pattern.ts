import type { Logger } from '../logger.ts';

export type LinkParams = Readonly<Record<string, string | undefined>>;

const PARAM = /\{(\w+)\}/g;

/** A pattern cut at its params: `texts` around them (one more than `names`), read once per pattern. */
interface CompiledPattern {
  readonly texts: readonly string[];
  readonly names: readonly string[];
  readonly hasRest: boolean;
  /** A brace outside a param: the pattern itself is broken. */
  readonly broken: boolean;
}

// A page builds dozens of links from a few dozen patterns: each is cut up the first time only.
const compiled = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  const hasRest = pattern.endsWith('/*');
  const body = hasRest ? pattern.slice(0, -1) : pattern;
  const texts: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of body.matchAll(PARAM)) {
    texts.push(body.slice(from, match.index));
    names.push(match[1] ?? '');
    from = match.index + match[0].length;
  }
  texts.push(body.slice(from));
  const broken = texts.some((text) => text.includes('{') || text.includes('}'));
  return { texts, names: hasRest ? [...names, '*'] : names, hasRest, broken };
}

/**
 * Fills a route pattern (docs/spec-checklist.md 3 §8 "Link building"): every param is required; an empty or
 * undefined value is allowed but logged; a brace left over means the pattern itself is broken.
 */
export function formatPattern(pattern: string, params: LinkParams, logger: Pick<Logger, 'warn'>): string {
  let form = compiled.get(pattern);
  if (!form) {
    form = compile(pattern);
    compiled.set(pattern, form);
  }
  const { texts, names, hasRest, broken } = form;
  for (const name of names) {
    if (!Object.hasOwn(params, name)) throw new Error('One or more required param(s) not provided');
  }
  for (const name of names) {
    if (params[name] === undefined || params[name] === '') {
      logger.warn(`Route param "${name}" is empty or undefined`, { pattern });
    }
  }
  if (broken) throw new Error('Could not format route');
  let path = texts[0] ?? '';
  for (let index = 0; index < texts.length - 1; index += 1) {
    path += encodeURIComponent(params[names[index] ?? ''] ?? '') + (texts[index + 1] ?? '');
  }
  if (hasRest) path += (params['*'] ?? '').split('/').map(encodeURIComponent).join('/');
  return path;
}
