import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context.ts';

/** Limits on every operation: deep or wide queries are refused before they reach D1. */
// Breadth counts every field selected; a story page (byline, publication, marks, sequence) selects about 130.
export const QUERY_LIMITS = { depth: 10, breadth: 200, complexity: 1500 } as const;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  plugins: [ComplexityPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    // a page's render runs only the app's own documents, held to the limits by a test instead
    // (test/core/query-limits.test.ts): the check cost every uncached page 2% of its CPU
    limit: (context) => (context.ownDocuments ? {} : QUERY_LIMITS),
    complexityError: (kind, result) => {
      const limits = { Depth: result.maxDepth, Breadth: result.maxBreadth, Complexity: result.maxComplexity };
      return new GraphQLError(`Query exceeds the ${kind.toLowerCase()} limit of ${limits[kind]}`, {
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      });
    },
  },
});

builder.queryType({});
builder.mutationType({});
