import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { SetPostFeatured } from './set-post-featured.ts';
import { definePages } from '../pages/define-page.ts';

const PublicationFeatureQuery = graphql(
  `
    query PublicationFeatureQuery($slug: String!, $postId: ID!) {
      collectionByDomainOrSlug(domainOrSlug: $slug) {
        id
        slug
        name
        viewerRole
      }
      postResult(id: $postId) {
        __typename
        ... on Post {
          id
          isFeatured
          collection {
            id
          }
          ...PostPreview
        }
      }
    }
  `,
  [PostPreviewFragment],
);

export const publicationFeatureData = definePageData({
  query: PublicationFeatureQuery,
  variables: (params) => ({ slug: params['collectionSlug'] ?? '', postId: params['postId'] ?? '' }),
  // a story of another publication is not this one's to feature; a reader sees only what is featured
  status: (data) => {
    const collection = data.collectionByDomainOrSlug;
    const post = data.postResult.__typename === 'Post' ? data.postResult : null;
    if (!collection || !post || post.collection?.id !== collection.id) return 404;
    return post.isFeatured || collectionPermissions(collection.viewerRole).canPublish ? 200 : 404;
  },
});

/**
 * /{collectionSlug}/{postId}/featured: a story as the publication features it. Its editors
 * feature it or take it off here (as on the Stories page); readers see the story's card under
 * "Featured in …" while it is featured, and nothing (404) otherwise.
 */
export default function PublicationFeaturePage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [, setPostFeatured] = useMutation(SetPostFeatured);
  const [{ data }] = useQuery({
    query: PublicationFeatureQuery,
    variables: { slug: params['collectionSlug'] ?? '', postId: params['postId'] ?? '' },
  });
  const [error, setError] = useState<string | null>(null);
  const collection = data?.collectionByDomainOrSlug;
  const post = data?.postResult.__typename === 'Post' ? data.postResult : null;
  if (!collection || !post) return null;
  const isEditor = collectionPermissions(collection.viewerRole).canPublish;
  const toggle = async () => {
    const result = await setPostFeatured({ postId: post.id, featured: !post.isFeatured });
    const answer = result.data?.setPostFeatured;
    setError(answer?.__typename === 'Post' ? null : failureMessage(answer, 'Please try again.'));
  };
  return (
    <main className="page" id="main">
      <title>{`Featured in ${collection.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            <a href={link('ShowCollectionFeatured', { collectionSlug: collection.slug })}>
              Featured in {collection.name}
            </a>
          </p>
        </header>
        <section className="feed" aria-label="Story">
          <PostPreview post={post} />
        </section>
        {isEditor && (
          <section className="feature-control" aria-label="Feature this story">
            <p>
              {post.isFeatured
                ? `This story is featured on ${collection.name}’s home and featured page.`
                : `Feature this story on ${collection.name}’s home and featured page.`}
            </p>
            <button
              type="button"
              className={`button ${post.isFeatured ? 'button--outline' : 'button--primary'}`}
              onClick={() => void toggle()}
            >
              {post.isFeatured ? 'Remove from featured' : 'Feature this story'}
            </button>
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
          </section>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'publication-feature': { data: publicationFeatureData } });
