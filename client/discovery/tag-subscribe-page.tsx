import { useQuery } from '../data/use-query.ts';
import { FollowTagButton } from '../social/follow-tag-button.tsx';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const TagSubscribeQuery = graphql(`
  query TagSubscribeQuery($tagSlug: String!) {
    tagFromSlug(tagSlug: $tagSlug) {
      id
      displayTitle
      postCount
      followerCount
      viewerEdge {
        id
        isFollowing
      }
    }
  }
`);

export const tagSubscribeData = definePageData({
  query: TagSubscribeQuery,
  variables: (params) => ({ tagSlug: params['tagSlug'] ?? '' }),
  status: (data) => (data.tagFromSlug ? 200 : 404),
});

/**
 * /signedin/subscriptions/tag/{tagSlug}: where a link to get a tag's stories lands after sign-in.
 * Following happens on the button, never on the visit (a link must not change anything), and
 * the tag's stories then come in the reader's home feed.
 */
export default function TagSubscribePage() {
  const { productName } = useConfig();
  const { navigation, session } = useAppState();
  const link = useLink();
  const tagSlug = navigation.params['tagSlug'] ?? '';
  const [{ data }] = useQuery({ query: TagSubscribeQuery, variables: { tagSlug } });
  const tag = data?.tagFromSlug;
  if (!tag) return null;
  const following = tag.viewerEdge.isFollowing;
  return (
    <main className="page page--message" id="main">
      <title>{`Follow ${tag.displayTitle} – ${productName}`}</title>
      <h1 className="message__title">
        {following ? `You follow ${tag.displayTitle}` : `Get ${tag.displayTitle} stories`}
      </h1>
      <p className="message__text">
        {following
          ? `Its new stories come to your home feed.`
          : `Follow ${tag.displayTitle} and its new stories come to your home feed. ${formatCounted(tag.postCount, 'story', 'stories')}, ${formatCounted(tag.followerCount, 'follower', 'followers')}.`}
      </p>
      <p className="message__actions">
        {session.isLoggedInCookie ? (
          <FollowTagButton tag={{ slug: tagSlug, displayTitle: tag.displayTitle, isFollowing: following }} />
        ) : (
          <a className="button button--primary" href={signInHref(link, navigation.path)}>
            Sign in to follow
          </a>
        )}
        <a className="button button--outline" href={link('ShowTagPosts', { tagSlug })}>
          Read {tag.displayTitle}
        </a>
      </p>
    </main>
  );
}

export const pages = definePages({ 'tag-subscribe': { data: tagSubscribeData } });
