import { useQuery } from 'urql';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';

const UserProfileQuery = graphql(
  `
    query UserProfilePageQuery($username: String!) {
      userResult(username: $username) {
        __typename
        ... on User {
          id
          name
          bio
          socialStats {
            followerCount
            followingCount
          }
          postsConnection(paging: { limit: 10 }) {
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

export const userProfileData = definePageData({
  query: UserProfileQuery,
  variables: (params) => ({ username: params['username'] ?? '' }),
  status: (data) => (data.userResult.__typename === 'User' ? 200 : 404),
});

export function UserProfilePage() {
  const { params } = useNavigation();
  const { productName } = useConfig();
  const [{ data }] = useQuery({ query: UserProfileQuery, variables: { username: params['username'] ?? '' } });
  const user = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!user) return null;
  return (
    <main className="page" id="main">
      <title>{`${user.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="profile">
          <h1 className="profile__name">{user.name}</h1>
          <p className="profile__stats">
            {formatCount(user.socialStats.followerCount)} Followers · {formatCount(user.socialStats.followingCount)} Following
          </p>
          {user.bio && <p className="profile__bio">{user.bio}</p>}
        </header>
        <section className="feed" aria-label={`Stories by ${user.name}`}>
          {user.postsConnection.posts.length === 0 ? (
            <p className="feed__empty">{user.name} hasn’t published any stories yet.</p>
          ) : (
            user.postsConnection.posts.map((post) => <PostPreview key={post.id} post={post} />)
          )}
        </section>
      </div>
    </main>
  );
}
