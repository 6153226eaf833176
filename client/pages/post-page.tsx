import { useEffect } from 'react';
import { useQuery } from 'urql';
import { Avatar } from '../components/avatar.tsx';
import { ClapButton } from '../components/clap-button.tsx';
import { FollowButton } from '../components/follow-button.tsx';
import { PostBody } from '../components/post-body.tsx';
import { PostManagementMenu } from '../components/post-management-menu.tsx';
import { formatCounted, formatDate, formatReadingTime } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { ParagraphFields } from '../graphql/paragraph-fields.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState, useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { meterCounts, READING_METER_KEY, readMeter, recordView } from '../state/reading-meter.ts';
import { definePageData } from './page-data.ts';

const PostPageQuery = graphql(`
  query PostPageQuery($id: ID!) {
    viewer {
      id
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
        latestRev
        clapCount
        viewerClapCount
        viewerEdge {
          id
          shareKey
        }
        creator {
          id
          name
          username
          imageId
          mediumUrl
          socialStats {
            followerCount
            followingCount
          }
          viewerEdge {
            id
            isFollowing
          }
        }
        collection {
          id
          name
          mediumUrl
        }
        tags {
          id
          displayTitle
        }
        content {
          isLockedPreviewOnly
          bodyModel {
            paragraphs {
              ...ParagraphFields
            }
          }
        }
      }
      ... on NotFound {
        message
      }
      ... on RemovedByUser {
        message
      }
      ... on AccountSuspended {
        message
      }
      ... on AccountDeleted {
        message
      }
      ... on PostSuspended {
        message
      }
      ... on Blocked {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on WithheldInCountry {
        message
      }
      ... on UnavailableForLegalReasons {
        message
      }
    }
  }
`,
  [ParagraphFields],
);

type ResultKind = 'Post' | 'NotFound' | 'RemovedByUser' | 'AccountSuspended' | 'AccountDeleted' | 'PostSuspended' | 'Blocked' | 'Unauthorized' | 'WithheldInCountry' | 'UnavailableForLegalReasons';

/** Each post result kind of spec 2 §8 has its own status and heading. */
const RESULT_PAGES: Record<ResultKind, { status: number; title: string }> = {
  Post: { status: 200, title: '' },
  NotFound: { status: 404, title: 'This story doesn’t exist' },
  RemovedByUser: { status: 410, title: 'This story was removed' },
  AccountDeleted: { status: 410, title: 'This account was deleted' },
  AccountSuspended: { status: 410, title: 'This account is suspended' },
  PostSuspended: { status: 410, title: 'This story is unavailable' },
  Blocked: { status: 403, title: 'You can’t read this story' },
  Unauthorized: { status: 403, title: 'You can’t read this story' },
  WithheldInCountry: { status: 451, title: 'This story is unavailable in your country' },
  UnavailableForLegalReasons: { status: 451, title: 'This story is unavailable for legal reasons' },
};

export const postData = definePageData({
  query: PostPageQuery,
  variables: (params) => ({ id: params['postId'] ?? '' }),
  status: (data) => RESULT_PAGES[data.postResult.__typename].status,
});

export function PostPage() {
  const { params } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: PostPageQuery, variables: { id: params['postId'] ?? '' } });
  const result = data?.postResult;
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const readPostId = result?.__typename === 'Post' ? result.id : null;
  const owned = result?.__typename === 'Post' && result.creator.id === data?.viewer?.id;
  // spec 3 §4: the reading meter counts the story once it is shown
  useEffect(() => {
    if (readPostId) localStorage.setItem(READING_METER_KEY, JSON.stringify(recordView(readMeter(localStorage), { postId: readPostId, at: Date.now(), owned })));
  }, [readPostId, owned]);
  if (!result) return null;
  if (result.__typename !== 'Post') {
    return (
      <main className="page page--message" id="main">
        <title>{`${RESULT_PAGES[result.__typename].title} – ${productName}`}</title>
        <h1 className="message__title">{RESULT_PAGES[result.__typename].title}</h1>
        <p className="message__text">{result.message}</p>
        <p className="message__text">
          <a href={link('ShowHome')}>Find something else to read</a>
        </p>
      </main>
    );
  }
  const post = result;
  return (
    <main className="page" id="main">
      <title>{`${post.title || 'Untitled story'} – ${productName}`}</title>
      <article className="story reading-column">
        <header className="story__header">
          <h1 className="story__title">{post.title || 'Untitled story'}</h1>
          {post.subtitle && <p className="story__subtitle">{post.subtitle}</p>}
          <div className="story__author">
            <Avatar imageId={post.creator.imageId} name={post.creator.name} size={44} />
            <div>
              <p className="story__byline">
                <a href={post.creator.mediumUrl}>{post.creator.name}</a>
                <span className="story__followers"> · {formatCounted(post.creator.socialStats.followerCount, 'Follower', 'Followers')}</span>
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
            <FollowButton user={{ id: post.creator.id, name: post.creator.name, isFollowing: post.creator.viewerEdge.isFollowing, isViewer: data?.viewer?.id === post.creator.id }} />
            {/* the writer and the publication's editors manage the story from here (spec 1 §2.9); latestRev is theirs only */}
            {post.latestRev !== null && (
              <PostManagementMenu post={{ id: post.id, visibility: post.visibility, isPublished: post.isPublished, mediumUrl: post.mediumUrl, shareKey: post.viewerEdge.shareKey }} />
            )}
          </div>
        </header>
        <PostBody paragraphs={post.content.bodyModel.paragraphs} />
        {post.content.isLockedPreviewOnly && (
          <aside className="paywall">
            <h2 className="paywall__title">This story is for members</h2>
            <p>Become a member to read it in full and support the writers you read.</p>
            {session.isLoggedInCookie ? (
              <a className="button button--primary" href={link('ShowPay')}>
                Become a member
              </a>
            ) : (
              <a
                className="button button--primary"
                href={`${link('ShowSignIn')}?operation=register`}
                onClick={(event) => {
                  event.preventDefault();
                  openSignIn({ operation: 'register', entry: 'read_exclusive', subject: { readCount: meterCounts(readMeter(localStorage), Date.now()).month } });
                }}
              >
                Create an account to read on
              </a>
            )}
          </aside>
        )}
        <footer className="story__footer">
          <ClapButton post={{ id: post.id, clapCount: post.clapCount, viewerClapCount: post.viewerClapCount, isOwn: data?.viewer?.id === post.creator.id }} />
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
      </article>
    </main>
  );
}
