import { useQuery } from '../data/use-query.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { navigationTarget } from '../../shared/publications/navigation.ts';
import { publicationActions } from '../../shared/publications/publication-actions.ts';
import type { Params } from '../../shared/routes/index.ts';
import { FollowPublicationButton } from '../social/follow-publication-button.tsx';
import { PagedList, pageOf } from '../components/paged-list.tsx';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { PublicationMenu } from './publication-menu.tsx';
import { formatCounted } from '../format.ts';
import { graphql, readFragment } from '../graphql/graphql.ts';
import { DesignFields } from '../design/design-fields.ts';
import { DesignedHeader, DesignedSidebar, designStyle } from '../design/designed-header.tsx';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { PUBLICATION_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const PublicationQuery = graphql(
  `
    query PublicationPageQuery(
      $slug: String!
      $to: String
      $page: Int!
      $home: Boolean!
      $filtered: Boolean!
      $tagSlug: String
      $archive: ArchiveInput
      $about: Boolean!
      $followers: Boolean!
      $trending: Boolean!
      $trendingLimit: Int!
      $withFeatured: Boolean!
      $featuredLimit: Int!
      $topic: Boolean!
      $topicSlug: String!
    ) {
      collectionByDomainOrSlug(domainOrSlug: $slug) {
        id
        name
        description
        isSuspended
        followerCount
        isAuroraVisible
        isAuroraEligible
        viewerRole
        hideAboutLink
        viewerEdge {
          id
          isFollowing
          isMuting
          isEditor
        }
        newsletterV3 {
          id
          slug
        }
        design {
          ...DesignFields
        }
        navigation {
          type
          title
          target
        }
        creator {
          id
          name
        }
        postsConnection(paging: { limit: 10, to: $to, page: $page }) @include(if: $home) {
          posts {
            id
            ...PostPreview
          }
          pagingInfo {
            next {
              to
            }
          }
        }
        taggedOrArchivedPosts(tagSlug: $tagSlug, archive: $archive, paging: { limit: 10, to: $to }) @include(if: $filtered) {
          posts {
            id
            ...PostPreview
          }
          pagingInfo {
            next {
              to
            }
          }
        }
        featuredPosts(limit: $featuredLimit) @include(if: $withFeatured) {
          id
          ...PostPreview
        }
        trendingPosts(limit: $trendingLimit) @include(if: $trending) {
          id
          ...PostPreview
        }
        featurePage(slug: $topicSlug) @include(if: $topic) {
          id
          title
          description
          tagSlug
          posts(paging: { limit: 10, to: $to }) {
            posts {
              id
              ...PostPreview
            }
            pagingInfo {
              next {
                to
              }
            }
          }
        }
        editors @include(if: $about) {
          ...Person
        }
        followerPage(paging: { limit: 25, to: $to }) @include(if: $followers) {
          users {
            ...Person
          }
          pagingInfo {
            next {
              to
            }
          }
        }
      }
    }
  `,
  [PostPreviewFragment, PersonFragment, DesignFields],
);

type Tab = 'home' | 'trending' | 'featured' | 'about' | 'followers' | 'tagged' | 'archive' | 'topic';

const TABS: Readonly<Record<string, Tab>> = {
  ShowCollectionTrending: 'trending',
  ShowCollectionFeatured: 'featured',
  ShowCollectionMasthead: 'about',
  ShowCollectionFollowers: 'followers',
  ShowCollectionTagged: 'tagged',
  ShowCollectionArchive: 'archive',
  ShowCollectionArchiveYear: 'archive',
  ShowCollectionArchiveMonth: 'archive',
  ShowCollectionArchiveDay: 'archive',
  ShowCollectionTopicHome: 'topic',
};

const tabOf = (routeName: string): Tab => TABS[routeName] ?? 'home';

/** The archive's default year is this one; its month and day come from the address. */
const archiveOf = (params: Params) => ({
  year: params['year'] ?? String(new Date().getUTCFullYear()),
  ...(params['month'] ? { month: params['month'] } : {}),
  ...(params['day'] ? { day: params['day'] } : {}),
});

/** /{collectionSlug}/all/{page}: the stories' numbered page, from 1. */
const pageNumber = (params: Params, location: PageLocation): number => {
  const page = location.routeName === 'ShowCollectionAllPage' ? Number(params['page']) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

/** The home's next page (/{collectionSlug}/load-more?to=…) starts where the last one ended. */
const isLoadMore = (location: PageLocation) => location.routeName === 'ShowCollectionLoadMore';

/** How many featured stories head the home, and how many the featured and trending pages show. */
const FEATURED_ON_HOME = 3;
const LISTED = 10;

const publicationVariables = (params: Params, location: PageLocation) => {
  const tab = tabOf(location.routeName);
  const more = isLoadMore(location);
  const page = pageNumber(params, location);
  return {
    slug: params['collectionSlug'] ?? '',
    to: more ? location.search.get('to') : null,
    page,
    home: tab === 'home',
    trending: tab === 'trending',
    trendingLimit: LISTED,
    withFeatured: tab === 'featured' || (tab === 'home' && !more && page === 1),
    featuredLimit: tab === 'featured' ? LISTED : FEATURED_ON_HOME,
    filtered: tab === 'tagged' || tab === 'archive',
    tagSlug: tab === 'tagged' ? (params['tagSlug'] ?? null) : null,
    archive: tab === 'archive' ? archiveOf(params) : null,
    about: tab === 'about',
    followers: tab === 'followers',
    topic: tab === 'topic',
    topicSlug: tab === 'topic' ? (params['topicSlug'] ?? '') : '',
  };
};

export const publicationData = definePageData({
  query: PublicationQuery,
  variables: publicationVariables,
  // a feature page asked for and not there (null, where a page not asked for is left out) is not found
  status: (data) => (data.collectionByDomainOrSlug && data.collectionByDomainOrSlug.featurePage !== null ? 200 : 404),
});

const ARCHIVE_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];

/** A publication: its stories (home and latest), a tag of it, a feature page, its archive, about and followers. */
export default function PublicationPage() {
  const navigation = useNavigation();
  const { params } = navigation;
  const { productName } = useConfig();
  const link = useLink();
  const variables = publicationVariables(params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: PublicationQuery, variables });
  const collection = data?.collectionByDomainOrSlug;
  if (!collection) return null;
  const tab = tabOf(navigation.routeName);
  const collectionSlug = params['collectionSlug'] ?? '';
  const archive = archiveOf(params);
  const actions = (
    <div className="profile__actions">
      <FollowPublicationButton
        collection={{
          id: collection.id,
          name: collection.name,
          isFollowing: collection.viewerEdge.isFollowing,
          isEditor: collection.viewerEdge.isEditor,
        }}
      />
      {collection.newsletterV3 && !collection.viewerEdge.isEditor && (
        // built here, not by the server, so that on the publication's own domain it stays there
        <a
          className="button button--outline"
          href={link('ShowCollectionNewsletterLanding', {
            collectionSlug,
            newsletterSlug: collection.newsletterV3.slug,
          })}
          aria-label={`Get ${collection.name}’s stories by e-mail`}
        >
          Subscribe
        </a>
      )}
      <PublicationMenu
        collection={{
          id: collection.id,
          name: collection.name,
          slug: collectionSlug,
          isEditor: collection.viewerRole === 'EDITOR',
          isCreator: collection.viewerRole === 'CREATOR',
          hideAboutLink: collection.hideAboutLink,
          isMuting: collection.viewerEdge.isMuting,
        }}
      />
    </div>
  );
  // a design shows only while its editors have it on; its navigation items are the nav below
  const design = collection.isAuroraVisible && collection.design ? readFragment(DesignFields, collection.design) : null;
  return (
    <main
      className={design ? 'page page--designed' : 'page'}
      id="main"
      style={design ? designStyle(design) : undefined}
    >
      <title>{`${collection.featurePage ? `${collection.featurePage.title} – ` : ''}${collection.name} – ${productName}`}</title>
      <div className={design ? 'designed-layout' : undefined}>
        <div className="reading-column">
          <header className="masthead">
            {design ? (
              <DesignedHeader
                design={design}
                name={collection.name}
                tagline={collection.description}
                links={[]}
                actions={actions}
              />
            ) : (
              <div className="masthead__top">
                <h1 className="masthead__name">{collection.name}</h1>
                {actions}
              </div>
            )}
            {!design && collection.description && <p className="masthead__description">{collection.description}</p>}
            {collection.isSuspended && (
              <p className="masthead__stats" role="status">
                {'Moderators hid this publication from readers. '}
                <a href={link('ShowYourModeration')}>See why, and appeal</a>
              </p>
            )}
            <p className="masthead__stats">
              Edited by {collection.creator.name} ·{' '}
              <a href={link('ShowCollectionFollowers', { collectionSlug })}>
                {formatCounted(collection.followerCount, 'Follower', 'Followers')}
              </a>
            </p>
            <nav className="publication-nav" aria-label={`${collection.name} sections`}>
              <a
                href={link('ShowCollectionHome', { collectionSlug })}
                aria-current={tab === 'home' ? 'page' : undefined}
              >
                Latest
              </a>
              <a
                href={link('ShowCollectionFeatured', { collectionSlug })}
                aria-current={tab === 'featured' ? 'page' : undefined}
              >
                Featured
              </a>
              <a
                href={link('ShowCollectionTrending', { collectionSlug })}
                aria-current={tab === 'trending' ? 'page' : undefined}
              >
                Trending
              </a>
              {collection.navigation.map((item, index) => {
                const target = navigationTarget(item);
                const href = 'href' in target ? target.href : link(target.route, { collectionSlug, ...target.params });
                const current = tab === 'topic' && item.type === 'TOPIC_PAGE' && item.target === params['topicSlug'];
                return (
                  <a
                    key={index}
                    href={href}
                    aria-current={current ? 'page' : undefined}
                    {...('href' in target ? { rel: 'noopener nofollow' } : {})}
                  >
                    {item.title}
                  </a>
                );
              })}
              <a
                href={link('ShowCollectionArchive', { collectionSlug })}
                aria-current={tab === 'archive' ? 'page' : undefined}
              >
                Archive
              </a>
              <a
                href={link('ShowCollectionMasthead', { collectionSlug })}
                aria-current={tab === 'about' ? 'page' : undefined}
              >
                About
              </a>
            </nav>
            {collectionPermissions(collection.viewerRole).canManage && (
              <nav className="publication-actions" aria-label="Publication actions">
                {publicationActions(collection).map((action) => (
                  <a key={action.route} href={link(action.route, { collectionSlug })}>
                    {action.label}
                  </a>
                ))}
              </nav>
            )}
          </header>
          {tab === 'archive' && (
            <nav className="archive-nav" aria-label="Archive by month">
              <span className="archive-nav__year">{archive.year}</span>
              {ARCHIVE_MONTHS.map((month) => (
                <a
                  key={month}
                  href={link('ShowCollectionArchiveMonth', { collectionSlug, year: archive.year, month })}
                  aria-current={archive.month === month ? 'page' : undefined}
                >
                  {month}
                </a>
              ))}
            </nav>
          )}
          {tab === 'home' && collection.featuredPosts && collection.featuredPosts.length > 0 && (
            <section className="feed publication-featured" aria-label={`Featured in ${collection.name}`}>
              <h2 className="feed__heading">Featured</h2>
              {collection.featuredPosts.map((post) => (
                <PostPreview key={post.id} post={post} />
              ))}
              <p>
                <a href={link('ShowCollectionFeatured', { collectionSlug })}>All featured stories</a>
              </p>
            </section>
          )}
          {tab === 'featured' && collection.featuredPosts && (
            <section className="feed" aria-label={`Featured in ${collection.name}`}>
              {collection.featuredPosts.length === 0 ? (
                <p className="feed__empty">
                  {collection.viewerEdge.isEditor
                    ? 'Nothing is featured yet. Feature stories from the Stories page.'
                    : 'Nothing is featured yet.'}
                </p>
              ) : (
                collection.featuredPosts.map((post) => <PostPreview key={post.id} post={post} />)
              )}
            </section>
          )}
          {collection.trendingPosts && (
            <section className="feed" aria-label={`Trending in ${collection.name}`}>
              {collection.trendingPosts.length === 0 ? (
                <p className="feed__empty">Nothing is trending here this week.</p>
              ) : (
                collection.trendingPosts.map((post) => <PostPreview key={post.id} post={post} />)
              )}
            </section>
          )}
          {collection.postsConnection && tab === 'home' && isLoadMore(pageLocation(navigation)) && (
            <h2 className="feed__heading">More from {collection.name}</h2>
          )}
          {collection.postsConnection && (
            <PagedPosts
              first={collection.postsConnection}
              query={PublicationQuery}
              variables={(to) => ({ ...variables, to })}
              pick={(more) => more?.collectionByDomainOrSlug?.postsConnection}
              label={`Stories in ${collection.name}`}
              empty="Nothing published here yet."
            />
          )}
          {collection.taggedOrArchivedPosts && (
            <PagedPosts
              first={collection.taggedOrArchivedPosts}
              query={PublicationQuery}
              variables={(to) => ({ ...variables, to })}
              pick={(more) => more?.collectionByDomainOrSlug?.taggedOrArchivedPosts}
              label={
                tab === 'tagged'
                  ? `Stories in ${collection.name} tagged ${params['tagSlug'] ?? ''}`
                  : `${collection.name} archive`
              }
              empty={tab === 'tagged' ? 'No stories under this tag yet.' : 'No stories from this time.'}
            />
          )}
          {collection.featurePage && (
            <section aria-labelledby="feature-page-title">
              <h2 className="feed__heading" id="feature-page-title">
                {collection.featurePage.title}
              </h2>
              {collection.featurePage.description && (
                <p className="profile__bio">{collection.featurePage.description}</p>
              )}
              <PagedPosts
                first={collection.featurePage.posts}
                query={PublicationQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) => more?.collectionByDomainOrSlug?.featurePage?.posts}
                label={`${collection.featurePage.title} in ${collection.name}`}
                empty={`No stories tagged ${collection.featurePage.tagSlug} here yet.`}
              />
            </section>
          )}
          {collection.editors && (
            <section className="about" aria-label={`About ${collection.name}`}>
              <p className="profile__bio">
                {collection.description || `${collection.name} hasn’t described itself yet.`}
              </p>
              <h2 className="feed__heading">Editors</h2>
              <PeopleList people={collection.editors} />
            </section>
          )}
          {collection.followerPage && (
            <section aria-label={`Followers of ${collection.name}`}>
              <h2 className="feed__heading">{formatCounted(collection.followerCount, 'Follower', 'Followers')}</h2>
              <PagedList
                first={pageOf(collection.followerPage)}
                query={PublicationQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) =>
                  more?.collectionByDomainOrSlug?.followerPage
                    ? pageOf(more.collectionByDomainOrSlug.followerPage)
                    : null
                }
                render={(people) => <PeopleList people={people} />}
                empty={`Nobody follows ${collection.name} yet.`}
              />
            </section>
          )}
        </div>
        {design && (
          <DesignedSidebar
            design={design}
            tagline={collection.description}
            blogrollTitle={`Writers of ${collection.name}`}
          />
        )}
      </div>
    </main>
  );
}

export const pages = definePages({
  'publication-profile': { data: publicationData, cache: 'public', shareCard: PUBLICATION_SHARE_CARD },
});
