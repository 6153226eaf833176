import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { quotePreview } from '../../shared/content/truncate.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PostStateQuery = graphql(`
  query PostStatePageQuery($postId: ID!) {
    viewer {
      id
    }
    post(id: $postId) {
      id
      title
      mediumUrl
      viewerReadingState {
        lastReadAt
        paragraphName
        isRead
      }
      content {
        bodyModel {
          paragraphs {
            name
            text
          }
        }
      }
    }
  }
`);

const MarkPostRead = graphql(`
  mutation MarkPostRead($postId: ID!, $read: Boolean!) {
    markPostRead(targetPostId: $postId, read: $read) {
      __typename
      ... on PostReadingState {
        lastReadAt
        paragraphName
        isRead
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const postStateData = definePageData({
  query: PostStateQuery,
  variables: (params) => ({ postId: params['postId'] ?? '' }),
  status: (data) => (data.post ? 200 : 404),
});

/** /p/{postId}/state and /state/read: where the reader is in a story, with Resume reading and Mark as read or unread. */
export default function PostStatePage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const postId = navigation.params['postId'] ?? '';
  const [{ data }] = useQuery({ query: PostStateQuery, variables: { postId } });
  const [{ fetching }, markRead] = useMutation(MarkPostRead);
  const toast = useToast();
  const post = data?.post;
  if (!post) return null;
  const title = post.title || 'Untitled story';
  const state = post.viewerReadingState;
  const paragraph = post.content.bodyModel.paragraphs.find((candidate) => candidate.name === state?.paragraphName);
  const toggle = async (read: boolean) => {
    const result = await markRead({ postId: post.id, read });
    // the story's place changes in the cache with the answer (client/data/cache-config.ts)
    if (result.data?.markPostRead.__typename !== 'PostReadingState')
      toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
  };
  return (
    <main className="page page--message" id="main">
      <title>{`Your place in ${title} – ${productName}`}</title>
      <h1 className="message__title">Your place in {title}</h1>
      {!data.viewer ? (
        <p className="message__text">
          <a href={signInHref(link, navigation.path)}>Sign in</a> to keep your place in the stories you read.
        </p>
      ) : !state ? (
        <p className="message__text">
          You haven’t opened this story yet. <a href={post.mediumUrl}>Read it</a>
        </p>
      ) : (
        <>
          <p className="message__text">
            {state.isRead
              ? `You read this story. You last opened it on ${formatDate(state.lastReadAt)}.`
              : paragraph
                ? `You stopped at “${quotePreview(paragraph.text)}” on ${formatDate(state.lastReadAt)}.`
                : `You opened this story on ${formatDate(state.lastReadAt)}.`}
          </p>
          <p className="message__actions">
            <a
              className="button button--primary"
              href={paragraph && !state.isRead ? `${post.mediumUrl}#${paragraph.name}` : post.mediumUrl}
            >
              {state.isRead ? 'Read it again' : 'Resume reading'}
            </a>
            <button type="button" className="button" disabled={fetching} onClick={() => void toggle(!state.isRead)}>
              {state.isRead ? 'Mark as unread' : 'Mark as read'}
            </button>
          </p>
        </>
      )}
    </main>
  );
}

export const pages = definePages({ 'post-state': { data: postStateData } });
