import type { TadaDocumentNode } from 'gql.tada';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import { documentText } from '../graphql/document-source.ts';
import { operationHeaders } from './operation-headers.ts';
import { operationNameIn } from './operation-key.ts';

/**
 * One operation posted on its own, without the GraphQL client: for the few a visitor's page makes
 * (counting a members-only story's view), which would otherwise load urql, its cache and the
 * parser for one request. Anything that shows in a cached query goes through the client instead.
 */
export async function sendOperation<Data, Variables>(
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<{ readonly data?: Data }> {
  const startup = window as unknown as StartupValues;
  const query = documentText(document);
  const response = await fetch(startup.__GRAPHQL_URI__, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...operationHeaders(startup) },
    body: JSON.stringify({ operationName: operationNameIn(query), query, variables }),
  });
  if (!response.ok) return {};
  return (await response.json()) as { data?: Data };
}
