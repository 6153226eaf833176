import { execute, parse } from 'graphql';
import type { ShareCard, ShareCardData, ShareCardSite } from '../../shared/discovery/share-card.ts';
import { pageFor } from '../../client/pages/page-registry.ts';
import type { GraphQLContext } from '../graphql/context.ts';

const parsed = new Map<string, ReturnType<typeof parse>>();

/**
 * The share card of a page, from a query run in-process beside the page's own (the same
 * loaders, so the story or profile both read is read once). Null for pages without one.
 */
export async function shareCardFor(
  context: GraphQLContext,
  page: string,
  variables: ShareCardData,
  site: ShareCardSite,
): Promise<ShareCard | null> {
  const source = pageFor(page).shareCard;
  if (!source) return null;
  let document = parsed.get(page);
  if (!document) parsed.set(page, (document = parse(source.query)));
  const result = await execute({ schema: context.schema, document, variableValues: variables, contextValue: context });
  if (result.errors?.length || !result.data) return null;
  return source.build(result.data as ShareCardData, site, variables);
}
