import { useQuery } from 'urql';
import { Avatar } from '../components/avatar.tsx';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { formatCount, formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';

const UserProfileQuery = graphql(
  `
    query UserProfilePageQuery($username: String!, $seriesOnly: Boolean!) {
      userResult(username: $username) {
        __typename
        ... on User {
          id
          name
          bio
          imageId
          socialStats {
            followerCount
            followingCount
          }
          postsConnection(paging: { limit: 10 }, seriesOnly: $seriesOnly) {
            posts {
              id
              ...PostPreview
            }
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const status = (data: { userResult: { __typename: string } }) => (data.userResult.__typename === 'User' ? 200 : 404);

export const userProfileData = definePageData({ query: UserProfileQuery, variables: (params) => ({ username: params['username'] ?? '', seriesOnly: false }), status });

/** /@{username}/series: the same page, listing only the writer's series. */
export const userSeriesData = definePageData({ query: UserProfileQuery, variables: (params) => ({ username: params['username'] ?? '', seriesOnly: true }), status });

export function UserProfilePage() {
  const { params, routeName } = useNavigation();
  const { productName } = useConfig();
  const seriesOnly = routeName === 'ShowUserSeries';
  const [{ data }] = useQuery({ query: UserProfileQuery, variables: { username: params['username'] ?? '', seriesOnly } });
  const user = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!user) return null;
  return (
    <main className="page" id="main">
      <title>{`${user.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="profile">
          <div className="profile__header">
            <Avatar imageId={user.imageId} name={user.name} size={72} />
            <div>
              <h1 className="profile__name">{user.name}</h1>
              <p className="profile__stats">
                {formatCounted(user.socialStats.followerCount, 'Follower', 'Followers')} · {formatCount(user.socialStats.followingCount)} Following
              </p>
            </div>
          </div>
          {user.bio && <p className="profile__bio">{user.bio}</p>}
        </header>
        <section className="feed" aria-label={`${seriesOnly ? 'Series' : 'Stories'} by ${user.name}`}>
          {seriesOnly && <h2 className="feed__heading">Series</h2>}
          {user.postsConnection.posts.length === 0 ? (
            <p className="feed__empty">
              {user.name} hasn’t published any {seriesOnly ? 'series' : 'stories'} yet.
            </p>
          ) : (
            user.postsConnection.posts.map((post) => <PostPreview key={post.id} post={post} />)
          )}
        </section>
      </div>
    </main>
  );
}
