import { useQuery } from '../data/use-query.ts';
import { FollowTagButton } from '../social/follow-tag-button.tsx';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const CustomizeTopicsQuery = graphql(`
  query CustomizeTopicsQuery {
    tagsToFollow {
      id
      displayTitle
      postCount
      viewerEdge {
        id
        isFollowing
      }
    }
  }
`);

export const customizeTopicsData = definePageData({
  query: CustomizeTopicsQuery,
  variables: () => ({}),
  status: () => 200,
});

/** How many follows make the home feed feel like yours; the page counts towards it. */
const SUGGESTED_FOLLOWS = 3;

/**
 * /customize-topics: a reader chooses what their home page brings them, following tags from
 * those with the most stories. Follows take effect at once; visitors are asked to sign in first
 * (the follow buttons open the sign-in prompt).
 */
export default function CustomizeTopicsPage() {
  const { productName } = useConfig();
  const { session } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: CustomizeTopicsQuery, variables: {} });
  const tags = data?.tagsToFollow ?? [];
  const following = tags.filter((tag) => tag.viewerEdge.isFollowing).length;
  return (
    <main className="page" id="main">
      <title>{`Customize your interests – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">What do you want to read about?</h1>
          <p className="masthead__description">
            Follow topics and their stories come to your home page. Choose {SUGGESTED_FOLLOWS} or more for a home page
            that feels like yours; you can change them at any time.
          </p>
          {session.isLoggedInCookie && (
            <p className="masthead__stats" aria-live="polite">
              {following === 0
                ? 'You follow none of these yet.'
                : `You follow ${formatCounted(following, 'topic', 'topics')} here.`}
            </p>
          )}
        </header>
        {tags.length === 0 ? (
          <p className="feed__empty">There are no topics to follow yet.</p>
        ) : (
          <ul className="interest-grid">
            {tags.map((tag) => (
              <li key={tag.id} className="interest-grid__item">
                <div>
                  <a className="interest-grid__name" href={link('ShowTagPosts', { tagSlug: tag.id })}>
                    {tag.displayTitle}
                  </a>
                  <p className="interest-grid__count">{formatCounted(tag.postCount, 'story', 'stories')}</p>
                </div>
                <FollowTagButton
                  tag={{ slug: tag.id, displayTitle: tag.displayTitle, isFollowing: tag.viewerEdge.isFollowing }}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="customize__done">
          <a className="button button--primary" href={link('ShowHome')}>
            {session.isLoggedInCookie ? 'Done: see my home page' : `Back to ${productName}`}
          </a>{' '}
          <a href={link('ShowFollowsIndex')}>Everything you follow</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'customize-topics': { data: customizeTopicsData } });
