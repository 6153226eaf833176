import { clapsAccepted, MAX_CLAPS_PER_READER } from '../../shared/claps/claps.ts';
import { addClaps, clapTotal } from './clap-writes.ts';
import { builder } from '../graphql/builder.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef } from '../graphql/types/refs.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure } from '../graphql/types/failure.ts';

builder.objectFields(PostRef, (t) => ({
  /** How many claps the viewer gave this story (0 to 50). */
  viewerClapCount: t.int({
    resolve: async (post, _args, context) => (await context.loaders.viewerPostState.load(post.id)).clapCount,
  }),
}));

const ClapResult = resultUnion('ClapResult', PostRef, ['BadRequest', 'NotFound', 'Unauthorized', 'Forbidden']);

builder.mutationFields((t) => ({
  /** Claps for a story the viewer can read, up to 50 in all; the post answers with its new counts. */
  clap: t.field({
    type: ClapResult,
    args: { targetPostId: t.arg.id(), numClaps: t.arg.int() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to clap.');
      if (args.numClaps < 1 || args.numClaps > MAX_CLAPS_PER_READER)
        return failure('BadRequest', `Clap from 1 to ${MAX_CLAPS_PER_READER} times.`);
      const post = await resolvePost(context, String(args.targetPostId));
      if ('kind' in post) return failure('NotFound', 'Post not found');
      if (post.creatorId === viewer.id) return failure('Forbidden', 'You can’t clap for your own story.');
      const given = (await context.loaders.viewerPostState.load(post.id)).clapCount;
      const accepted = clapsAccepted(given, args.numClaps);
      // at the cap nothing is added; the answer still carries the exact count
      if (accepted === 0) return { ...post, clapCount: await clapTotal(context.db, post.id) };
      const total = await addClaps(context.db, post.id, viewer.id, accepted, context.now());
      // the story's stored count, and the pages showing it, follow from the queue a batch at a time
      await context.queueClapCount(post.id);
      context.loaders.viewerPostState.clear(post.id);
      await context.notify({
        kind: 'post_clapped',
        actorId: viewer.id,
        postId: post.id,
        creatorId: post.creatorId,
        clapsBefore: total - accepted,
        clapsAfter: total,
      });
      return { ...post, clapCount: total };
    },
  }),
}));
