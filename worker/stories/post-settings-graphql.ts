import { canonicalAddress, CANONICAL_ADDRESS_ERROR } from '../../shared/content/canonical-address.ts';
import { parseStoryTags } from '../../shared/content/story-tags.ts';
import { updatePostSettings } from './post-settings-writes.ts';
import type { TopicRow } from '../db/schema/index.ts';
import { lockedSourceFor } from '../../shared/partner/enrollment.ts';
import { builder } from '../graphql/builder.ts';
import { LicenseEnum, PostVisibilityEnum } from '../graphql/types/content.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { canEditPost } from './can-edit-post.ts';
import { PostRef } from '../graphql/types/refs.ts';
import { purgeEntityPages, purgePostPages } from '../cache/purge-pages.ts';
import { publicTopics, topicBySlug } from './topic-queries.ts';
import { failure } from '../graphql/types/failure.ts';

/** A topic readers follow and stories are filed under (docs/spec-checklist.md 1 §7: primaryTopic id, slug, name). */
export const TopicRef = builder.objectRef<TopicRow>('Topic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
  }),
});

builder.objectFields(PostRef, (t) => ({
  primaryTopic: t.field({
    type: TopicRef,
    nullable: true,
    resolve: (post, _args, context) =>
      post.primaryTopicId ? context.loaders.topicById.load(post.primaryTopicId) : null,
  }),
}));

builder.queryFields((t) => ({
  /** The public topics a writer can file a story under. */
  topics: t.field({
    type: [TopicRef],
    complexity: { field: 1, multiplier: 50 },
    resolve: (_root, _args, context) => publicTopics(context.db),
  }),
}));

const PostSettingsResult = resultUnion('PostSettingsResult', PostRef, ['BadRequest', 'NotFound', 'Unauthorized']);

builder.mutationFields((t) => ({
  /** /p/{postId}/settings: visibility, license, primary topic and up to five tags, for the story's writer and its editors. */
  updatePostSettings: t.field({
    type: PostSettingsResult,
    args: {
      targetPostId: t.arg.id(),
      visibility: t.arg({ type: PostVisibilityEnum }),
      license: t.arg({ type: LicenseEnum }),
      tags: t.arg.stringList(),
      primaryTopicSlug: t.arg.string({ required: false }),
      /** Where the story was first published, if elsewhere: an empty one clears it, none keeps it. */
      canonicalUrl: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      if (!context.viewer) return failure('Unauthorized', 'Sign in to write.');
      const post = await context.loaders.postById.load(String(args.targetPostId));
      if (!post || post.deletedAt || !(await canEditPost(post, context))) return failure('NotFound', 'Post not found');
      const parsed = parseStoryTags(args.tags);
      if ('error' in parsed) return failure('BadRequest', parsed.error);
      const topic = args.primaryTopicSlug ? await topicBySlug(context.db, args.primaryTopicSlug) : null;
      if (args.primaryTopicSlug && topic?.visibility !== 'PUBLIC')
        return failure('BadRequest', 'Choose one of the topics offered.');
      // none keeps the story's canonical address, an empty one clears it
      const given = args.canonicalUrl?.trim();
      const canonicalUrl = given === undefined ? undefined : given === '' ? null : canonicalAddress(given);
      if (given && canonicalUrl === null) return failure('BadRequest', CANONICAL_ADDRESS_ERROR);
      const previous = (await context.loaders.tagsByPostId.load(post.id)).map((tag) => tag.slug);
      // a members-only story earns for its writer only while they are in the Partner Program
      const writer = await context.loaders.userById.load(post.creatorId);
      const lockedSource = lockedSourceFor(args.visibility, writer?.partnerProgramEnrollment ?? 'NOT_ENROLLED');
      await updatePostSettings(
        context.db,
        post.id,
        previous,
        {
          visibility: args.visibility,
          lockedSource,
          license: args.license,
          primaryTopicId: topic?.id ?? null,
          tags: parsed.tags,
          canonicalUrl,
        },
        context.now(),
      );
      context.loaders.postById.clear(post.id);
      context.loaders.tagsByPostId.clear(post.id);
      const updated = await context.loaders.postById.load(post.id);
      if (!updated) return failure('NotFound', 'Post not found');
      // the tags and topic it had lose it, the new ones gain it
      await purgeEntityPages(
        context,
        previous.map((tagSlug) => ({ tagSlug })),
      );
      await purgePostPages(context, [post, updated]);
      return updated;
    },
  }),
}));
