import { builder } from '../builder.ts';
import type { PageCursor } from './paging.ts';
import type { CatalogRow, CollectionRow, PostRow, TagRow, UserRow } from '../../db/schema/index.ts';

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
