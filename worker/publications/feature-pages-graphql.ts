import { MAX_FEATURE_PAGES, parseFeaturePage } from '../../shared/publications/feature-page-fields.ts';
import type { collectionFeaturePages } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { managedCollection } from './publication-graphql.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { CollectionRef } from '../graphql/types/refs.ts';
import {
  deleteFeaturePage,
  featurePageCount,
  featurePageOf,
  featurePagesOf,
  newFeaturePage,
  updateFeaturePage,
} from './feature-page-writes.ts';
import { failure, isFailure } from '../graphql/types/failure.ts';

type FeaturePageRow = typeof collectionFeaturePages.$inferSelect;

export const FeaturePageRef = builder.objectRef<FeaturePageRow>('FeaturePage').implement({
  description:
    'A publication’s page of its stories under one tag, made by its editors (/{collectionSlug}/{topicSlug}/home).',
  fields: (t) => ({
    /** Its publication's id and its slug: unique, for the client's cache. */
    id: t.id({ resolve: (page) => `${page.collectionId}:${page.slug}` }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    tagSlug: t.exposeString('tagSlug'),
  }),
});

builder.objectFields(CollectionRef, (t) => ({
  /** Its feature pages, in the order they were made (the settings list them; navigation links them). */
  featurePages: t.field({
    type: [FeaturePageRef],
    complexity: { field: 5, multiplier: MAX_FEATURE_PAGES },
    resolve: (collection, _args, context) => featurePagesOf(context.db, collection.id),
  }),
  /** One feature page by its address's {topicSlug}; null when there is none. */
  featurePage: t.field({
    type: FeaturePageRef,
    nullable: true,
    args: { slug: t.arg.string() },
    resolve: (collection, args, context) => featurePageOf(context.db, collection.id, args.slug),
  }),
}));

const FeaturePageResult = resultUnion('FeaturePageResult', FeaturePageRef, [
  'AlreadyExists',
  'BadRequest',
  'Forbidden',
  'NotFound',
  'Unauthorized',
]);
const NO_PAGE = failure('NotFound', 'There is no such feature page.');

builder.mutationFields((t) => ({
  /**
   * Makes a feature page (no slug) or changes one (its slug, which stays: links to it are out).
   * Its address comes from its title; a publication has at most MAX_FEATURE_PAGES.
   */
  saveFeaturePage: t.field({
    type: FeaturePageResult,
    args: {
      collectionId: t.arg.id(),
      slug: t.arg.string({ required: false }),
      title: t.arg.string(),
      tag: t.arg.string(),
      description: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const { collection } = place;
      const existing = args.slug ? await featurePageOf(context.db, collection.id, args.slug) : null;
      if (args.slug && !existing) return NO_PAGE;
      const fields = parseFeaturePage(
        { title: args.title, tag: args.tag, description: args.description ?? '' },
        existing?.slug ?? null,
      );
      if ('error' in fields) return failure('BadRequest', fields.error);
      // its page is one of the publication's, which the edge cache keeps under the publication
      const purged = () => purgeEntityPages(context, [{ collectionId: collection.id }]);
      if (existing) {
        const updated = await updateFeaturePage(context.db, collection.id, existing.slug, fields);
        await purged();
        return updated ?? NO_PAGE;
      }
      if ((await featurePageCount(context.db, collection.id)) >= MAX_FEATURE_PAGES)
        return failure('BadRequest', `A publication can have at most ${MAX_FEATURE_PAGES} feature pages.`);
      const inserted = await newFeaturePage(context.db, collection.id, fields, context.now());
      if (!inserted)
        return failure(
          'AlreadyExists',
          `${collection.name} already has a feature page at that address. Choose another title.`,
        );
      await purged();
      return inserted;
    },
  }),
  /** Removes a feature page; a navigation item that named it leads nowhere until it is changed. */
  deleteFeaturePage: t.field({
    type: FeaturePageResult,
    args: { collectionId: t.arg.id(), slug: t.arg.string() },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const { collection } = place;
      const deleted = await deleteFeaturePage(context.db, collection.id, args.slug.toLowerCase());
      if (!deleted) return NO_PAGE;
      await purgeEntityPages(context, [{ collectionId: collection.id }]);
      return deleted;
    },
  }),
}));
