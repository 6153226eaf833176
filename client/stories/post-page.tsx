import { lazy, Suspense, useEffect, useState } from 'react';
import { onDemand } from '../data/on-demand.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { meteringState } from '../../shared/reading/metering-state.ts';
import { AuthorActions } from '../social/author-actions.tsx';
import { FollowPublicationButton } from '../social/follow-publication-button.tsx';
import { Highlighter } from '../highlights/highlighter.tsx';
import { ReaderMarks } from '../highlights/reader-marks.tsx';
import { Responses } from '../responses/responses.tsx';
import { SaveButton } from '../lists/save-button.tsx';
import { ShareOnDemand } from '../discovery/share-on-demand.tsx';
import { Avatar } from '../components/avatar.tsx';
import { ClapButton } from '../claps/clap-button.tsx';
import { FollowButton } from '../social/follow-button.tsx';
import { KeptHtml } from '../components/kept-html.tsx';
import { preloadable } from '../shell/preloadable.tsx';
import type { PreloadedState } from '../../shared/preloaded-state.ts';
import { formatCounted, formatDate, formatReadingTime } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { ParagraphFields } from '../graphql/paragraph-fields.ts';
import { useAppState, useConfig, useKeepEvent, useLink, useNavigation } from '../state/app-state.tsx';
import { countStoryView } from '../state/count-story-view.ts';
import { NO_METER_READING, type MeterReading } from '../state/meter-reading.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { takeWatchAtLoad, watchStory } from '../stats/watch-story.ts';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import type { UnavailableKind } from './post-unavailable.tsx';
import type { Params } from '../../shared/routes/index.ts';
import { AuthorStanding } from '../social/author-standing.ts';
import { definePages } from '../pages/define-page.ts';
import { POST_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const PostPageQuery = graphql(
  `
  query PostPageQuery($id: ID!, $sk: String) {
    viewer {
      id
      mediumMemberAt
    }
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        title
        subtitle
        firstPublishedAt
        readingTime
        isLocked
        isPublished
        visibility
        mediumUrl
        canonicalUrl
        latestRev
        clapCount
        viewerClapCount
        readingList
        viewerCatalogIds
        responsesCount
        responsesLocked
        viewerHighlights {
          id
          paragraphName
          startOffset
          endOffset
          preview
        }
        # the fields of PrivateNoteFields, written out: sharing that fragment would put one more chunk on every story page
        privateNotes {
          id
          anchor
          content
          createdAt
          author {
            id
            name
          }
          replies {
            id
            content
            createdAt
            author {
              id
              name
            }
          }
        }
        sequence {
          id
          slug
          title
          parts {
            postId
            title
          }
        }
        viewerEdge {
          id
          shareKey
        }
        creator {
          id
          name
          username
          imageId
          mediumMemberAt
          mediumUrl
          promotesSubscriptions
          ...AuthorStanding
        }
        collection {
          id
          name
          mediumUrl
          followerCount
          viewerEdge {
            id
            isFollowing
            isEditor
          }
        }
        tags {
          id
          displayTitle
        }
        content(shareKey: $sk) {
          isLockedPreviewOnly
          bodyModel {
            paragraphs {
              ...ParagraphFields
            }
          }
        }
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [ParagraphFields, AuthorStanding],
);

/** docs/spec-checklist.md 2 §8's post result kinds answer with their own statuses. */
const RESULT_STATUS: Record<'Post' | UnavailableKind, number> = {
  Post: 200,
  NotFound: 404,
  RemovedByUser: 410,
  AccountDeleted: 410,
  AccountSuspended: 410,
  PostSuspended: 410,
  Blocked: 403,
  Unauthorized: 403,
  WithheldInCountry: 451,
  UnavailableForLegalReasons: 451,
};

const PostUnavailable = preloadable(() => import('./post-unavailable.tsx').then((module) => module.default));

/** The story, and the share key of a Share Friend Link (?sk=) when the address carries one. */
const postVariables = (params: Params, location: PageLocation) => ({
  id: params['postId'] ?? '',
  sk: location.search.get('sk'),
});

export const postData = definePageData({
  query: PostPageQuery,
  variables: (params, location) => postVariables(params, location),
  status: (data) => RESULT_STATUS[data.postResult.__typename],
});

/** Only the writer and the publication's editors manage a story: its menu loads for them alone. */
const PostManagementMenu = lazy(() =>
  import('./post-management-menu.tsx').then((module) => ({ default: module.PostManagementMenu })),
);

/**
 * A visitor's browser keeps the story's body as the server rendered it, until the meter opens the
 * rest of a members-only story; a signed-in reader's highlights change it, so theirs loads the
 * code that renders it.
 */
const PostBody = preloadable(() => import('../../shared/content/post-body.tsx').then((module) => module.PostBody));

/** Before the page hydrates: a signed-in reader's story body hydrates with the page, so its code comes first. */
export const prepare = (state: PreloadedState): Promise<unknown> | undefined =>
  state.session.isLoggedInCookie ? PostBody.preload() : undefined;

/** Where the story sits in its series: links only, so every browser keeps the server's markup. */
const SeriesNav = preloadable(() => import('../series/series-nav.tsx').then((module) => module.SeriesNav));

// Most stories are open to everyone: their readers never download the paywall.
const MeterNotice = preloadable(() => import('../reading/meter-notice.tsx').then((module) => module.default));

/** The reader's meter after this story (docs/spec-checklist.md 3 §4), counted once the story is shown. */
function useReadingMeter(
  view: { postId: string; owned: boolean; previewOnly: boolean; shareKey: string | null } | null,
): MeterReading {
  const { session } = useAppState();
  const [counted, setCounted] = useState<{ postId: string; reading: MeterReading } | null>(null);
  const postId = view?.postId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view is counted per story, whatever new `view` object a render makes
  useEffect(() => {
    if (view)
      void countStoryView({ ...view, signedIn: session.isLoggedInCookie }).then((reading) =>
        setCounted({ postId: view.postId, reading }),
      );
    // once per story shown: the meter opening it is not a second view
  }, [postId, session.isLoggedInCookie]);
  // another story's answer (one read before this page's) never opens this one
  return counted && counted.postId === postId ? counted.reading : NO_METER_READING;
}

/** The reading position's code and its mutation: loaded for signed-in readers only. */
const readingPosition = onDemand(() => import('../state/reading-position.ts'));

/**
 * A signed-in reader's place in the story, kept as they read (its code loads for them only). The
 * paragraph names come as one string, so the effect starts again only when they change.
 */
function useReadingPosition(postId: string | null, paragraphNames: string) {
  const [, savePosition] = useMutation(readingPosition.pick((module) => module.SavePostReadingPosition));
  useEffect(() => {
    if (!postId) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void readingPosition.use(async ({ trackReadingPosition }) => {
      if (!stopped)
        stop = trackReadingPosition(paragraphNames.split(' '), (paragraphName) => {
          void savePosition({ postId, paragraphName });
        });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [savePosition, postId, paragraphNames]);
}

/**
 * The writer's stats for the story shown (../stats/watch-story.ts), taken over from the first
 * script when it started them.
 */
function useReadingReport(postId: string | null, readingTimeMinutes: number, endId: string | undefined) {
  const keepEvent = useKeepEvent();
  useEffect(() => {
    if (!postId) return undefined;
    return takeWatchAtLoad(postId) ?? watchStory({ postId, readingTimeMinutes, endId }, keepEvent);
  }, [keepEvent, postId, readingTimeMinutes, endId]);
}

export default function PostPage() {
  const navigation = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const variables = postVariables(navigation.params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: PostPageQuery, variables });
  const result = data?.postResult;
  const { session } = useAppState();
  const viewerId = data?.viewer?.id ?? null;
  const readPostId = result?.__typename === 'Post' ? result.id : null;
  const owned = result?.__typename === 'Post' && result.creator.id === viewerId;
  const servedPreview = result?.__typename === 'Post' && result.content.isLockedPreviewOnly;
  const meter = useReadingMeter(
    readPostId ? { postId: readPostId, owned, previewOnly: servedPreview, shareKey: variables.sk } : null,
  );
  const meteringPostIds = meter.postIds;
  const hydrated = useHydrated();
  // the meter opened the story whose preview the page showed: its answer brought the rest
  const paragraphs = result?.__typename === 'Post' ? (meter.opened ?? result.content.bodyModel.paragraphs) : [];
  const previewOnly = servedPreview && !meter.opened;
  const paragraphNames = paragraphs.map((paragraph) => paragraph.name).join(' ');
  useReadingPosition(session.isLoggedInCookie ? readPostId : null, paragraphNames);
  const endId = previewOnly ? undefined : paragraphNames.split(' ').at(-1);
  useReadingReport(readPostId, result?.__typename === 'Post' ? result.readingTime : 0, endId);
  if (!result) return null;
  if (result.__typename !== 'Post') {
    return (
      <Suspense fallback={null}>
        <PostUnavailable kind={result.__typename} message={result.message} />
      </Suspense>
    );
  }
  const post = result;
  const metering = meteringState({
    isLockedPreviewOnly: previewOnly,
    isMember: Boolean(data?.viewer?.mediumMemberAt),
    meteringPostIds,
  });
  return (
    <main className="page" id="main">
      <title>{`${post.title || 'Untitled story'} – ${productName}`}</title>
      {/* /p/{id}, a Friend Link and a writer's own domain all show the story: search engines index one address */}
      <link rel="canonical" href={post.canonicalUrl ?? post.mediumUrl} />
      {/* what the first script reports before the page hydrates (client/boot.ts) */}
      <article
        className="story reading-column"
        data-post={post.id}
        data-reading-time={post.readingTime}
        data-end={endId}
      >
        <header className="story__header">
          {post.sequence && (
            <KeptHtml id="story-series" content={post.sequence.id} live={false}>
              <Suspense fallback={null}>
                <SeriesNav postId={post.id} sequence={post.sequence} />
              </Suspense>
            </KeptHtml>
          )}
          <h1 className="story__title">{post.title || 'Untitled story'}</h1>
          {post.subtitle && <p className="story__subtitle">{post.subtitle}</p>}
          <div className="story__author">
            <Avatar
              imageId={post.creator.imageId}
              name={post.creator.name}
              size={44}
              memberSince={post.creator.mediumMemberAt}
            />
            <div>
              <p className="story__byline">
                <a href={post.creator.mediumUrl}>{post.creator.name}</a>
                <span className="story__followers">
                  {' '}
                  · {formatCounted(post.creator.socialStats.followerCount, 'Follower', 'Followers')}
                </span>
                {post.collection && (
                  <>
                    {' in '}
                    <a href={post.collection.mediumUrl}>{post.collection.name}</a>
                  </>
                )}
              </p>
              <p className="story__meta">
                {formatReadingTime(post.readingTime)}
                {post.firstPublishedAt !== null && <> · {formatDate(post.firstPublishedAt)}</>}
              </p>
            </div>
            <FollowButton
              user={{
                id: post.creator.id,
                name: post.creator.name,
                isFollowing: post.creator.viewerEdge.isFollowing,
                isViewer: viewerId === post.creator.id,
                isBlocking: post.creator.viewerEdge.isBlocking,
              }}
              postId={post.id}
            />
            {/* the writer and the publication's editors manage the story from here (docs/spec-checklist.md 1 §2.9); latestRev is theirs only */}
            {post.latestRev !== null ? (
              hydrated && (
                <Suspense fallback={null}>
                  <PostManagementMenu
                    post={{
                      id: post.id,
                      visibility: post.visibility,
                      isPublished: post.isPublished,
                      mediumUrl: post.mediumUrl,
                      shareKey: post.viewerEdge.shareKey,
                    }}
                  />
                </Suspense>
              )
            ) : (
              <AuthorActions
                author={{
                  id: post.creator.id,
                  name: post.creator.name,
                  isViewer: viewerId === post.creator.id,
                  isMuting: post.creator.viewerEdge.isMuting,
                  isBlocking: post.creator.viewerEdge.isBlocking,
                }}
                story={{ id: post.id, title: post.title }}
              />
            )}
          </div>
        </header>
        <Highlighter postId={post.id} paragraphNames={paragraphs.map((paragraph) => paragraph.name)}>
          <KeptHtml id="story-body" content={paragraphNames} live={session.isLoggedInCookie}>
            <Suspense fallback={null}>
              <PostBody paragraphs={paragraphs} highlights={post.viewerHighlights} />
            </Suspense>
          </KeptHtml>
        </Highlighter>
        {(metering === 'paywalled' || metering === 'metered') && (
          <Suspense fallback={null}>
            <MeterNotice paywalled={metering === 'paywalled'} reading={meter} signedIn={session.isLoggedInCookie} />
          </Suspense>
        )}
        <footer className="story__footer">
          <ClapButton
            post={{ id: post.id, clapCount: post.clapCount, viewerClapCount: post.viewerClapCount, isOwn: owned }}
          />
          <SaveButton post={{ id: post.id, readingList: post.readingList, viewerCatalogIds: post.viewerCatalogIds }} />
          {post.isPublished && <ShareOnDemand route="SharePost" params={{ postId: post.id }} />}
        </footer>
        {post.tags.length > 0 && (
          <ul className="story__tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.id}>
                <a className="tag" href={link('ShowTagPosts', { tagSlug: tag.id })}>
                  {tag.displayTitle}
                </a>
              </li>
            ))}
          </ul>
        )}
        {viewerId !== post.creator.id && post.creator.promotesSubscriptions && (
          <p className="story__subscribe">
            <a href={`${post.creator.mediumUrl}/subscribe`}>Get an e-mail whenever {post.creator.name} publishes</a>
          </p>
        )}
        {post.collection && (
          <aside className="story__publication">
            <p>
              Published in <a href={post.collection.mediumUrl}>{post.collection.name}</a> ·{' '}
              {formatCounted(post.collection.followerCount, 'Follower', 'Followers')}
            </p>
            <FollowPublicationButton
              collection={{
                id: post.collection.id,
                name: post.collection.name,
                isFollowing: post.collection.viewerEdge.isFollowing,
                isEditor: post.collection.viewerEdge.isEditor,
              }}
            />
          </aside>
        )}
        <ReaderMarks highlights={post.viewerHighlights} notes={post.privateNotes} forWriter={owned} />
        <Responses
          story={{
            id: post.id,
            responsesCount: post.responsesCount,
            responsesLocked: post.responsesLocked,
            creatorId: post.creator.id,
            viewerId,
          }}
        />
      </article>
    </main>
  );
}

export const pages = definePages({ post: { data: postData, cache: 'post', shareCard: POST_SHARE_CARD } });
