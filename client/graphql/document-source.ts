import type { DocumentNode } from '@0no-co/graphql.web';
import { DOCUMENT_SOURCE } from './lazy-graphql.ts';

type Source = readonly [text: string, fragments: readonly DocumentNode[] | undefined];

/**
 * The browser's document as GraphQL text, without the parser: its own text, then each fragment
 * it uses once. Only the browser build's documents carry their text (client/data/send-operation.ts).
 */
export function documentText(document: DocumentNode): string {
  const texts = new Set<string>();
  const add = (part: DocumentNode) => {
    const source = (part as unknown as { [DOCUMENT_SOURCE]?: Source })[DOCUMENT_SOURCE];
    if (!source) throw new Error('Only the browser build’s documents can be sent as text.');
    // gql.tada's own directive (a fragment's fields unmasked for TypeScript) means nothing to the server
    texts.add(source[0].replace(/\s*@_unmask\b/, ''));
    for (const fragment of source[1] ?? []) add(fragment);
  };
  add(document);
  return [...texts].join('\n');
}
