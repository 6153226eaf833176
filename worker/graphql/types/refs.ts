import type { PostRow } from '../../db/post-queries.ts';
import type { CatalogRow, CollectionRow, TagRow, UserRow } from '../loaders.ts';
import { builder } from '../builder.ts';
import type { PageCursor } from './paging.ts';

/** Object types are declared here and implemented in their own files, so types can refer to each other freely. */
export const UserRef = builder.objectRef<UserRow>('User');
export const CollectionRef = builder.objectRef<CollectionRow>('Collection');
export const PostRef = builder.objectRef<PostRow>('Post');
export const TagRef = builder.objectRef<TagRow>('Tag');

export interface PostConnection {
  readonly posts: readonly PostRow[];
  readonly pagingInfo: { readonly next: PageCursor | null };
}
export const PostConnectionRef = builder.objectRef<PostConnection>('PostConnection');
export const CatalogRef = builder.objectRef<CatalogRow>('Catalog');
