import { builder } from '../graphql/builder.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import { memberCollections } from './member-collection-queries.ts';

/** The publications the viewer runs (AvatarMenuQuery): null on anyone else's account. */
builder.objectField(UserRef, 'adminCollections', (t) =>
  t.field({
    type: [CollectionRef],
    nullable: true,
    complexity: { field: 2, multiplier: 3 },
    resolve: (user, _args, context) =>
      context.viewer?.user.id === user.id ? memberCollections(context.db, user.id, ['EDITOR']) : null,
  }),
);
