import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { storyIdFromReference } from '../../shared/routes/story-reference.ts';
import { BookmarkPost } from '../data/reading-list-mutations.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SaveProxyQuery = graphql(`
  query SaveProxyQuery($postId: ID!) {
    viewer {
      id
    }
    post(id: $postId) {
      id
      title
      mediumUrl
      readingList
      creator {
        id
        name
      }
    }
  }
`);

/** The story the address names: `?url=` (an address or id, as a bookmarklet or an app sends it) or `?postId=`. */
const variables = (_params: unknown, location: PageLocation) => ({
  postId: storyIdFromReference(location.search.get('url') ?? location.search.get('postId') ?? '') ?? '',
});

// Without a story it is a form to name one, so it answers 200 either way.
export const saveProxyData = definePageData({ query: SaveProxyQuery, variables, status: () => 200 });

/**
 * /posts/proxies/save?url=…: saves a story to the reader's reading list from outside the story's
 * page (a bookmarklet, a link in an e-mail or an app). Saving changes state, so it waits for the
 * reader's press rather than happening when the address is opened.
 */
export default function SaveProxyPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const toast = useToast();
  const [{ data }] = useQuery({ query: SaveProxyQuery, variables: variables(null, pageLocation(navigation)) });
  const [{ fetching }, bookmark] = useMutation(BookmarkPost);
  const post = data?.post;
  if (!post) {
    const asked = navigation.search.length > 1;
    return (
      <main className="page page--message" id="main">
        <title>{`Save a story – ${productName}`}</title>
        <h1 className="message__title">Save a story</h1>
        {asked && <p className="message__text">No story was found at that address.</p>}
        <form className="message__actions" action={navigation.path} method="get">
          <label className="visually-hidden" htmlFor="save-proxy-url">
            The story’s address
          </label>
          <input
            id="save-proxy-url"
            className="field__input"
            type="text"
            inputMode="url"
            name="url"
            required
            placeholder="The story’s address"
          />
          <button type="submit" className="button button--primary">
            Find it
          </button>
        </form>
      </main>
    );
  }
  const title = post.title || 'Untitled story';
  const saved = post.readingList !== 'NONE';
  const save = async () => {
    const result = await bookmark({ targetPostId: post.id });
    if (result.data?.bookmarkPost.__typename !== 'Post') toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
  };
  return (
    <main className="page page--message" id="main">
      <title>{`Save ${title} – ${productName}`}</title>
      <h1 className="message__title">{title}</h1>
      <p className="message__text">by {post.creator?.name ?? 'Deleted user'}</p>
      {!data.viewer ? (
        <p className="message__text">
          <a href={signInHref(link, `${navigation.path}${navigation.search}`)}>Sign in</a> to save stories to your
          reading list.
        </p>
      ) : saved ? (
        <p className="message__text" role="status">
          Saved to your reading list. <a href={link('ShowYourLists')}>Your lists</a> ·{' '}
          <a href={post.mediumUrl}>Read it now</a>
        </p>
      ) : (
        <p className="message__actions">
          <button type="button" className="button button--primary" disabled={fetching} onClick={() => void save()}>
            Save to reading list
          </button>
          <a className="button" href={post.mediumUrl}>
            Read it now
          </a>
        </p>
      )}
    </main>
  );
}

export const pages = definePages({ 'save-proxy': { data: saveProxyData } });
