import type { DocumentNode } from '@0no-co/graphql.web';
import { OPERATION_NAME, operationNameIn } from '../data/operation-key.ts';
import type { graphql as parsedGraphql } from './graphql.ts';

// The browser build puts this module where client/graphql/graphql.ts stands (scripts/build-client.ts):
// the first script keeps each document as its text and a name, so a page hydrates from its
// embedded data without the GraphQL parser, which comes with the live client.
import type { readFragment as typedReadFragment } from 'gql.tada';

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

type Parse = (source: string, fragments?: readonly DocumentNode[]) => DocumentNode;

let parseDocument: Parse | null = null;

/** The live client hands over the parser as it loads (client/data/live-client.ts). */
export function provideParser(parse: Parse): void {
  parseDocument = parse;
}

/** Where a document keeps its text and its fragments, for sending it unparsed (document-source.ts). */
export const DOCUMENT_SOURCE = '__source';

function lazyDocument(source: string, fragments?: readonly DocumentNode[]): DocumentNode {
  let parsed: DocumentNode | undefined;
  const document = (): DocumentNode => {
    if (!parseDocument)
      throw new Error(
        `The document ${operationNameIn(source) ?? 'fragment'} was read before the GraphQL client loaded.`,
      );
    return (parsed ??= parseDocument(source, fragments));
  };
  // urql reads the definitions and keeps its printed text on `loc`: both are the parsed document's
  return {
    kind: 'Document' as DocumentNode['kind'],
    [OPERATION_NAME]: operationNameIn(source),
    [DOCUMENT_SOURCE]: [source, fragments],
    get definitions() {
      return document().definitions;
    },
    get loc() {
      return document().loc;
    },
    set loc(loc) {
      (document() as { loc: DocumentNode['loc'] }).loc = loc;
    },
  } as DocumentNode;
}

export const graphql = lazyDocument as unknown as typeof parsedGraphql;

/** gql.tada's readFragment, which only narrows types: importing it would bring its parser along. */
export const readFragment = ((...args: unknown[]) =>
  args.length === 2 ? args[1] : args[0]) as typeof typedReadFragment;
