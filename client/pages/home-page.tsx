import { useQuery } from 'urql';
import { PostPreview, PostPreviewFragment } from '../components/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';

const HomeQuery = graphql(
  `
    query HomePageQuery {
      latestPosts(paging: { limit: 10 }) {
        posts {
          id
          ...PostPreview
        }
      }
    }
  `,
  [PostPreviewFragment],
);

export const homeData = definePageData({ query: HomeQuery, variables: () => ({}), status: () => 200 });

export function HomePage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: HomeQuery });
  const posts = data?.latestPosts.posts ?? [];
  return (
    <main className="page" id="main">
      <title>{`${productName}: where good stories find their readers`}</title>
      <section className="hero">
        <h1 className="hero__title">Stories worth your time.</h1>
        <p className="hero__lede">
          {productName} is a place to read, write and deepen your understanding, with writers you follow and
          publications you trust.
        </p>
        <a className="button button--primary button--large" href={link('ShowSignIn')}>
          Start reading
        </a>
      </section>
      <section className="feed reading-column" aria-labelledby="latest-heading">
        <h2 className="feed__heading" id="latest-heading">
          Latest stories
        </h2>
        {posts.length === 0 ? (
          <p className="feed__empty">No stories yet. Be the first to write one.</p>
        ) : (
          posts.map((post) => <PostPreview key={post.id} post={post} />)
        )}
      </section>
    </main>
  );
}
