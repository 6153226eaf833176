import type { AnyVariables, TypedDocumentNode } from 'urql';
import type { FragmentOf } from '../graphql/graphql.ts';
import { PagedList, pageOf } from '../components/paged-list.tsx';
import { PostPreview, type PostPreviewFragment } from './post-preview.tsx';

type Preview = FragmentOf<typeof PostPreviewFragment> & { readonly id: string };

export interface PostConnectionPage {
  readonly posts: readonly Preview[];
  readonly pagingInfo: { readonly next: { readonly to: string } | null };
}

/** A feed of story previews, a page at a time. */
export function PagedPosts<Data, Variables extends AnyVariables>({
  first,
  query,
  variables,
  pick,
  empty,
  label,
}: {
  first: PostConnectionPage;
  query: TypedDocumentNode<Data, Variables>;
  variables: (to: string) => Variables;
  pick: (data: Data | undefined) => PostConnectionPage | null | undefined;
  empty: string;
  label: string;
}) {
  return (
    <section className="feed" aria-label={label}>
      <PagedList
        first={pageOf(first)}
        query={query}
        variables={variables}
        pick={(data) => {
          const page = pick(data);
          return page ? pageOf(page) : null;
        }}
        render={(posts) => posts.map((post) => <PostPreview key={post.id} post={post} />)}
        empty={empty}
      />
    </section>
  );
}
