import { TOPIC_VISIBILITIES } from '../../shared/content/enumerations.ts';
import { storyIdFromReference } from '../../shared/routes/story-reference.ts';
import type { TopicRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { isStaff } from '../graphql/is-staff.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages, purgePostPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { fileUnderTopic, publishedStories, saveTopic, takeOutOfTopic } from './topic-writes.ts';
import { topicBySlug } from '../stories/index.ts';
import { TopicRef } from '../stories/graphql.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

export const TopicVisibilityEnum = builder.enumType('TopicVisibility', { values: TOPIC_VISIBILITIES });

const TOPIC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 50;
const MAX_NAME = 50;
const MAX_DESCRIPTION = 300;
/** Stories added at once: one form's worth, and well within one D1 statement's values. */
const MAX_POSTS_AT_ONCE = 50;
const STAFF_ONLY = 'Only staff can edit topics.';

builder.objectFields(TopicRef, (t) => ({
  visibility: t.field({ type: TopicVisibilityEnum, resolve: (topic) => topic.visibility }),
}));

builder.queryFields((t) => ({
  /** Staff create and edit topics (/topic/{topicSlug}/edit) and file stories under them (/add-posts). */
  viewerCanEditTopics: t.boolean({ resolve: (_root, _args, context) => isStaff(context) }),
}));

const TopicResult = resultUnion('TopicResult', TopicRef, ['BadRequest', 'Forbidden', 'NotFound', 'Unauthorized']);

/** Why the viewer may not edit topics, or null when they are staff. */
const notStaff = (context: GraphQLContext): Failure | null =>
  !context.viewer ? SIGN_IN : isStaff(context) ? null : failure('Forbidden', STAFF_ONLY);

/** The topic a staff member is editing, or why not. */
async function editableTopic(context: GraphQLContext, slug: string): Promise<TopicRow | Failure> {
  return notStaff(context) ?? (await topicBySlug(context.db, slug)) ?? failure('NotFound', 'Topic not found');
}

builder.mutationFields((t) => ({
  /** Creates the topic at a new slug, or renames and describes the one there (staff only). */
  saveTopic: t.field({
    type: TopicResult,
    args: {
      slug: t.arg.string(),
      name: t.arg.string(),
      description: t.arg.string({ required: false }),
      visibility: t.arg({ type: TopicVisibilityEnum }),
    },
    resolve: async (_root, args, context) => {
      const refused = notStaff(context);
      if (refused) return refused;
      const slug = args.slug.trim().toLowerCase();
      const name = args.name.trim();
      const description = (args.description ?? '').trim();
      if (!TOPIC_SLUG.test(slug) || slug.length > MAX_SLUG)
        return failure(
          'BadRequest',
          `A topic’s address is up to ${MAX_SLUG} lowercase letters, digits and single hyphens.`,
        );
      if (name === '' || name.length > MAX_NAME)
        return failure('BadRequest', `A topic’s name is 1 to ${MAX_NAME} characters long.`);
      if (description.length > MAX_DESCRIPTION)
        return failure('BadRequest', `A description can be at most ${MAX_DESCRIPTION} characters long.`);
      const fields = { name, description, visibility: args.visibility };
      const saved = await saveTopic(context.db, slug, fields);
      if (!saved) return failure('BadRequest', 'The topic could not be saved. Please try again.');
      await purgeEntityPages(context, [{ topicId: saved.id }]);
      return saved;
    },
  }),
  /**
   * Files published stories under a topic (as their primary topic), each named by its address or
   * id; all or none, so a typo never leaves half a list filed.
   */
  addPostsToTopic: t.field({
    type: TopicResult,
    args: { topicSlug: t.arg.string(), postReferences: t.arg.stringList() },
    resolve: async (_root, args, context) => {
      const topic = await editableTopic(context, args.topicSlug.toLowerCase());
      if ('kind' in topic) return topic;
      const references = args.postReferences.map((reference) => reference.trim()).filter(Boolean);
      if (references.length === 0) return failure('BadRequest', 'Give the address of at least one story.');
      if (references.length > MAX_POSTS_AT_ONCE)
        return failure('BadRequest', `Add up to ${MAX_POSTS_AT_ONCE} stories at a time.`);
      const ids = references.map(storyIdFromReference);
      const unknown = references.find((_, index) => ids[index] === null);
      if (unknown !== undefined) return failure('BadRequest', `“${unknown}” is not the address of a story.`);
      const wanted = [...new Set(ids as string[])];
      const found = await publishedStories(context.db, wanted);
      const missing = references.find((_, index) => !found.some((post) => post.id === ids[index]));
      if (missing !== undefined) return failure('BadRequest', `No published story was found at “${missing}”.`);
      await fileUnderTopic(context.db, topic.id, wanted);
      // the stories' old topics lose them, the new one gains them
      await purgePostPages(context, [...found, ...found.map((post) => ({ ...post, primaryTopicId: topic.id }))]);
      return topic;
    },
  }),
  /** Takes a story out of a topic it is filed under. */
  removePostFromTopic: t.field({
    type: TopicResult,
    args: { topicSlug: t.arg.string(), postId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const topic = await editableTopic(context, args.topicSlug.toLowerCase());
      if ('kind' in topic) return topic;
      const removed = await takeOutOfTopic(context.db, topic.id, String(args.postId));
      if (!removed) return failure('NotFound', 'That story is not in this topic.');
      await purgePostPages(context, [{ ...removed, primaryTopicId: topic.id }]);
      return topic;
    },
  }),
}));
