import { useQuery } from '../data/use-query.ts';
import { formatCounted } from '../format.ts';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostUpvotesQuery = graphql(
  `
    query PostUpvotesPageQuery($postId: ID!) {
      post(id: $postId) {
        id
        title
        mediumUrl
        clapCount
        clappers {
          claps
          user {
            ...Person
          }
        }
      }
    }
  `,
  [PersonFragment],
);

export const postUpvotesData = definePageData({
  query: PostUpvotesQuery,
  variables: (params) => ({ postId: params['postId'] ?? '' }),
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/upvotes: the people who clapped for a story, most claps first. */
export default function PostUpvotesPage() {
  const { productName } = useConfig();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PostUpvotesQuery, variables: { postId: params['postId'] ?? '' } });
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  const people = post.clappers.flatMap((clapper) =>
    clapper.user ? [{ ...clapper.user, bio: formatCounted(clapper.claps, 'clap', 'claps') }] : [],
  );
  return (
    <main className="page" id="main">
      <title>{`Claps for ${title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">
            {formatCounted(post.clapCount, 'clap', 'claps')} for <a href={post.mediumUrl}>{title}</a>
          </h1>
        </header>
        {people.length === 0 ? <p className="feed__empty">No claps yet.</p> : <PeopleList people={people} />}
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-upvotes': { data: postUpvotesData } });
