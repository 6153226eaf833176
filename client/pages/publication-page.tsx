import { useQuery } from 'urql';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { navigationTarget } from '../../shared/publications/navigation.ts';
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
        navigation {
          type
          title
          target
        }
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
          {collection.navigation.length > 0 && (
            <nav className="publication-nav" aria-label={`${collection.name} sections`}>
              {collection.navigation.map((item, index) => {
                const target = navigationTarget(item);
                const href = 'href' in target ? target.href : link(target.route, { collectionSlug: params['collectionSlug'] ?? '', ...target.params });
                return (
                  <a key={index} href={href} {...('href' in target ? { rel: 'noopener nofollow' } : {})}>
                    {item.title}
                  </a>
                );
              })}
            </nav>
          )}
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
