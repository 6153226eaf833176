import { useQuery } from 'urql';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { publicationActions } from '../../shared/publications/publication-actions.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';

const PublicationQuery = graphql(
  `
    query PublicationPageQuery($slug: String!) {
      collectionByDomainOrSlug(domainOrSlug: $slug) {
        id
        name
        description
        followerCount
        isAuroraVisible
        isAuroraEligible
        viewerRole
        creator {
          id
          name
        }
        postsConnection(paging: { limit: 10 }) {
          posts {
            id
            ...PostPreview
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

export const publicationData = definePageData({
  query: PublicationQuery,
  variables: (params) => ({ slug: params['collectionSlug'] ?? '' }),
  status: (data) => (data.collectionByDomainOrSlug ? 200 : 404),
});

export function PublicationPage() {
  const { params } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: PublicationQuery, variables: { slug: params['collectionSlug'] ?? '' } });
  const collection = data?.collectionByDomainOrSlug;
  if (!collection) return null;
  return (
    <main className="page" id="main">
      <title>{`${collection.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">{collection.name}</h1>
          {collection.description && <p className="masthead__description">{collection.description}</p>}
          <p className="masthead__stats">
            Edited by {collection.creator.name} · {formatCounted(collection.followerCount, 'Follower', 'Followers')}
          </p>
          {collectionPermissions(collection.viewerRole).canManage && (
            <nav className="publication-actions" aria-label="Publication actions">
              {publicationActions(collection).map((action) => (
                <a key={action.route} href={link(action.route, { collectionSlug: params['collectionSlug'] ?? '' })}>
                  {action.label}
                </a>
              ))}
            </nav>
          )}
        </header>
        <section className="feed" aria-label={`Stories in ${collection.name}`}>
          {collection.postsConnection.posts.length === 0 ? (
            <p className="feed__empty">Nothing published here yet.</p>
          ) : (
            collection.postsConnection.posts.map((post) => <PostPreview key={post.id} post={post} />)
          )}
        </section>
      </div>
    </main>
  );
}
