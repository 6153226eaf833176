import { useQuery } from 'urql';
import { PagedPosts } from '../components/paged-posts.tsx';
import { PostPreviewFragment } from '../components/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';

const HomeQuery = graphql(
  `
    query HomePageQuery($to: String) {
      homeFeed(paging: { limit: 10, to: $to }) {
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
  `,
  [PostPreviewFragment],
);

export const homeData = definePageData({ query: HomeQuery, variables: () => ({ to: null }), status: () => 200 });

/**
 * Home: for a reader, stories from the writers, publications and tags they follow, then
 * recommendations in their topics; for a visitor, the latest stories under a welcome.
 */
export function HomePage() {
  const { productName } = useConfig();
  const { session } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: HomeQuery, variables: { to: null } });
  const signedIn = session.isLoggedInCookie;
  return (
    <main className="page" id="main">
      <title>{`${productName}: where good stories find their readers`}</title>
      {!signedIn && (
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
      )}
      <div className="reading-column">
        <h2 className="feed__heading" id="feed-heading">
          {signedIn ? 'For you' : 'Latest stories'}
        </h2>
        {data && (
          <PagedPosts
            first={data.homeFeed}
            query={HomeQuery}
            variables={(to) => ({ to })}
            pick={(more) => more?.homeFeed}
            label={signedIn ? 'Stories for you' : 'Latest stories'}
            empty={signedIn ? 'Follow writers, publications and tags to fill your feed.' : 'No stories yet. Be the first to write one.'}
          />
        )}
        {signedIn && (
          <p className="feed__more-topics">
            <a href={link('ShowTopics')}>Explore topics</a>
          </p>
        )}
      </div>
    </main>
  );
}
