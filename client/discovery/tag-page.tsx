import { useQuery } from '../data/use-query.ts';
import { isTopPeriod, TOP_PERIODS, type TagPostSort } from '../../shared/discovery/tag-pages.ts';
import type { Params } from '../../shared/routes/index.ts';
import { FollowTagButton } from '../social/follow-tag-button.tsx';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { TAG_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const TagQuery = graphql(
  `
    query TagPageQuery($tagSlug: String!, $sort: TagPostSort, $archive: ArchiveInput, $to: String, $stories: Boolean!, $writers: Boolean!) {
      tagFromSlug(tagSlug: $tagSlug) {
        id
        displayTitle
        postCount
        followerCount
        viewerEdge {
          id
          isFollowing
        }
        postsConnection(sort: $sort, archive: $archive, paging: { limit: 10, to: $to }) @include(if: $stories) {
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
        topWriters @include(if: $writers) {
          ...Person
        }
      }
    }
  `,
  [PostPreviewFragment, PersonFragment],
);

type Tab = 'hot' | 'latest' | 'top' | 'writers' | 'archive';

const tabOf = (routeName: string): Tab => {
  if (routeName === 'ShowTagLatest') return 'latest';
  if (routeName === 'ShowTagTop') return 'top';
  if (routeName === 'ShowTagTopWriters') return 'writers';
  if (routeName.startsWith('ShowTagArchive')) return 'archive';
  return 'hot';
};

/** The sort a tag route asks for; an unknown top period sorts as all time. */
function sortOf(tab: Tab, params: Params): TagPostSort {
  if (tab === 'latest') return 'NEW';
  if (tab === 'top') {
    const period = params['timePeriod'] ?? '';
    return isTopPeriod(period) ? TOP_PERIODS[period] : 'TOP_ALL_TIME';
  }
  return 'HOT';
}

const archiveOf = (params: Params) => ({
  year: params['year'] ?? String(new Date().getUTCFullYear()),
  ...(params['month'] ? { month: params['month'] } : {}),
  ...(params['day'] ? { day: params['day'] } : {}),
});

const tagVariables = (params: Params, location: PageLocation) => {
  const tab = tabOf(location.routeName);
  return {
    tagSlug: (params['tagSlug'] ?? '').toLowerCase(),
    sort: sortOf(tab, params),
    archive: tab === 'archive' ? archiveOf(params) : null,
    to: null,
    stories: tab !== 'writers',
    writers: tab === 'writers',
  };
};

export const tagData = definePageData({
  query: TagQuery,
  variables: tagVariables,
  status: (data) => (data.tagFromSlug ? 200 : 404),
});

const PERIOD_LABELS = { week: 'This week', month: 'This month', year: 'This year', 'all-time': 'All time' } as const;

/** /tag/{tagSlug}: hot, latest, top by period, top writers and the archive, with a follow button. */
export default function TagPage() {
  const navigation = useNavigation();
  const { params } = navigation;
  const { productName } = useConfig();
  const link = useLink();
  const variables = tagVariables(params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: TagQuery, variables });
  const tag = data?.tagFromSlug;
  if (!tag) return null;
  const tab = tabOf(navigation.routeName);
  const tagSlug = tag.id;
  return (
    <main className="page" id="main">
      <title>{`${tag.displayTitle} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <div className="masthead__top">
            <h1 className="masthead__name">{tag.displayTitle}</h1>
            <FollowTagButton
              tag={{ slug: tagSlug, displayTitle: tag.displayTitle, isFollowing: tag.viewerEdge.isFollowing }}
            />
          </div>
          <p className="masthead__stats">
            {formatCounted(tag.postCount, 'story', 'stories')} ·{' '}
            {formatCounted(tag.followerCount, 'follower', 'followers')}
          </p>
        </header>
        <nav className="tabs" aria-label={`${tag.displayTitle} stories`}>
          <a
            className="tabs__tab"
            href={link('ShowTagPosts', { tagSlug })}
            aria-current={tab === 'hot' ? 'page' : undefined}
          >
            Trending
          </a>
          <a
            className="tabs__tab"
            href={link('ShowTagLatest', { tagSlug })}
            aria-current={tab === 'latest' ? 'page' : undefined}
          >
            Latest
          </a>
          <a
            className="tabs__tab"
            href={link('ShowTagTop', { tagSlug, timePeriod: 'all-time' })}
            aria-current={tab === 'top' ? 'page' : undefined}
          >
            Top
          </a>
          <a
            className="tabs__tab"
            href={link('ShowTagTopWriters', { tagSlug })}
            aria-current={tab === 'writers' ? 'page' : undefined}
          >
            Top writers
          </a>
          <a
            className="tabs__tab"
            href={link('ShowTagArchive', { tagSlug })}
            aria-current={tab === 'archive' ? 'page' : undefined}
          >
            Archive
          </a>
        </nav>
        {tab === 'top' && (
          <nav className="archive-nav" aria-label="Top stories by period">
            {Object.entries(PERIOD_LABELS).map(([period, label]) => (
              <a
                key={period}
                href={link('ShowTagTop', { tagSlug, timePeriod: period })}
                aria-current={params['timePeriod'] === period ? 'page' : undefined}
              >
                {label}
              </a>
            ))}
          </nav>
        )}
        {tag.postsConnection && (
          <PagedPosts
            first={tag.postsConnection}
            query={TagQuery}
            variables={(to) => ({ ...variables, to })}
            pick={(more) => more?.tagFromSlug?.postsConnection}
            label={`Stories tagged ${tag.displayTitle}`}
            empty={tab === 'archive' ? 'No stories from this time.' : 'No stories here yet.'}
          />
        )}
        {tag.topWriters && (
          <section aria-label={`Top writers in ${tag.displayTitle}`}>
            {tag.topWriters.length === 0 ? (
              <p className="feed__empty">No writers here yet.</p>
            ) : (
              <PeopleList people={tag.topWriters} />
            )}
          </section>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ tag: { data: tagData, cache: 'tag', shareCard: TAG_SHARE_CARD } });
