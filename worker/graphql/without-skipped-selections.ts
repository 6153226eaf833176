import { Kind, visit, type ASTNode, type DirectiveNode, type DocumentNode } from 'graphql';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** A directive's `if`, literal or from a variable; undefined when it cannot be told yet. */
function condition(directive: DirectiveNode, variables: Variables): boolean | undefined {
  const value = directive.arguments?.find((argument) => argument.name.value === 'if')?.value;
  if (value?.kind === Kind.BOOLEAN) return value.value;
  if (value?.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'boolean' ? given : undefined;
  }
  return undefined;
}

const leftOut = (node: ASTNode, variables: Variables): boolean =>
  'directives' in node &&
  (node.directives ?? []).some(
    (directive) =>
      (directive.name.value === 'skip' && condition(directive, variables) === true) ||
      (directive.name.value === 'include' && condition(directive, variables) === false),
  );

/** The booleans among the variables: all that `@skip` and `@include` can read from them. */
const booleansKey = (variables: Variables): string =>
  JSON.stringify(Object.entries(variables ?? {}).filter(([, value]) => typeof value === 'boolean'));

/**
 * What each document became, by the booleans it was given: a page's query and the client's
 * documents (parsed once by the server's cache) come again and again, and walking one on every
 * request was a fiftieth of an uncached story page's CPU (docs/scale.md). A document no longer
 * used takes its map with it.
 */
const pruned = new WeakMap<DocumentNode, Map<string, DocumentNode>>();

/**
 * The app's documents come with a handful of sets each; a client that sends ever new booleans
 * (names no operation declares count too) gets its documents made anew instead of filling memory.
 */
const SETS_KEPT_PER_DOCUMENT = 16;

/**
 * The operation without the selections `@skip` and `@include` leave out for these variables:
 * what execution would run anyway. The depth, breadth and complexity limits then measure what
 * runs, so a page that asks for one of its tabs at a time is measured by that tab. The same
 * document and booleans give the same result, made once.
 */
export function withoutSkippedSelections(document: DocumentNode, variables: Variables): DocumentNode {
  const key = booleansKey(variables);
  let byBooleans = pruned.get(document);
  const known = byBooleans?.get(key);
  if (known) return known;
  const drop = (node: ASTNode) => (leftOut(node, variables) ? null : undefined);
  const result = visit(document, { Field: drop, FragmentSpread: drop, InlineFragment: drop });
  if (!byBooleans) pruned.set(document, (byBooleans = new Map()));
  if (byBooleans.size < SETS_KEPT_PER_DOCUMENT) byBooleans.set(key, result);
  return result;
}
