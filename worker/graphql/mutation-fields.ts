import { type DocumentNode, type FragmentDefinitionNode, getOperationAST, Kind, type SelectionNode } from 'graphql';

/** The root fields a selection names, through fragments (validation has already refused fragment cycles). */
function rootFields(document: DocumentNode, selections: readonly SelectionNode[]): string[] {
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find(
            (definition): definition is FragmentDefinitionNode =>
              definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
          )?.selectionSet;
    return inner ? rootFields(document, inner.selections) : [''];
  });
}

/**
 * The mutations a request would run (`__typename` left out), or null when it runs no mutation:
 * what a rule about who may change what looks at before anything runs.
 */
export function mutationFields(document: DocumentNode, operationName: string | null | undefined): string[] | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return null;
  return rootFields(document, operation.selectionSet.selections).filter((field) => field !== '__typename');
}
