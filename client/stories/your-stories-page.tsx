import { useEffect, useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import {
  isYourStoriesFilter,
  undeleteRedirect,
  YOUR_STORIES_FILTERS,
  YOUR_STORIES_LABELS,
  type YourStoriesFilter,
} from '../../shared/content/your-stories.ts';
import { PostManagementMenu } from './post-management-menu.tsx';
import { formatDate } from '../format.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const YourStoriesQuery = graphql(`
  query YourStoriesQuery($filterBy: YourStoriesFilter!, $series: Boolean!) {
    viewer {
      id
    }
    viewerStories(filterBy: $filterBy, series: $series) {
      id
      title
      visibility
      isPublished
      scheduledAt
      mediumUrl
      updatedAt
      inResponseToPostId
      readingTime
      viewerEdge {
        id
        shareKey
      }
      draftStatus {
        label
        collection {
          id
          name
        }
      }
    }
  }
`);

const DeletePost = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(targetPostId: $id) {
      __typename
      ... on Post {
        id
        deletedAt
      }
      ... on Failure {
        message
      }
    }
  }
`);

const UndeletePostMutation = graphql(`
  mutation UndeletePostMutation($id: ID!) {
    undeletePost(targetPostId: $id) {
      __typename
      ... on Post {
        id
        title
        isPublished
        visibility
        inResponseToPostId
      }
      ... on Failure {
        message
      }
    }
  }
`);

const filterOf = (params: Readonly<Record<string, string>>): YourStoriesFilter => {
  const wanted = params['filterBy'];
  return isYourStoriesFilter(wanted) ? wanted : 'drafts';
};

export const yourStoriesData = definePageData({
  query: YourStoriesQuery,
  variables: (params) => ({ filterBy: filterOf(params), series: false }),
  status: () => 200,
});

/** /me/series/{filterBy}: the same page for the writer's series. */
export const yourSeriesData = definePageData({
  query: YourStoriesQuery,
  variables: (params) => ({ filterBy: filterOf(params), series: true }),
  status: () => 200,
});

/** Series have no responses tab. */
const SERIES_FILTERS = YOUR_STORIES_FILTERS.filter((tab) => tab !== 'responses');

type Story = ResultOf<typeof YourStoriesQuery>['viewerStories'][number];

/** The notice the undelete redirect's markers ask for (docs/spec-checklist.md 1 §4). */
function UndeletedNotice() {
  const link = useLink();
  // read after hydration: the server's page has no query markers in it
  const [query, setQuery] = useState<URLSearchParams | null>(null);
  useEffect(() => setQuery(new URLSearchParams(window.location.search)), []);
  if (query?.get('undeletedPost') !== 'true') return null;
  const tab = query.get('tab');
  return (
    <p className="notice" role="status">
      “{query.get('undeletedPostTitle') || 'Untitled story'}” is back
      {isYourStoriesFilter(tab ?? undefined) && tab !== 'deleted' ? (
        <>
          {' '}
          in{' '}
          <a href={link('ShowYourStories', { filterBy: tab ?? 'drafts' })}>
            {YOUR_STORIES_LABELS[tab as YourStoriesFilter]}
          </a>
        </>
      ) : null}
      .
    </p>
  );
}

