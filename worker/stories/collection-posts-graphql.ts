import { builder } from '../graphql/builder.ts';
import { pagedComplexity, PagingOptions } from '../graphql/types/paging.ts';
import { CollectionRef, PostConnectionRef } from '../graphql/types/refs.ts';
import { publishedPostConnection } from './post-connection-graphql.ts';
import { FeaturePageRef } from '../publications/graphql.ts';

// A publication's stories, on its home and on its feature pages: the stories add them to the
// publication's types, which stand below them.

builder.objectField(CollectionRef, 'postsConnection', (t) =>
  t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (collection, args, context) =>
      publishedPostConnection(context, { collectionId: collection.id }, args.paging),
  }),
);

/** The publication's stories under the page's tag, newest first. */
builder.objectField(FeaturePageRef, 'posts', (t) =>
  t.field({
    type: PostConnectionRef,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (page, args, context) =>
      publishedPostConnection(context, { collectionId: page.collectionId, tagSlug: page.tagSlug }, args.paging),
  }),
);
