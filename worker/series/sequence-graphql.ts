import { slugify } from '../../shared/content/slug.ts';
import { randomHex } from '../../shared/hex.ts';
import type { sequences, SequenceRow } from '../db/schema/index.ts';
import { ownPublishedPosts, saveSequence } from './sequence-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef, UserRef } from '../graphql/types/refs.ts';
import {
  nextOffset,
  offsetOf,
  type PageCursor,
  pagedComplexity,
  pageSize,
  PagingInfoRef,
  PagingOptions,
} from '../graphql/types/paging.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { type SequencePart, sequenceById, sequenceBySlug, sequenceLibraryPage } from './sequence-queries.ts';
import { SequenceRef } from '../stories/graphql.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

const MAX_TITLE = 100;
const MAX_DESCRIPTION = 300;
const MAX_POSTS = 100;

const SequencePartRef = builder.objectRef<SequencePart>('SequencePart').implement({
  description: "One of a sequence's published stories, as its navigation names it.",
  fields: (t) => ({
    postId: t.exposeID('postId'),
    title: t.exposeString('title'),
  }),
});

builder.objectFields(SequenceRef, (t) => ({
  creator: t.field({
    type: UserRef,
    nullable: true,
    resolve: (sequence, _args, context) => context.loaders.userById.load(sequence.creatorId),
  }),
  /** Its published stories, in the writer's order. */
  posts: t.field({
    type: [PostRef],
    complexity: { field: 5, multiplier: 25 },
    resolve: async (sequence, _args, context) => {
      const rows = await context.loaders.storiesBySequenceId.load(sequence.id);
      for (const post of rows) context.loaders.postById.prime(post.id, post);
      return rows;
    },
  }),
  /**
   * The same stories by id and title, in the same order: what a story's series navigation shows,
   * read with the story on its page (whole stories, with their content, are `posts`).
   */
  parts: t.field({
    type: [SequencePartRef],
    complexity: { field: 1, multiplier: 25 },
    resolve: (sequence, _args, context) => context.loaders.partsBySequenceId.load(sequence.id),
  }),
  viewerCanEdit: t.boolean({ resolve: (sequence, _args, context) => context.viewer?.user.id === sequence.creatorId }),
}));

const SequenceLibraryItemRef = builder
  .objectRef<{ sequence: SequenceRow; storyCount: number }>('SequenceLibraryItem')
  .implement({
    fields: (t) => ({
      sequence: t.field({ type: SequenceRef, resolve: (item) => item.sequence }),
      storyCount: t.exposeInt('storyCount'),
    }),
  });

const SequenceLibraryPageRef = builder
  .objectRef<{ items: { sequence: SequenceRow; storyCount: number }[]; next: PageCursor | null }>('SequenceLibraryPage')
  .implement({
    fields: (t) => ({
      // the library's own complexity already multiplies by the page size
      items: t.field({
        type: [SequenceLibraryItemRef],
        complexity: { field: 0, multiplier: 1 },
        resolve: (page) => page.items,
      }),
      pagingInfo: t.field({ type: PagingInfoRef, resolve: (page) => ({ next: page.next }) }),
    }),
  });

builder.queryFields((t) => ({
  /**
   * /collections, the sequence library: every sequence with a story a reader can open, the newest
   * first, each with how many; one query a page, whatever the number of sequences.
   */
  sequenceLibrary: t.field({
    type: SequenceLibraryPageRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: async (_root, args, context) => {
      const limit = pageSize(args.paging?.limit);
      const offset = offsetOf(args.paging?.to);
      const rows = await sequenceLibraryPage(context.db, limit + 1, offset);
      return { items: rows.slice(0, limit), next: nextOffset(rows.length > limit, offset, limit) };
    },
  }),
  /** /s/{sequenceSlug}. */
  sequence: t.field({
    type: SequenceRef,
    nullable: true,
    args: { slug: t.arg.string() },
    resolve: async (_root, args, context) => (await sequenceBySlug(context.db, args.slug)) ?? null,
  }),
}));

const SequenceResult = resultUnion('SequenceResult', SequenceRef, ['BadRequest', 'NotFound', 'Unauthorized']);

/** Creates (no sequenceId) or rewrites one of the viewer's sequences: its title, description and stories in order. */
async function writeSequence(
  context: GraphQLContext,
  args: { sequenceId?: string | null; title: string; description?: string | null; postIds: readonly string[] },
): Promise<typeof sequences.$inferSelect | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const title = args.title.trim();
  const description = (args.description ?? '').trim();
  if (!title) return failure('BadRequest', 'Give the sequence a title.');
  if (title.length > MAX_TITLE) return failure('BadRequest', `A title can be at most ${MAX_TITLE} characters long.`);
  if (description.length > MAX_DESCRIPTION)
    return failure('BadRequest', `A description can be at most ${MAX_DESCRIPTION} characters long.`);
  const postIds = [...new Set(args.postIds)];
  if (postIds.length > MAX_POSTS) return failure('BadRequest', `A sequence can gather at most ${MAX_POSTS} stories.`);
  const own = new Set((await ownPublishedPosts(context.db, viewer.id, postIds)).map((row) => row.id));
  if (postIds.some((id) => !own.has(id)))
    return failure('BadRequest', 'A sequence gathers your own published stories only.');
  const existing = args.sequenceId ? await sequenceById(context.db, args.sequenceId) : null;
  if (args.sequenceId && (!existing || existing.creatorId !== viewer.id))
    return failure('NotFound', 'Sequence not found');
  const id = existing?.id ?? randomHex(12);
  const slug = existing?.slug ?? `${slugify(title) || 'sequence'}-${id.slice(0, 6)}`;
  await saveSequence(context.db, { id, slug, title, description, creatorId: viewer.id }, postIds);
  context.loaders.sequenceByPostId.clearAll();
  // its stories' pages show the series; every page of them carries their writer's tag
  await purgeEntityPages(context, [{ userId: viewer.id }]);
  return (await sequenceById(context.db, id)) ?? failure('NotFound', 'Sequence not found');
}

builder.mutationFields((t) => ({
  createSequence: t.field({
    type: SequenceResult,
    args: { title: t.arg.string(), description: t.arg.string({ required: false }), postIds: t.arg.idList() },
    resolve: (_root, args, context) => writeSequence(context, { ...args, postIds: args.postIds.map(String) }),
  }),
  /** /s/{sequenceSlug}/edit. */
  updateSequence: t.field({
    type: SequenceResult,
    args: {
      sequenceId: t.arg.id(),
      title: t.arg.string(),
      description: t.arg.string({ required: false }),
      postIds: t.arg.idList(),
    },
    resolve: (_root, args, context) =>
      writeSequence(context, { ...args, sequenceId: String(args.sequenceId), postIds: args.postIds.map(String) }),
  }),
}));