function StoryRow({ story, filter }: { story: Story; filter: YourStoriesFilter }) {
  const hydrated = useHydrated();
  const [, deletePost] = useMutation(DeletePost);
  const [, undeletePostMutation] = useMutation(UndeletePostMutation);
  const link = useLink();
  const toast = useToast();
  const [gone, setGone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (gone) return null;
  const title = story.title || 'Untitled story';
  const opens = story.isPublished ? story.mediumUrl : link('ShowEditPost', { postId: story.id });
  // the server knows no time zone: the writer's own time once the page is theirs
  const scheduledFor =
    story.scheduledAt === null
      ? null
      : hydrated
        ? new Date(story.scheduledAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
        : formatDate(story.scheduledAt);
  const remove = async () => {
    setConfirming(false);
    const result = await deletePost({ id: story.id });
    if (result.data?.deletePost.__typename === 'Post') {
      setGone(true);
      toast({ message: `“${title}” was moved to Deleted. It stays there 14 days.` });
    } else toast({ message: 'Your story could not be deleted. Please try again.', toastStyle: 'ERROR' });
  };
  const restore = async () => {
    const result = await undeletePostMutation({ id: story.id });
    const answer = result.data?.undeletePost;
    if (answer?.__typename === 'Post') {
      window.location.assign(
        undeleteRedirect({
          id: answer.id,
          title: answer.title,
          isPublished: answer.isPublished,
          visibility: answer.visibility,
          isResponse: answer.inResponseToPostId !== null,
        }),
      );
    } else toast({ message: 'Your story could not be restored. Please try again.', toastStyle: 'ERROR' });
  };
  return (
    <li className="story-row">
      <div className="story-row__text">
        <h2 className="story-row__title">{filter === 'deleted' ? title : <a href={opens}>{title}</a>}</h2>
        <p className="story-row__meta">
          {story.scheduledAt !== null && filter !== 'deleted' && (
            <span className="story-row__status">
              Scheduled for {scheduledFor}
              {' · '}
            </span>
          )}
          {story.draftStatus && (
            <span className="story-row__status">
              {story.draftStatus.label}
              {story.draftStatus.collection ? ` ${story.draftStatus.collection.name}` : ''}
              {' · '}
            </span>
          )}
          {filter === 'deleted' ? 'Deleted' : story.isPublished ? 'Published' : 'Last edited'}{' '}
          {formatDate(story.updatedAt)}
        </p>
      </div>
      {filter === 'deleted' ? (
        <button type="button" className="button button--outline" onClick={() => void restore()}>
          Restore
        </button>
      ) : (
        <PostManagementMenu
          post={{
            id: story.id,
            visibility: story.visibility,
            isPublished: story.isPublished,
            mediumUrl: story.mediumUrl,
            shareKey: story.viewerEdge.shareKey,
          }}
        >
          <li>
            <button type="button" className="link-button link-button--danger" onClick={() => setConfirming(true)}>
              Delete story
            </button>
          </li>
        </PostManagementMenu>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this story?"
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          <p>“{title}” moves to Deleted, where you can restore it for 14 days.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** /me/stories/{filterBy}: the writer's stories by tab, each with its status and the post management menu. */
export default function YourStoriesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params, routeName } = useNavigation();
  const filter = filterOf(params);
  const series = routeName === 'ShowYourSeries' || routeName === 'ShowYourSeriesIndex';
  const here = (filterBy: YourStoriesFilter) => link(series ? 'ShowYourSeries' : 'ShowYourStories', { filterBy });
  const [{ data }] = useQuery({ query: YourStoriesQuery, variables: { filterBy: filter, series } });
  return (
    <main className="page" id="main">
      <title>{`Your ${series ? 'series' : 'stories'} – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">Your {series ? 'series' : 'stories'}</h1>
          <a className="button button--primary" href={link(series ? 'ShowNewSeries' : 'ShowNewPost')}>
            {series ? 'Start a series' : 'Write a story'}
          </a>
        </div>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, here(filter))}>Sign in</a> to see your {series ? 'series' : 'stories'}.
          </p>
        ) : (
          <>
            <nav className="tabs" aria-label={series ? 'Your series' : 'Your stories'}>
              {(series ? SERIES_FILTERS : YOUR_STORIES_FILTERS).map((tab) => (
                <a key={tab} className="tabs__tab" href={here(tab)} aria-current={tab === filter ? 'page' : undefined}>
                  {YOUR_STORIES_LABELS[tab]}
                </a>
              ))}
            </nav>
            {filter === 'public' && !series && data.viewerStories.length > 1 && (
              <p>
                <a className="button button--outline" href={link('ShowNewSequence')}>
                  Gather stories into a sequence
                </a>
              </p>
            )}
            {filter === 'deleted' && (
              <>
                <UndeletedNotice />
                <p className="page__lede">Deleted stories stay here for 14 days, then they are gone for good.</p>
              </>
            )}
            {data.viewerStories.length === 0 ? (
              <p className="feed__empty">Nothing here yet.</p>
            ) : (
              <ul className="story-rows">
                {data.viewerStories.map((story) => (
                  <StoryRow key={story.id} story={story} filter={filter} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({
  'your-stories': { data: yourStoriesData },
  'your-series': { data: yourSeriesData },
});
