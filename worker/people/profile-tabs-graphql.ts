import { builder } from '../graphql/builder.ts';
import { pagedComplexity, PagingOptions } from '../graphql/types/paging.ts';
import { CollectionRef, PostConnectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { latestHighlights } from '../highlights/index.ts';
import { memberCollections } from '../publications/index.ts';
import { quotedParagraph, QuoteRef } from '../highlights/graphql.ts';
import { publishedPostConnection, resolvePost } from '../stories/graphql.ts';

/** How many highlights a profile shows: the latest, as the reader's own library does. */
const PROFILE_HIGHLIGHTS = 50;

/** What a writer's profile tabs list besides their stories (docs/spec-checklist.md 3 §2's /@{username}/… routes). */
builder.objectFields(UserRef, (t) => ({
  /** Their published responses, newest first. */
  responsesConnection: t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (user, args, context) =>
      publishedPostConnection(context, { creatorId: user.id, responses: true }, args.paging),
  }),
  /**
   * Their latest highlights (shown with the reader's name, as the specification tells new readers), on
   * passages the viewer may read: none of a story they cannot open, none past a paywall.
   */
  highlights: t.field({
    type: [QuoteRef],
    complexity: { field: 5, multiplier: 25 },
    resolve: async (user, _args, context) => {
      const rows = await latestHighlights(context.db, user.id, PROFILE_HIGHLIGHTS);
      const shown = await Promise.all(
        rows.map(
          async (row) =>
            !('kind' in (await resolvePost(context, row.postId))) && (await quotedParagraph(row, context)) !== null,
        ),
      );
      return rows.filter((_row, index) => shown[index]);
    },
  }),
  /** The publications they run or write for: those they made, and those they are an editor or writer of. */
  publications: t.field({
    type: [CollectionRef],
    complexity: { field: 2, multiplier: 10 },
    resolve: (user, _args, context) => memberCollections(context.db, user.id, ['EDITOR', 'WRITER']),
  }),
}));

builder.objectFields(PostRef, (t) => ({
  /** The story a response answers, when the viewer can read it. */
  inResponseToPost: t.field({
    type: PostRef,
    nullable: true,
    resolve: async (post, _args, context) => {
      if (!post.inResponseToPostId) return null;
      const parent = await resolvePost(context, post.inResponseToPostId);
      return 'kind' in parent ? null : parent;
    },
  }),
}));
