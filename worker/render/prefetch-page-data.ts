import { createRequest, formatDocument, type SSRData } from '@urql/core';
import { execute } from 'graphql';
import type { ErasedPageData, PageLocation } from '../../client/pages/page-data.ts';
import type { Params } from '../../shared/routes/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { schema } from '../graphql/schema.ts';

export interface PrefetchedPage {
  readonly ssrData: SSRData;
  readonly status: number;
  /** The result itself, for the edge cache's tags. */
  readonly data: unknown;
}

/**
 * Runs a page's query in-process before rendering, so its status is known before the shell
 * leaves and the result is embedded for hydration (the browser then asks for nothing it has).
 * The document is formatted as the client formats it (with __typename) so graphcache can
 * normalize the embedded result.
 */
export async function prefetchPageData(context: GraphQLContext, page: ErasedPageData | undefined, params: Params, location: PageLocation): Promise<PrefetchedPage> {
  if (!page) return { ssrData: {}, status: 200, data: null };
  const variables = page.variables(params, location);
  const request = createRequest(page.query, variables);
  const result = await execute({
    schema,
    document: formatDocument(request.query),
    variableValues: variables as Record<string, unknown>,
    contextValue: context,
  });
  if (result.errors?.length) {
    throw new Error(`Page data failed: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  return {
    ssrData: { [request.key]: { data: JSON.stringify(result.data), hasNext: false } },
    status: page.status(result.data),
    data: result.data,
  };
}
