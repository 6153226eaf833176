import { useQuery } from '../data/use-query.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import {
  PUBLICATION_STORY_FILTERS,
  publicationStoryFilter,
  type PublicationStoryFilter,
} from '../../shared/publications/story-filters.ts';
import type { Params } from '../../shared/routes/index.ts';
import { SetPostFeatured } from './set-post-featured.ts';
import { SubmissionRows } from './submission-rows.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** A story as a row of the Stories page: enough to link it, date it and feature it. */
const StoryRowFields = graphql(`
  fragment StoryRowFields on Post @_unmask {
    id
    title
    mediumUrl
    firstPublishedAt
    isFeatured
    creator {
      id
      name
    }
  }
`);

const PublicationStoriesQuery = graphql(
  `
  query PublicationStoriesQuery($slug: String!, $to: String, $published: Boolean!, $featured: Boolean!, $submissions: Boolean!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      slug
      name
      mediumUrl
      viewerRole
      postsConnection(paging: { limit: 25, to: $to }) @include(if: $published) {
        posts {
          ...StoryRowFields
        }
        pagingInfo {
          next {
            to
          }
        }
      }
      featuredPosts @include(if: $featured) {
        ...StoryRowFields
      }
      submissions @include(if: $submissions) {
        id
        title
        creator {
          id
          name
        }
      }
    }
  }
`,
  [StoryRowFields],
);

const storiesVariables = (params: Params, location: PageLocation) => {
  const filter = publicationStoryFilter(params['filterBy']);
  return {
    slug: params['collectionSlug'] ?? '',
    // /stories/{filterBy}/loadMore?to=… is the next page, server-rendered, so paging needs no script
    to: location.routeName === 'ShowCollectionStoriesLoadMore' ? location.search.get('to') : null,
    published: filter === 'published',
    featured: filter === 'featured',
    submissions: filter === 'submissions',
  };
};

export const publicationStoriesData = definePageData({
  query: PublicationStoriesQuery,
  variables: storiesVariables,
  status: (data, params) => (data.collectionByDomainOrSlug && publicationStoryFilter(params['filterBy']) ? 200 : 404),
});

type Row = ResultOf<typeof StoryRowFields>;

function StoryRows({ rows }: { rows: readonly Row[] }) {
  const [, setPostFeatured] = useMutation(SetPostFeatured);
  const toast = useToast();
  const feature = async (row: Row) => {
    const result = await setPostFeatured({ postId: row.id, featured: !row.isFeatured });
    const answer = result.data?.setPostFeatured;
    if (answer?.__typename === 'Post')
      toast({ message: answer.isFeatured ? `“${row.title}” is featured.` : `“${row.title}” is no longer featured.` });
    else toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };
  return (
    <ul className="story-rows">
      {rows.map((row) => (
        <li key={row.id} className="story-row">
          <p className="story-row__text">
            <a href={row.mediumUrl}>{row.title || 'Untitled story'}</a> by {row.creator.name}
            {row.firstPublishedAt !== null && <> · {formatDate(row.firstPublishedAt)}</>}
          </p>
          <button
            type="button"
            className="button button--outline"
            aria-pressed={row.isFeatured}
            onClick={() => void feature(row)}
          >
            {row.isFeatured ? 'Unfeature' : 'Feature'}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /{collectionSlug}/stories, /stories/{filterBy} and /stories/{filterBy}/loadMore: the
 * publication's stories for its editors, a tab at a time: published (feature or unfeature
 * each), featured, and the submissions waiting to be published. Editors and the creator only.
 */
export default function PublicationStoriesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const { params } = navigation;
  const [{ data }] = useQuery({
    query: PublicationStoriesQuery,
    variables: storiesVariables(params, pageLocation(navigation)),
  });
  const collection = data?.collectionByDomainOrSlug;
  const filter = publicationStoryFilter(params['filterBy']);
  if (!collection || !filter || !collectionPermissions(collection.viewerRole).canManage) {
    return (
      <main className="page page--message" id="main">
        <title>{`Stories – ${productName}`}</title>
        <h1 className="message__title">Only editors can see this page</h1>
        <p className="message__text">
          {collection ? <a href={collection.mediumUrl}>Read {collection.name}</a> : 'This publication does not exist.'}
        </p>
      </main>
    );
  }
  const collectionSlug = collection.slug;
  const next = collection.postsConnection?.pagingInfo.next?.to;
  return (
    <main className="page" id="main">
      <title>{`${collection.name} stories – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">{collection.name} stories</h1>
          <a className="button button--primary" href={link('ShowCollectionNewPost', { collectionSlug })}>
            Write a story
          </a>
        </div>
        <nav className="tabs" aria-label="Stories">
          {(Object.keys(PUBLICATION_STORY_FILTERS) as PublicationStoryFilter[]).map((tab) => (
            <a
              key={tab}
              className="tabs__tab"
              href={link('ShowCollectionStoriesFilter', { collectionSlug, filterBy: tab })}
              aria-current={tab === filter ? 'page' : undefined}
            >
              {PUBLICATION_STORY_FILTERS[tab]}
            </a>
          ))}
        </nav>
        {collection.postsConnection &&
          (collection.postsConnection.posts.length === 0 ? (
            <p className="feed__empty">Nothing published here yet.</p>
          ) : (
            <StoryRows rows={collection.postsConnection.posts} />
          ))}
        {next && (
          <p>
            <a
              className="button button--outline"
              href={`${link('ShowCollectionStoriesLoadMore', { collectionSlug, filterBy: filter })}?to=${encodeURIComponent(next)}`}
            >
              Older stories
            </a>
          </p>
        )}
        {collection.featuredPosts &&
          (collection.featuredPosts.length === 0 ? (
            <p className="feed__empty">Nothing is featured yet. Feature a story from the Published tab.</p>
          ) : (
            <StoryRows rows={collection.featuredPosts} />
          ))}
        {collection.submissions && <SubmissionRows collectionId={collection.id} submissions={collection.submissions} />}
      </div>
    </main>
  );
}

export const pages = definePages({ 'publication-stories': { data: publicationStoriesData } });
