import type { AnyVariables, DocumentInput } from '@urql/core';
import type { Params } from '../../shared/routes/index.ts';

/**
 * The data a page renders from: the server runs this query before it renders (so the status is
 * known before the shell leaves) and embeds the result, and the page's useQuery reads it back.
 */
export interface PageData<Data = unknown, Variables extends AnyVariables = AnyVariables> {
  readonly query: DocumentInput<Data, Variables>;
  readonly variables: (params: Params) => Variables;
  /** The HTTP status the data implies: 404 when the thing does not exist, and so on. */
  readonly status: (data: Data) => number;
}

export type ErasedPageData = PageData<unknown, AnyVariables>;

export const definePageData = <Data, Variables extends AnyVariables>(data: PageData<Data, Variables>): ErasedPageData =>
  data as unknown as ErasedPageData;
