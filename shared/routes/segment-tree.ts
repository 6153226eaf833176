import type { PatternSegment } from './path-pattern.ts';

interface ParamBranch<T> {
  readonly prefix: string;
  readonly node: SegmentNode<T>;
}

interface SegmentNode<T> {
  readonly literals: Map<string, SegmentNode<T>>;
  /** Prefixed params (`@{username}`) come before bare ones, so the more specific wins. */
  readonly params: ParamBranch<T>[];
  rest?: T;
  value?: T;
}

const newNode = <T>(): SegmentNode<T> => ({ literals: new Map(), params: [] });

/**
 * A tree of path segments. Literal segments win over parameters; when a branch cannot finish the
 * match (or `accept` refuses its values) the search backtracks to the next candidate.
 */
export class SegmentTree<T> {
  readonly #root = newNode<T>();

  /** Returns false when the shape is already taken (an ambiguous duplicate). */
  insert(segments: readonly PatternSegment[], value: T): boolean {
    let node = this.#root;
    for (const segment of segments) {
      if (segment.kind === 'rest') {
        if (node.rest !== undefined) return false;
        node.rest = value;
        return true;
      }
      node = segment.kind === 'literal' ? literalChild(node, segment.value) : paramChild(node, segment.prefix);
    }
    if (node.value !== undefined) return false;
    node.value = value;
    return true;
  }

  /**
   * Finds the first value whose pattern matches. `values` holds the parameter values in order;
   * a rest wildcard contributes the remaining path, joined with slashes.
   */
  match(
    parts: readonly string[],
    accept: (value: T, values: readonly string[]) => boolean,
  ): { value: T; values: string[] } | null {
    const values: string[] = [];
    const walk = (node: SegmentNode<T>, index: number): T | undefined => {
      if (index === parts.length) {
        if (node.value !== undefined && accept(node.value, values)) return node.value;
      } else {
        const part = parts[index] ?? '';
        const literal = node.literals.get(part);
        const found = literal && walk(literal, index + 1);
        if (found !== undefined) return found;
        for (const branch of node.params) {
          if (part.length <= branch.prefix.length || !part.startsWith(branch.prefix)) continue;
          values.push(part.slice(branch.prefix.length));
          const viaParam = walk(branch.node, index + 1);
          if (viaParam !== undefined) return viaParam;
          values.pop();
        }
      }
      // a trailing slash (an empty last part) is named only by a pattern ending in one, never a wildcard
      if (node.rest !== undefined && index < parts.length && parts.at(-1) !== '') {
        values.push(parts.slice(index).join('/'));
        if (accept(node.rest, values)) return node.rest;
        values.pop();
      }
      return undefined;
    };
    const value = walk(this.#root, 0);
    return value === undefined ? null : { value, values };
  }
}

function literalChild<T>(node: SegmentNode<T>, value: string): SegmentNode<T> {
  let child = node.literals.get(value);
  if (!child) {
    child = newNode<T>();
    node.literals.set(value, child);
  }
  return child;
}

function paramChild<T>(node: SegmentNode<T>, prefix: string): SegmentNode<T> {
  const existing = node.params.find((branch) => branch.prefix === prefix);
  if (existing) return existing.node;
  const branch = { prefix, node: newNode<T>() };
  node.params.push(branch);
  node.params.sort((a, b) => b.prefix.length - a.prefix.length);
  return branch.node;
}
