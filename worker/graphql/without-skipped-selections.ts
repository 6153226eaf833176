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

/**
 * The operation without the selections `@skip` and `@include` leave out for these variables:
 * what execution would run anyway. The depth, breadth and complexity limits then measure what
 * runs, so a page that asks for one of its tabs at a time is measured by that tab.
 */
export function withoutSkippedSelections(document: DocumentNode, variables: Variables): DocumentNode {
  const drop = (node: ASTNode) => (leftOut(node, variables) ? null : undefined);
  return visit(document, { Field: drop, FragmentSpread: drop, InlineFragment: drop });
}
