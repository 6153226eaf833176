import { markRead, readingState, saveReadingPosition, type ReadingState } from './reading-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef } from '../graphql/types/refs.ts';
import type { PostRow } from '../db/schema/index.ts';
import { readableContent } from '../stories/index.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

/** Where a reader is in a story (/p/{postId}/state): the furthest paragraph, and whether they finished it. */
const PostReadingStateRef = builder.objectRef<ReadingState>('PostReadingState').implement({
  fields: (t) => ({
    lastReadAt: t.float({ resolve: (state) => state.readAt.getTime() }),
    paragraphName: t.exposeString('paragraphName', { nullable: true }),
    isRead: t.boolean({ resolve: (state) => state.finishedAt !== null }),
  }),
});

const ReadingStateResult = resultUnion('PostReadingStateResult', PostReadingStateRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
]);

/** The signed-in reader and a published story they may open, or why not. */
async function readerAndStory(
  context: GraphQLContext,
  postId: string,
): Promise<{ userId: string; post: PostRow } | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return failure('Unauthorized', 'Sign in to keep your place.');
  const post = await resolvePost(context, postId);
  if ('kind' in post || post.firstPublishedAt === null) return failure('NotFound', 'Post not found');
  return { userId: viewer.id, post };
}

builder.objectFields(PostRef, (t) => ({
  /** The signed-in reader's place in the story; null for visitors and stories they never opened. */
  viewerReadingState: t.field({
    type: PostReadingStateRef,
    nullable: true,
    resolve: async (post, _args, context) =>
      context.viewer ? ((await readingState(context.db, context.viewer.user.id, post.id)) ?? null) : null,
  }),
}));

builder.mutationFields((t) => ({
  /** The furthest paragraph the reader reached; the story's last paragraph finishes it. */
  savePostReadingPosition: t.field({
    type: ReadingStateResult,
    args: { targetPostId: t.arg.id(), paragraphName: t.arg.string() },
    resolve: async (_root, args, context) => {
      const found = await readerAndStory(context, String(args.targetPostId));
      if ('kind' in found) return found;
      // only a paragraph this reader can see: a members-only preview ends before the story does
      const content = await readableContent(found.post, context);
      const last = content.paragraphs.at(-1)?.name;
      if (!content.paragraphs.some((paragraph) => paragraph.name === args.paragraphName))
        return failure('BadRequest', 'That paragraph is not in this story.');
      const finished = !content.isLockedPreviewOnly && args.paragraphName === last;
      return saveReadingPosition(
        context.db,
        found.userId,
        found.post.id,
        { paragraphName: args.paragraphName, finished },
        context.now(),
      );
    },
  }),
  /** Mark as read, or unread: an unread story the reader began is back under "Resume reading". */
  markPostRead: t.field({
    type: ReadingStateResult,
    args: { targetPostId: t.arg.id(), read: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      const found = await readerAndStory(context, String(args.targetPostId));
      if ('kind' in found) return found;
      return markRead(context.db, found.userId, found.post.id, args.read, context.now());
    },
  }),
}));
