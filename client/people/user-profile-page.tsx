import { lazy, Suspense } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { authorMenuItems } from '../../shared/social/user-actions.ts';
import { AuthorActions } from '../social/author-actions.tsx';
import { Avatar } from '../components/avatar.tsx';
import { FediverseHandle } from '../federation/fediverse-handle.tsx';
import { CatalogList } from '../lists/catalog-list.tsx';
import { FollowButton } from '../social/follow-button.tsx';
import { Menu } from '../components/menu.tsx';
import { PagedList, pageOf } from '../components/paged-list.tsx';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { PublisherItems } from '../social/publisher-items.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { formatCount, formatCounted, formatDate } from '../format.ts';
import { graphql, readFragment } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { AuthorStanding } from '../social/author-standing.ts';
import { DesignFields } from '../design/design-fields.ts';
import { DesignedHeader, DesignedSidebar, designStyle } from '../design/designed-header.tsx';
import { profileNavigationTarget } from '../../shared/design/profile-navigation.ts';
import { definePages } from '../pages/define-page.ts';
import { PROFILE_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

/** The style reminder's code loads only on a writer's own profile. */
const StyleReminder = lazy(() => import('../components/style-reminder.tsx'));

const UserProfileQuery = graphql(
  `
    query UserProfilePageQuery(
      $username: String!
      $seriesOnly: Boolean!
      $to: String
      $stories: Boolean!
      $followers: Boolean!
      $following: Boolean!
      $lists: Boolean!
      $awards: Boolean!
      $responses: Boolean!
      $recommended: Boolean!
      $highlights: Boolean!
      $publications: Boolean!
    ) {
      viewer {
        id
        mediumMemberAt
      }
      userResult(username: $username) {
        __typename
        ... on User {
          id
          name
          username
          bio
          imageId
          mediumMemberAt
          createdAt
          mediumUrl
          isAuroraVisible
          tippingUrl
          promotesMemberships
          fediverseHandle
          design {
            ...DesignFields
          }
          ...AuthorStanding
          viewerEdge {
            id
            isBlockedBy
          }
          postsConnection(paging: { limit: 10, to: $to }, seriesOnly: $seriesOnly, clappedFor: $recommended) @include(if: $stories) {
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
          followers(paging: { limit: 25, to: $to }) @include(if: $followers) {
            users {
              ...Person
            }
            pagingInfo {
              next {
                to
              }
            }
          }
          following(paging: { limit: 25, to: $to }) @include(if: $following) {
            users {
              ...Person
            }
            pagingInfo {
              next {
                to
              }
            }
          }
          catalogs @include(if: $lists) {
            id
            name
            description
            visibility
            postCount
            mediumUrl
          }
          topWriterIn @include(if: $awards) {
            id
            displayTitle
          }
          responsesConnection(paging: { limit: 10, to: $to }) @include(if: $responses) {
            posts {
              id
              mediumUrl
              firstPublishedAt
              content {
                bodyModel {
                  paragraphs {
                    name
                    text
                  }
                }
              }
              inResponseToPost {
                id
                title
                mediumUrl
              }
            }
            pagingInfo {
              next {
                to
              }
            }
          }
          highlights @include(if: $highlights) {
            id
            preview
            post {
              id
              title
              mediumUrl
            }
          }
          publications @include(if: $publications) {
            id
            name
            description
            mediumUrl
          }
        }
      }
    }
  `,
  [PostPreviewFragment, PersonFragment, AuthorStanding, DesignFields],
);

/** Which part of the profile a route shows; the profile itself and /latest show the writer's stories. */
type Tab =
  | 'stories'
  | 'series'
  | 'followers'
  | 'following'
  | 'about'
  | 'lists'
  | 'awards'
  | 'responses'
  | 'recommended'
  | 'highlights'
  | 'publications';

const TABS: Readonly<Record<string, Tab>> = {
  ShowUserSeries: 'series',
  ShowUserFollowers: 'followers',
  ShowUserFollowing: 'following',
  // the same lists under a publication's address (its own domain serves its writers' profiles)
  ShowCollectionUserFollowers: 'followers',
  ShowCollectionUserFollowing: 'following',
  ShowUserAbout: 'about',
  ShowUserLists: 'lists',
  ShowUserAwards: 'awards',
  ShowUserResponses: 'responses',
  ShowUserHighlights: 'highlights',
  // the older name of the same list: what the writer clapped for
  ShowUserHasRecommended: 'recommended',
  ShowUserRecommended: 'recommended',
  ShowUserPublications: 'publications',
};

const tabOf = (routeName: string): Tab => TABS[routeName] ?? 'stories';

const profileVariables = (params: Params, location: PageLocation) => {
  const tab = tabOf(location.routeName);
  return {
    username: params['username'] ?? '',
    seriesOnly: tab === 'series',
    to: null,
    stories: tab === 'stories' || tab === 'series' || tab === 'recommended',
    followers: tab === 'followers',
    following: tab === 'following',
    lists: tab === 'lists',
    awards: tab === 'awards',
    responses: tab === 'responses',
    recommended: tab === 'recommended',
    highlights: tab === 'highlights',
    publications: tab === 'publications',
  };
};

const status = (data: { userResult: { __typename: string } }) => (data.userResult.__typename === 'User' ? 200 : 404);

export const userProfileData = definePageData({ query: UserProfileQuery, variables: profileVariables, status });

/**
 * A writer's profile: their stories, series, lists, about, followers, following, awards,
 * responses, highlights, the stories they recommend and the publications they are part of.
 */
export default function UserProfilePage() {
  const navigation = useNavigation();
  const { session } = useAppState();
  const { productName } = useConfig();
  const link = useLink();
  const variables = profileVariables(navigation.params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: UserProfileQuery, variables });
  const hydrated = useHydrated();
  const user = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!user) return null;
  const tab = tabOf(navigation.routeName);
  const isViewer = data?.viewer?.id === user.id;
  const viewerIsMember = Boolean(data?.viewer?.mediumMemberAt);
  const username = user.username;
  const tabLink = (name: 'ShowUser' | 'ShowUserLists' | 'ShowUserAbout') => link(name, { username });
  const actions = (
    <div className="profile__actions">
      <FollowButton
        user={{
          id: user.id,
          name: user.name,
          isFollowing: user.viewerEdge.isFollowing,
          isViewer,
          isBlocking: user.viewerEdge.isBlocking || user.viewerEdge.isBlockedBy,
        }}
      />
      {!isViewer && (
        // the name begins with the word shown, so a reader who says "Subscribe" reaches it (WCAG 2.5.3)
        <a
          className="button button--outline"
          href={link('ShowUserSubscribe', { username })}
          aria-label={`Subscribe to get an e-mail whenever ${user.name} publishes`}
        >
          Subscribe
        </a>
      )}
      {authorMenuItems({
        signedIn: session.isLoggedInCookie,
        isViewer,
        isMuting: user.viewerEdge.isMuting,
        isBlocking: user.viewerEdge.isBlocking,
      }).length > 0 ? (
        <AuthorActions
          author={{
            id: user.id,
            name: user.name,
            isViewer,
            isMuting: user.viewerEdge.isMuting,
            isBlocking: user.viewerEdge.isBlocking,
          }}
          onProfile
        />
      ) : (
        <Menu label={`More actions for ${user.name}`}>
          {(close) => <PublisherItems place={{ page: 'profile', isOwnProfile: isViewer }} params={{}} close={close} />}
        </Menu>
      )}
    </div>
  );
  const stats = (
    <p className="profile__stats">
      <a href={link('ShowUserFollowers', { username })}>
        {formatCounted(user.socialStats.followerCount, 'Follower', 'Followers')}
      </a>
      {' · '}
      <a href={link('ShowUserFollowing', { username })}>{formatCount(user.socialStats.followingCount)} Following</a>
    </p>
  );
  // a design shows only while its writer has it on
  const design = user.isAuroraVisible && user.design ? readFragment(DesignFields, user.design) : null;
  const links = (design?.navigation ?? []).map((item) => {
    const target = profileNavigationTarget(item);
    return 'href' in target
      ? { title: item.title, href: target.href, external: true }
      : { title: item.title, href: link(target.route, { username, ...target.params }), external: false };
  });
  return (
    <main
      className={design ? 'page page--designed' : 'page'}
      id="main"
      style={design ? designStyle(design) : undefined}
    >
      <title>{`${user.name} – ${productName}`}</title>
      <div className={design ? 'designed-layout' : undefined}>
        <div className="reading-column">
          <header className="profile">
            {design ? (
              <>
                <DesignedHeader
                  design={design}
                  name={user.name}
                  tagline={tab === 'about' ? '' : user.bio}
                  links={links}
                  actions={actions}
                />
                {stats}
              </>
            ) : (
              <div className="profile__header">
                <Avatar imageId={user.imageId} name={user.name} size={72} memberSince={user.mediumMemberAt} />
                <div className="profile__identity">
                  <h1 className="profile__name">{user.name}</h1>
                  {stats}
                </div>
                {actions}
              </div>
            )}
            {!design && user.bio && tab !== 'about' && <p className="profile__bio">{user.bio}</p>}
            {user.fediverseHandle && <FediverseHandle handle={user.fediverseHandle} />}
            {isViewer && hydrated && (
              <Suspense fallback={null}>
                <StyleReminder userId={user.id} />
              </Suspense>
            )}
            {(user.tippingUrl || (user.promotesMemberships && !isViewer && !viewerIsMember)) && (
              <p className="profile__support">
                {user.tippingUrl && (
                  <a className="button button--outline" href={user.tippingUrl} rel="noopener nofollow">
                    {`Tip ${user.name}`}
                  </a>
                )}
                {user.promotesMemberships && !isViewer && !viewerIsMember && (
                  <a
                    href={link('RedirectMembershipUser', { username })}
                  >{`Become a member: part of your membership goes to the writers you read, ${user.name} among them`}</a>
                )}
              </p>
            )}
            {user.viewerEdge.isBlocking && (
              <p className="notice">You blocked {user.name}. They can’t follow you or respond to your stories.</p>
            )}
            {user.viewerEdge.isBlockedBy && (
              <p className="notice">
                {user.name} has blocked you. You can’t follow them, or read or respond to their stories.
              </p>
            )}
          </header>
          <nav className="tabs" aria-label={`${user.name}’s profile`}>
            <a className="tabs__tab" href={tabLink('ShowUser')} aria-current={tab === 'stories' ? 'page' : undefined}>
              Home
            </a>
            <a
              className="tabs__tab"
              href={link('ShowUserSeries', { username })}
              aria-current={tab === 'series' ? 'page' : undefined}
            >
              Series
            </a>
            <a
              className="tabs__tab"
              href={tabLink('ShowUserLists')}
              aria-current={tab === 'lists' ? 'page' : undefined}
            >
              Lists
            </a>
            <a
              className="tabs__tab"
              href={tabLink('ShowUserAbout')}
              aria-current={tab === 'about' ? 'page' : undefined}
            >
              About
            </a>
          </nav>
          {/* the server refuses a blocked reader the stories, so the page does not list them */}
          {user.postsConnection && !user.viewerEdge.isBlockedBy && (
            <PagedPosts
              first={user.postsConnection}
              query={UserProfileQuery}
              variables={(to) => ({ ...variables, to })}
              pick={(more) => (more?.userResult.__typename === 'User' ? more.userResult.postsConnection : null)}
              label={
                tab === 'recommended'
                  ? `Stories ${user.name} recommends`
                  : `${tab === 'series' ? 'Series' : 'Stories'} by ${user.name}`
              }
              empty={
                tab === 'recommended'
                  ? `${user.name} hasn’t clapped for any stories yet.`
                  : `${user.name} hasn’t published any ${tab === 'series' ? 'series' : 'stories'} yet.`
              }
            />
          )}
          {tab === 'about' && (
            <section className="about" aria-label={`About ${user.name}`}>
              <p className="profile__bio">{user.bio || `${user.name} hasn’t written a bio yet.`}</p>
              <p className="about__meta">
                {productName} member since {formatDate(user.createdAt)} ·{' '}
                {formatCounted(user.socialStats.followerCount, 'Follower', 'Followers')} ·{' '}
                {formatCount(user.socialStats.followingCount)} Following
              </p>
            </section>
          )}
          {user.followers && (
            <section aria-label={`${user.name}’s followers`}>
              <h2 className="feed__heading">
                {formatCounted(user.socialStats.followerCount, 'Follower', 'Followers')}
              </h2>
              <PagedList
                first={pageOf(user.followers)}
                query={UserProfileQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) =>
                  more?.userResult.__typename === 'User' && more.userResult.followers
                    ? pageOf(more.userResult.followers)
                    : null
                }
                render={(people) => <PeopleList people={people} />}
                empty={`Nobody follows ${user.name} yet.`}
              />
            </section>
          )}
          {user.following && (
            <section aria-label={`People ${user.name} follows`}>
              <h2 className="feed__heading">{formatCount(user.socialStats.followingCount)} Following</h2>
              <PagedList
                first={pageOf(user.following)}
                query={UserProfileQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) =>
                  more?.userResult.__typename === 'User' && more.userResult.following
                    ? pageOf(more.userResult.following)
                    : null
                }
                render={(people) => <PeopleList people={people} />}
                empty={`${user.name} doesn’t follow anyone yet.`}
              />
              <p className="landing__footnote">
                <a href={link('ShowUserFollowList', { username })} type="text/x-opml">
                  Follow the same writers in a feed reader (OPML)
                </a>
              </p>
            </section>
          )}
          {user.catalogs && (
            <section aria-label={`Lists by ${user.name}`}>
              {user.catalogs.length === 0 ? (
                <p className="feed__empty">
                  {isViewer
                    ? 'You have no lists yet. Save a story to start one.'
                    : `${user.name} has no public lists yet.`}
                </p>
              ) : (
                <CatalogList lists={user.catalogs} />
              )}
            </section>
          )}
          {user.responsesConnection && (
            <section className="feed" aria-label={`Responses by ${user.name}`}>
              <h2 className="feed__heading">Responses</h2>
              <PagedList
                first={pageOf(user.responsesConnection)}
                query={UserProfileQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) =>
                  more?.userResult.__typename === 'User' && more.userResult.responsesConnection
                    ? pageOf(more.userResult.responsesConnection)
                    : null
                }
                render={(responses) =>
                  responses.map((response) => (
                    <article key={response.id} className="response">
                      {response.inResponseToPost && (
                        <p className="response__note">
                          In response to{' '}
                          <a href={response.inResponseToPost.mediumUrl}>
                            {response.inResponseToPost.title || 'a story'}
                          </a>
                        </p>
                      )}
                      <div className="response__body">
                        {response.content.bodyModel.paragraphs.map((paragraph) => (
                          <p key={paragraph.name}>{paragraph.text}</p>
                        ))}
                      </div>
                      <p className="response__date">
                        <a href={response.mediumUrl}>
                          {response.firstPublishedAt === null
                            ? 'Read the response'
                            : formatDate(response.firstPublishedAt)}
                        </a>
                      </p>
                    </article>
                  ))
                }
                empty={`${user.name} hasn’t responded to any stories yet.`}
              />
            </section>
          )}
          {user.highlights && (
            <section className="feed" aria-label={`Highlights by ${user.name}`}>
              <h2 className="feed__heading">Highlights</h2>
              {user.highlights.length === 0 ? (
                <p className="feed__empty">{`${user.name} hasn’t highlighted anything yet.`}</p>
              ) : (
                <ul className="passages">
                  {user.highlights.map((quote) => (
                    <li key={quote.id} className="passage">
                      <blockquote className="passage__words">{quote.preview}</blockquote>
                      {quote.post && (
                        <p className="passage__meta">
                          From <a href={quote.post.mediumUrl}>{quote.post.title || 'a story'}</a>
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {user.publications && (
            <section className="feed" aria-label={`Publications of ${user.name}`}>
              <h2 className="feed__heading">Publications</h2>
              {user.publications.length === 0 ? (
                <p className="feed__empty">{`${user.name} isn’t part of any publication yet.`}</p>
              ) : (
                <ul className="marks__list">
                  {user.publications.map((publication) => (
                    <li key={publication.id}>
                      <a href={publication.mediumUrl}>{publication.name}</a>
                      {publication.description && <p>{publication.description}</p>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {user.topWriterIn && (
            <section aria-label={`Awards of ${user.name}`}>
              <h2 className="feed__heading">
                <a href={link('ShowAwards', { type: 'top-writer' })}>Top writer</a>
              </h2>
              {user.topWriterIn.length === 0 ? (
                <p className="feed__empty">No awards yet.</p>
              ) : (
                <ul className="awards">
                  {user.topWriterIn.map((tag) => (
                    <li key={tag.id}>
                      Top writer in <a href={link('ShowTagPosts', { tagSlug: tag.id })}>{tag.displayTitle}</a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
        {design && <DesignedSidebar design={design} tagline={user.bio} blogrollTitle={`${user.name} reads`} />}
      </div>
      <SiteFooter variant="profile" />
    </main>
  );
}

export const pages = definePages({
  'user-profile': { data: userProfileData, cache: 'public', shareCard: PROFILE_SHARE_CARD },
  'user-series': { data: userProfileData, cache: 'public' },
});
