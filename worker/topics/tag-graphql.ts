import { TagRef } from '../graphql/types/refs.ts';

TagRef.implement({
  fields: (t) => ({
    id: t.exposeID('slug'),
    normalizedTagSlug: t.exposeString('slug'),
    displayTitle: t.exposeString('displayTitle'),
    postCount: t.exposeInt('postCount'),
    followerCount: t.exposeInt('followerCount'),
  }),
});
