import type { AnyVariables, DocumentInput } from '@urql/core';
import type { Params } from '../../shared/routes/index.ts';

/**
 * The data a page renders from: the server runs this query before it renders (so the status is
 * known before the shell leaves) and embeds the result, and the page's useQuery reads it back.
 */
/** Where the page is, beyond its route params: some pages read the route's name or the query string. */
export interface PageLocation {
  readonly routeName: string;
  readonly search: URLSearchParams;
}

export interface PageData<Data = unknown, Variables extends AnyVariables = AnyVariables> {
  readonly query: DocumentInput<Data, Variables>;
  readonly variables: (params: Params, location: PageLocation) => Variables;
  /** The HTTP status the data implies (404 when the thing does not exist, or is not where the address says). */
  readonly status: (data: Data, params: Params) => number;
}

export type ErasedPageData = PageData<unknown, AnyVariables>;

export const definePageData = <Data, Variables extends AnyVariables>(data: PageData<Data, Variables>): ErasedPageData =>
  data as unknown as ErasedPageData;

/** The page's location as the server and the browser both see it. */
export const pageLocation = (navigation: { routeName: string; search: string }): PageLocation => ({
  routeName: navigation.routeName,
  search: new URLSearchParams(navigation.search),
});
