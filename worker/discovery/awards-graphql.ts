import { AWARDS, isAwardType, type AwardType } from '../../shared/discovery/awards.ts';
import { topWritersOfBusiestTags } from './discovery-queries.ts';
import { builder } from '../graphql/builder.ts';
import { TagRef, UserRef } from '../graphql/types/refs.ts';
import type { TagRow, UserRow } from '../db/schema/index.ts';

/** How many tags /awards/top-writer shows, and how many of each tag's top writers. */
const AWARD_TAGS = 12;
const WRITERS_PER_TAG = 3;

interface AwardTag {
  readonly tag: TagRow;
  readonly writers: readonly UserRow[];
}

const AwardTagRef = builder.objectRef<AwardTag>('AwardTag').implement({
  fields: (t) => ({
    tag: t.field({ type: TagRef, resolve: (entry) => entry.tag }),
    writers: t.field({
      type: [UserRef],
      complexity: { field: 1, multiplier: WRITERS_PER_TAG },
      resolve: (entry) => [...entry.writers],
    }),
  }),
});

const AwardRef = builder.objectRef<{ type: AwardType; tags: readonly AwardTag[] }>('Award').implement({
  fields: (t) => ({
    type: t.string({ resolve: (award) => award.type }),
    title: t.string({ resolve: (award) => AWARDS[award.type].title }),
    description: t.string({ resolve: (award) => AWARDS[award.type].description }),
    /** The busiest tags, each with its first top writers. */
    tags: t.field({
      type: [AwardTagRef],
      complexity: { field: 1, multiplier: AWARD_TAGS },
      resolve: (award) => [...award.tags],
    }),
  }),
});

builder.queryFields((t) => ({
  /** /awards/{type}: what the award is and who holds it now; null for an award that is none. */
  award: t.field({
    type: AwardRef,
    nullable: true,
    args: { type: t.arg.string() },
    complexity: 5,
    resolve: async (_root, args, context) => {
      if (!isAwardType(args.type)) return null;
      const ranked = await topWritersOfBusiestTags(context.db, AWARD_TAGS, WRITERS_PER_TAG);
      // the tags and the writers in one load each
      const [tags, writers] = await Promise.all([
        context.loaders.tagBySlug.loadMany(ranked.map((entry) => entry.tagSlug)),
        context.loaders.userById.loadMany(ranked.flatMap((entry) => entry.writerIds)),
      ]);
      const writerById = new Map(
        writers.flatMap((writer) =>
          writer && !(writer instanceof Error) && !writer.deletedAt && !writer.isSuspended
            ? [[writer.id, writer] as const]
            : [],
        ),
      );
      const entries = ranked.flatMap((entry, index) => {
        const tag = tags[index];
        if (!tag || tag instanceof Error) return [];
        return [{ tag, writers: entry.writerIds.flatMap((id) => writerById.get(id) ?? []) }];
      });
      return {
        type: args.type,
        tags: entries.sort((a, b) => b.tag.postCount - a.tag.postCount || a.tag.slug.localeCompare(b.tag.slug)),
      };
    },
  }),
}));
