import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import { Avatar } from '../components/avatar.tsx';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { SubscribeAnswerFields, SubscribeBox } from './subscribe-box.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NewsletterLandingQuery = graphql(`
  query NewsletterLandingQuery($collectionSlug: String!, $newsletterSlug: String!) {
    viewer {
      id
      email
    }
    collectionNewsletter(collectionSlug: $collectionSlug, newsletterSlug: $newsletterSlug) {
      id
      name
      description
      viewerSubscriptionState
      viewerCanManage
      collection {
        id
        name
        mediumUrl
        avatar {
          id
        }
      }
      recentPosts(limit: 5) {
        id
        title
        mediumUrl
        firstPublishedAt
      }
    }
  }
`);

const SubscribeToNewsletter = graphql(
  `
  mutation SubscribeToNewsletter($newsletterId: ID!, $email: String) {
    subscribeToNewsletter(newsletterId: $newsletterId, email: $email) {
      ...SubscribeAnswerFields
    }
  }
`,
  [SubscribeAnswerFields],
);

export const newsletterLandingData = definePageData({
  query: NewsletterLandingQuery,
  variables: (params) => ({
    collectionSlug: params['collectionSlug'] ?? '',
    newsletterSlug: params['newsletterSlug'] ?? '',
  }),
  status: (data) => (data.collectionNewsletter ? 200 : 404),
});

/**
 * /{collectionSlug}/newsletters/{newsletterSlug}: a publication's newsletter, what it sends and a
 * way to subscribe (SubscribeBox); the confirmation e-mail's link comes back here with ?confirm=….
 * Its editors find their way to its settings and stats.
 */
export default function NewsletterLandingPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [, subscribeToNewsletter] = useMutation(SubscribeToNewsletter);
  const variables = {
    collectionSlug: navigation.params['collectionSlug'] ?? '',
    newsletterSlug: navigation.params['newsletterSlug'] ?? '',
  };
  const [{ data }] = useQuery({ query: NewsletterLandingQuery, variables });
  const newsletter = data?.collectionNewsletter;
  if (!newsletter) return null;
  const subscribe = async (email: string | null) =>
    (await subscribeToNewsletter({ newsletterId: newsletter.id, email })).data?.subscribeToNewsletter;
  return (
    <main className="page page--message" id="main">
      <title>{`${newsletter.name} – ${productName}`}</title>
      {newsletter.collection && (
        <a href={newsletter.collection.mediumUrl} className="newsletter-landing__publication">
          <Avatar imageId={newsletter.collection.avatar?.id ?? null} name={newsletter.collection.name} size={48} />
          <span>{newsletter.collection.name}</span>
        </a>
      )}
      <h1 className="message__title">{newsletter.name}</h1>
      {newsletter.description && <p className="message__text">{newsletter.description}</p>}
      <SubscribeBox
        name={newsletter.name}
        viewerEmail={data?.viewer?.email ?? null}
        viewerState={newsletter.viewerSubscriptionState ?? null}
        confirmToken={pageLocation(navigation).search.get('confirm')}
        subscribe={subscribe}
      />
      {newsletter.recentPosts.length > 0 && (
        <section className="newsletter-landing__recent" aria-labelledby="recent-issues">
          <h2 id="recent-issues" className="feed__heading">
            Recently sent
          </h2>
          <ul className="newsletter__sent">
            {newsletter.recentPosts.map((post) => (
              <li key={post.id}>
                <a href={post.mediumUrl}>{post.title || 'Untitled story'}</a>
                {post.firstPublishedAt !== null && (
                  <span className="newsletter__date"> · {formatDate(post.firstPublishedAt)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {newsletter.viewerCanManage && (
        <p className="message__actions">
          <a className="button button--outline" href={link('ShowCollectionNewsletterSettings', variables)}>
            Newsletter settings
          </a>
          <a className="button button--outline" href={link('ShowNewsletterStats', { newsletterV3Id: newsletter.id })}>
            Stats
          </a>
        </p>
      )}
    </main>
  );
}

export const pages = definePages({ 'newsletter-landing': { data: newsletterLandingData } });
