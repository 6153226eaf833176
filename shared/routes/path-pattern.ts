/** One segment of a route's path pattern: `me`, `{postId}`, `@{username}` or a trailing `*`. */
export type PatternSegment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'param'; readonly prefix: string; readonly name: string }
  | { readonly kind: 'rest' };

const PARAM_SEGMENT = /^([^{}]*)\{(\w+)\}$/;

/** Splits a pattern into segments. A `*` is a wildcard only as the last segment (`/js/*`); elsewhere it is literal. */
export function parsePattern(pattern: string): PatternSegment[] {
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  return parts.map((part, index): PatternSegment => {
    if (part === '*' && index === parts.length - 1) return { kind: 'rest' };
    const param = PARAM_SEGMENT.exec(part);
    if (param) return { kind: 'param', prefix: param[1] ?? '', name: param[2] ?? '' };
    return { kind: 'literal', value: part };
  });
}

export const formatSegments = (segments: readonly PatternSegment[]): string =>
  '/' +
  segments
    .map((segment) => {
      if (segment.kind === 'literal') return segment.value;
      if (segment.kind === 'rest') return '*';
      return `${segment.prefix}{${segment.name}}`;
    })
    .join('/');

/** Two patterns with the same shape can never be told apart: that is what "ambiguous" means. */
export const shapeOf = (segments: readonly PatternSegment[]): string =>
  segments
    .map((segment) => {
      if (segment.kind === 'literal') return `l:${segment.value}`;
      if (segment.kind === 'rest') return '*';
      return `p:${segment.prefix}`;
    })
    .join('/');
