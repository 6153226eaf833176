import { createRequest, formatDocument, type DocumentInput } from '@urql/core';
import { execute } from 'graphql';
import type { EmbeddedResults } from '../../client/data/embedded-results.ts';
import { operationKey } from '../../client/data/operation-key.ts';
import type { ErasedPageData, PageLocation } from '../../client/pages/page-data.ts';
import { SHELL_QUERIES } from '../../client/navigation/shell-queries.ts';
import type { Params } from '../../shared/routes/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { withoutSkippedSelections } from '../graphql/without-skipped-selections.ts';

export interface PrefetchedPage {
  /** The results as the page embeds them for the browser. */
  readonly ssrData: EmbeddedResults;
  /** The same results as execution left them, by operation key, for the server's render. */
  readonly results: ReadonlyMap<string, unknown>;
  readonly status: number;
  /** The page query's result itself, for the edge cache's tags. */
  readonly data: unknown;
}

/**
 * Runs one query in-process. The document is formatted as the client formats it (with
 * __typename) so graphcache can normalize the embedded result, which is keyed by the operation's
 * name and variables: the browser finds it without parsing the document (client/data/operation-key.ts).
 * What `@include`/`@skip` leave out goes first, as over HTTP (../graphql/yoga.ts), so the limits
 * measure the tab a page shows, not all of them.
 */
async function run(
  context: GraphQLContext,
  query: DocumentInput,
  variables: Record<string, unknown>,
): Promise<{ key: string; data: unknown }> {
  const request = createRequest(query, variables);
  const result = await execute({
    schema: context.schema,
    document: withoutSkippedSelections(formatDocument(request.query), variables),
    variableValues: variables,
    contextValue: context,
  });
  if (result.errors?.length) {
    throw new Error(`Page data failed: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  return { key: operationKey(query, variables), data: result.data };
}

/**
 * Runs a page's query in-process before rendering, so its status is known before the shell
 * leaves and the result is embedded for hydration (the browser then asks for nothing it has).
 * A signed-in viewer's top bar and avatar menu queries run too; a visitor's page has none, so
 * it stays the same for every visitor (and the edge cache may keep it).
 */
export async function prefetchPageData(
  context: GraphQLContext,
  page: ErasedPageData | undefined,
  params: Params,
  location: PageLocation,
): Promise<PrefetchedPage> {
  const [pageResult, ...shell] = await Promise.all([
    page ? run(context, page.query, page.variables(params, location) as Record<string, unknown>) : null,
    ...(context.viewer ? SHELL_QUERIES.map((query) => run(context, query, {})) : []),
  ]);
  const found = shell.flatMap((result) => (result ? [result] : []));
  const prefetched = (results: typeof found) => ({
    ssrData: Object.fromEntries(results.map(({ key, data }) => [key, { data }])) as EmbeddedResults,
    results: new Map(results.map(({ key, data }) => [key, data])),
  });
  if (!page || !pageResult) return { ...prefetched(found), status: 200, data: null };
  const status = page.status(pageResult.data as never, params);
  // A page its data finds missing shows "not found", and carries nothing of what the query found.
  if (status === 404) return { ...prefetched(found), status, data: null };
  return { ...prefetched([...found, pageResult]), status, data: pageResult.data };
}
