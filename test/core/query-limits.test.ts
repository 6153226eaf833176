import { complexityFromQuery } from '@pothos/plugin-complexity';
import { formatDocument } from '@urql/core';
import { type DocumentNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SHELL_QUERIES } from '../../client/navigation/shell-queries.ts';
import { pageFor } from '../../client/pages/page-registry.ts';
import { router } from '../../shared/routes/index.ts';
import { parsePattern } from '../../shared/routes/path-pattern.ts';
import { schema } from '../../worker/app/schema.ts';
import { QUERY_LIMITS } from '../../worker/graphql/builder.ts';
import { withoutSkippedSelections } from '../../worker/graphql/without-skipped-selections.ts';

/**
 * What a page's render runs in-process, where the limits are not checked (worker/graphql/builder.ts):
 * each route's page query with the variables the page takes from that address (its parameters
 * stand for any value: where a variable reaches a complexity, the page or the schema clamps it),
 * the page's share card and, for a signed-in reader, the top bar's queries.
 */
function pageRuns(): { name: string; query: DocumentNode; variables: Record<string, unknown> }[] {
  const runs = router.routes.flatMap((route) => {
    const declaration = route.page ? pageFor(route.page) : undefined;
    const params = Object.fromEntries(
      parsePattern(route.path).flatMap((segment) => (segment.kind === 'param' ? [[segment.name, '1a2b3c4d5e6f']] : [])),
    );
    const location = { routeName: route.name, search: new URLSearchParams() };
    return [
      ...(declaration?.data
        ? [
            {
              name: `${route.name}'s data`,
              query: declaration.data.query as DocumentNode,
              variables: declaration.data.variables(params, location) as Record<string, unknown>,
            },
          ]
        : []),
      ...(declaration?.shareCard
        ? [
            {
              name: `${route.name}'s share card`,
              query: parse(declaration.shareCard.query),
              variables: declaration.data?.variables(params, location) as Record<string, unknown>,
            },
          ]
        : []),
    ];
  });
  return [
    ...runs,
    ...SHELL_QUERIES.map((query) => ({ name: 'the top bar', query: query as DocumentNode, variables: {} })),
  ];
}

describe('the documents pages run in-process', () => {
  it('all fit the limits every client document is held to', () => {
    const runs = pageRuns();
    expect(runs.length).toBeGreaterThan(200);
    const over = runs.flatMap(({ name, query, variables }) => {
      // as a page's render runs it (worker/render/prefetch-page-data.ts)
      const document = withoutSkippedSelections(formatDocument(query), variables);
      const { complexity, depth, breadth } = complexityFromQuery(document, { schema, variables, ctx: {} });
      return complexity > QUERY_LIMITS.complexity || depth > QUERY_LIMITS.depth || breadth > QUERY_LIMITS.breadth
        ? [{ name, complexity, depth, breadth }]
        : [];
    });
    expect(over).toEqual([]);
  });
});
