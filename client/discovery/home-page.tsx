import { useQuery } from '../data/use-query.ts';
import { HOME_FEED_TIP_FLAG } from '../../shared/constants.ts';
import { greetingLine } from '../../shared/navigation/greeting.ts';
import { DismissableHint } from '../components/dismissable-hint.tsx';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { HOME_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const HomeQuery = graphql(
  `
    query HomePageQuery($to: String) {
      viewer {
        id
        name
        dismissableFlags
      }
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

/**
 * "Good evening, Ada" (docs/spec-checklist.md 1 §9): the reader's own hour is known only in their browser, so the
 * line is filled in after hydration; its place is kept so the feed does not move.
 */
function Greeting({ name }: { name: string }) {
  const hydrated = useHydrated();
  return <p className="feed__greeting">{hydrated ? greetingLine(name, new Date().getHours()) : '\u00a0'}</p>;
}

export const homeData = definePageData({ query: HomeQuery, variables: () => ({ to: null }), status: () => 200 });

/**
 * Home: for a reader, stories from the writers, publications and tags they follow, then
 * recommendations in their topics; for a visitor, the latest stories under a welcome.
 */
export default function HomePage() {
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
        {data?.viewer && <Greeting name={data.viewer.name} />}
        {data?.viewer && (
          <DismissableHint
            flag={HOME_FEED_TIP_FLAG}
            dismissableFlags={data.viewer.dismissableFlags ?? null}
            autoDismiss
          >
            Follow writers, publications and topics you enjoy, and their stories will fill For you.
          </DismissableHint>
        )}
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
            empty={
              signedIn
                ? 'Follow writers, publications and tags to fill your feed.'
                : 'No stories yet. Be the first to write one.'
            }
          />
        )}
        {signedIn && (
          <p className="feed__more-topics">
            <a href={link('ShowTopics')}>Explore topics</a>
          </p>
        )}
      </div>
      <SiteFooter variant="default" />
    </main>
  );
}

export const pages = definePages({ home: { data: homeData, cache: 'home', shareCard: HOME_SHARE_CARD } });
