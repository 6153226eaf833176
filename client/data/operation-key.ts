import type { DocumentInput } from '@urql/core';

/**
 * Where a document names its operation before it is parsed: the browser's first script holds
 * documents as text (client/graphql/lazy-graphql.ts) and parses them only with the live client.
 */
export const OPERATION_NAME = '__operationName';

/** The operation a query text starts with ("query PostPageQuery(…)"); undefined for a fragment. */
export const operationNameIn = (source: string): string | undefined =>
  /^\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(source)?.[1];

function operationNameOf(document: DocumentInput): string {
  const named = (document as { [OPERATION_NAME]?: string })[OPERATION_NAME];
  if (named) return named;
  if (typeof document === 'string') return operationNameIn(document) ?? document;
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('A page operation needs a name: the embedded data is keyed by it.');
}

/** Variables as text that does not depend on the order their keys were written in. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${stableText(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key the server embeds a result under and the browser reads it back by: the operation's
 * name and its variables. It needs no parser, so the first script can find the page's data
 * without the GraphQL client.
 */
export const operationKey = (document: DocumentInput, variables: unknown): string =>
  `${operationNameOf(document)}${stableText(variables ?? {})}`;
