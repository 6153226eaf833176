import { useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { TAX_STATUS_WORDS } from './tax-status-words.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PartnerTaxesQuery = graphql(`
  query PartnerTaxesPageQuery {
    partnerProgram {
      id
      enrollment
      country
      hasPayoutAccount
      detailsSubmitted
      payoutsEnabled
      taxDocumentStatus
    }
  }
`);

const OpenPayoutDashboard = graphql(`
  mutation OpenPayoutDashboard {
    openPayoutDashboard {
      __typename
      ... on StripeLink {
        url
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const partnerTaxesData = definePageData({ query: PartnerTaxesQuery, variables: () => ({}), status: () => 200 });

/**
 * /me/partner/taxes and /me/settings/payout/dashboard: where a partner's tax forms and payouts
 * stand. Stripe keeps both; its Express dashboard is where the writer changes them.
 */
export default function PartnerTaxesPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: PartnerTaxesQuery });
  const [{ fetching }, open] = useMutation(OpenPayoutDashboard);
  const [error, setError] = useState<string | null>(null);
  const program = data?.partnerProgram ?? null;
  const onOpen = () =>
    void open({}).then((result) => {
      const answer = result.data?.openPayoutDashboard;
      if (answer?.__typename === 'StripeLink') window.location.assign(answer.url);
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  return (
    <main className="page" id="main">
      <title>{`Tax forms and payouts – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Tax forms and payouts</h1>
        {!program ? (
          <p className="page__lede">Sign in to see your tax forms.</p>
        ) : !program.detailsSubmitted ? (
          <>
            <p className="page__lede">You have not set up payouts yet. Stripe collects your tax forms while you do.</p>
            <a className="button button--primary" href={link('ShowPayoutSetup')}>
              Set up payouts
            </a>
          </>
        ) : (
          <>
            <dl className="receipt">
              <dt>Tax forms</dt>
              <dd>{TAX_STATUS_WORDS[program.taxDocumentStatus ?? 0] ?? TAX_STATUS_WORDS[0]}</dd>
              <dt>Payouts</dt>
              <dd>{program.payoutsEnabled ? 'on' : 'waiting for Stripe to check your details'}</dd>
            </dl>
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <button type="button" className="button button--primary" disabled={fetching} onClick={onOpen}>
              Open your payout dashboard
            </button>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'partner-taxes': { data: partnerTaxesData } });
