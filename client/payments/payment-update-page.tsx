import { useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

const OpenBillingPortal = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal {
      __typename
      ... on PortalSession {
        url
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** /me/settings/payment/update: the card is Stripe's to keep, so the reader changes it in Stripe's customer portal. */
export default function PaymentUpdatePage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ fetching }, open] = useMutation(OpenBillingPortal);
  const [error, setError] = useState<string | null>(null);
  const onOpen = () =>
    void open({}).then((result) => {
      const answer = result.data?.openBillingPortal;
      if (answer?.__typename === 'PortalSession') window.location.assign(answer.url);
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  return (
    <main className="page" id="main">
      <title>{`Payment method – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Payment method</h1>
        <p className="page__lede">
          Your card details are kept by Stripe, our payment provider. Change them on Stripe’s secure page; you come back
          here when you are done.
        </p>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button button--primary" disabled={fetching} onClick={onOpen}>
          Update payment method
        </button>
        <p>
          <a href={link('ShowBillingHistory')}>Billing history</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'payment-update': {} });
