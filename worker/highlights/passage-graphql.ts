import { passageCounts, passageReaders } from './passage-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { quotedParagraph, QuoteRef } from './highlight-graphql.ts';
import { PostRef } from '../graphql/types/refs.ts';
import type { HighlightRow } from '../db/schema/index.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure } from '../graphql/types/failure.ts';

/** How many passages a story's highlights page lists. */
const TOP_PASSAGES = 20;

interface Passage {
  /** The first highlight of the passage: its words and its address. */
  readonly quote: HighlightRow;
  readonly readers: number;
}

/** A passage of a story that readers highlighted, and how many of them. */
const PassageRef = builder.objectRef<Passage>('Passage').implement({
  fields: (t) => ({
    quote: t.field({ type: QuoteRef, resolve: (passage) => passage.quote }),
    readers: t.exposeInt('readers'),
  }),
});

const PassageResult = resultUnion('PassageResult', PassageRef, ['NotFound']);

const NOT_FOUND = failure('NotFound', 'Highlight not found');

/** Only passages this viewer may read: none past a paywall they are behind. */
const readable = async (quote: HighlightRow, context: GraphQLContext): Promise<boolean> =>
  (await quotedParagraph(quote, context)) !== null;

builder.objectFields(PostRef, (t) => ({
  /** /p/{postId}/quotes: the passages readers highlighted most, readable by this viewer. */
  topHighlights: t.field({
    type: [PassageRef],
    complexity: { field: 5, multiplier: TOP_PASSAGES },
    resolve: async (post, _args, context) => {
      const counted = await passageCounts(context.db, post.id, TOP_PASSAGES);
      // the highlights load in one batch (the loader gathers every id asked for in this tick)
      const passages = await Promise.all(
        counted.map(async (row) => {
          const quote = await context.loaders.highlightById.load(row.id);
          return quote && (await readable(quote, context)) ? { quote, readers: row.readers } : null;
        }),
      );
      return passages.filter((passage) => passage !== null);
    },
  }),
}));

builder.queryFields((t) => ({
  /** /p/{postId}/quotes/{quoteId}: one highlighted passage, as a page to share. */
  passage: t.field({
    type: PassageResult,
    args: { quoteId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const quote = await context.loaders.highlightById.load(String(args.quoteId));
      if (!quote) return NOT_FOUND;
      const post = await resolvePost(context, quote.postId);
      if ('kind' in post || post.firstPublishedAt === null || !(await readable(quote, context))) return NOT_FOUND;
      return { quote, readers: await passageReaders(context.db, quote) };
    },
  }),
}));
