import { useQuery } from '../data/use-query.ts';
import { topStoriesDay, topStoriesDaySlug } from '../../shared/discovery/top-stories.ts';
import type { Params } from '../../shared/routes/index.ts';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { TIME } from '../../shared/constants.ts';
import { definePages } from '../pages/define-page.ts';

const TopStoriesQuery = graphql(
  `
    query TopStoriesQuery($day: String, $to: String) {
      topStories(day: $day, paging: { limit: 10, to: $to }) {
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

const variables = (params: Params) => ({ day: params['monthDayYearSlug'] ?? null, to: null });

export const topStoriesData = definePageData({
  query: TopStoriesQuery,
  variables,
  status: (data) => (data.topStories ? 200 : 404),
});

/** /top-stories, /browse/top and their day pages: the most-clapped stories of the last 30 days, or of one day. */
export default function TopStoriesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const vars = variables(params);
  const [{ data }] = useQuery({ query: TopStoriesQuery, variables: vars });
  const stories = data?.topStories;
  if (!stories) return null;
  const day = vars.day ? topStoriesDay(vars.day) : null;
  // /browse/top's days are /top-stories' too: one address per day
  const dayLink = (time: number) => link('ShowTopStoriesDay', { monthDayYearSlug: topStoriesDaySlug(new Date(time)) });
  const heading = day ? `Top stories of ${formatDate(day.from.getTime())}` : 'Top stories';
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">{heading}</h1>
          <p className="masthead__description">
            {day
              ? 'The stories published that day that readers clapped for most.'
              : 'The stories of the last 30 days that readers clapped for most.'}
          </p>
          {day && (
            <p className="masthead__actions">
              <a href={dayLink(day.from.getTime() - TIME.day)}>Day before</a>
              {day.to.getTime() <= Date.now() && (
                <>
                  {' · '}
                  <a href={dayLink(day.to.getTime())}>Day after</a>
                </>
              )}
            </p>
          )}
        </header>
        <PagedPosts
          first={stories}
          query={TopStoriesQuery}
          variables={(to) => ({ ...vars, to })}
          pick={(more) => more?.topStories}
          label={heading}
          empty={day ? 'No stories were published that day.' : 'No stories in the last 30 days yet.'}
        />
      </div>
    </main>
  );
}

export const pages = definePages({ 'top-stories': { data: topStoriesData } });
