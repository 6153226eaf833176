import { useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PartnerFeatureQuery = graphql(`
  query PartnerFeaturePageQuery($postId: ID!, $token: String!) {
    partnerFeatureRequest(postId: $postId, token: $token) {
      id
      title
      mediumUrl
    }
  }
`);

const RequestFeature = graphql(`
  mutation RequestPartnerFeature($postId: ID!, $token: String!) {
    requestPartnerFeature(postId: $postId, token: $token) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

const variables = (params: Params) => ({ postId: params['postId'] ?? '', token: params['token'] ?? '' });

export const partnerFeatureData = definePageData({
  query: PartnerFeatureQuery,
  variables,
  status: (data) => (data.partnerFeatureRequest ? 200 : 404),
});

/**
 * /p/{postId}/requests/partner/feature/{token}: a partner asks curators to feature one of their
 * members-only stories. The link is signed for the story (it comes from their dashboard), and
 * only its writer can use it.
 */
export default function PartnerFeaturePage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const vars = variables(navigation.params);
  const [{ data }] = useQuery({ query: PartnerFeatureQuery, variables: vars });
  const [{ fetching }, request] = useMutation(RequestFeature);
  const [outcome, setOutcome] = useState<{ done: true } | { error: string } | null>(null);
  const story = data?.partnerFeatureRequest ?? null;
  const onRequest = () =>
    void request(vars).then((result) => {
      const answer = result.data?.requestPartnerFeature;
      setOutcome(answer?.__typename === 'Post' ? { done: true } : { error: failureMessage(answer, RETRYABLE_ERROR) });
    });
  return (
    <main className="page" id="main">
      <title>{`Ask to feature your story – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Ask to feature your story</h1>
        {!story ? (
          <p className="page__lede">
            This link is not for you, or it is no longer valid. Sign in as the story’s writer.
          </p>
        ) : outcome && 'done' in outcome ? (
          <p className="page__lede" role="status">
            Thank you: our curators will read it.
          </p>
        ) : (
          <>
            <p className="page__lede">
              Curators will read <a href={story.mediumUrl}>{story.title || 'your story'}</a> and may feature it on the
              home page and in topics, where more members find it.
            </p>
            {outcome && 'error' in outcome && (
              <p className="field__error" role="alert">
                {outcome.error}
              </p>
            )}
            <button type="button" className="button button--primary" disabled={fetching} onClick={onRequest}>
              Ask to feature it
            </button>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'partner-feature': { data: partnerFeatureData } });
