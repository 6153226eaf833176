import { isSearchIndexName } from '../../shared/search/index-names.ts';
import { builder } from '../graphql/builder.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { recordEvent } from '../events/index.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

/** The most results one click report can name: a page of search hits. */
const MAX_CLICKED = 20;

const SearchClickRecorded = builder
  .objectRef<{ kind: 'SearchClickRecorded'; recorded: boolean }>('SearchClickRecorded')
  .implement({
    fields: (t) => ({ recorded: t.exposeBoolean('recorded') }),
  });

const SearchClickEventResult = resultUnion('SearchClickEventResult', SearchClickRecorded, ['BadRequest']);

/** What makes a click report well formed: a known index, and one 1-based position per result. */
export function checkSearchClick(args: {
  queryId: string;
  indexName: string;
  objectIds: readonly string[];
  positions: readonly number[];
}): Failure | null {
  if (!/^[0-9a-f]{32}$/.test(args.queryId)) return failure('BadRequest', 'Unknown search query.');
  if (!isSearchIndexName(args.indexName)) return failure('BadRequest', 'Unknown search index.');
  if (args.objectIds.length === 0 || args.objectIds.length > MAX_CLICKED)
    return failure('BadRequest', `Report between 1 and ${MAX_CLICKED} results.`);
  if (args.positions.length !== args.objectIds.length)
    return failure('BadRequest', 'Give one position for each result.');
  if (args.positions.some((position) => !Number.isInteger(position) || position < 1))
    return failure('BadRequest', 'Positions start at 1.');
  return null;
}

builder.mutationFields((t) => ({
  /** docs/spec-checklist.md 1 §7 / docs/spec-checklist.md 3 §7: which search results a reader opened. Bots are not counted (docs/spec-checklist.md 3 §6). */
  searchClickEvent: t.field({
    type: SearchClickEventResult,
    args: {
      queryId: t.arg.string(),
      indexName: t.arg.string(),
      objectIds: t.arg.stringList(),
      positions: t.arg.intList(),
    },
    resolve: async (_root, args, context) => {
      const invalid = checkSearchClick(args);
      if (invalid) return invalid;
      if (context.isBot || context.flags.dont_track_user)
        return { kind: 'SearchClickRecorded' as const, recorded: false };
      await recordEvent(context.db, {
        key: args.queryId,
        type: 'search.click',
        data: {
          indexName: args.indexName,
          objectIds: args.objectIds,
          positions: args.positions,
          loggedIn: context.viewer !== null,
        },
        userId: context.viewer?.user.id ?? null,
        at: context.now(),
      });
      return { kind: 'SearchClickRecorded' as const, recorded: true };
    },
  }),
}));
