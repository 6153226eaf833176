import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { formatCents, formatDate } from '../format.ts';
import { CARD_BRAND_NAMES } from '../../shared/membership/card-brands.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const BillingHistoryQuery = graphql(`
  query BillingHistoryPageQuery($chargeId: ID!, $receipt: Boolean!) {
    billingHistory @skip(if: $receipt) {
      id
      amountCents
      refundedCents
      currency
      description
      paidAt
    }
    charge(id: $chargeId) @include(if: $receipt) {
      id
      amountCents
      refundedCents
      currency
      description
      cardBrand
      cardLast4
      paidAt
    }
  }
`);

const variables = (params: Params, location: Pick<PageLocation, 'routeName'>) => ({
  chargeId: params['chargeId'] ?? '',
  receipt: location.routeName === 'ShowBillingReceipt',
});

export const billingHistoryData = definePageData({
  query: BillingHistoryQuery,
  variables,
  // a receipt that is not the viewer's is not there for them
  status: (data, params) => (params['chargeId'] !== undefined && !data.charge ? 404 : 200),
});

/** /me/billing-history and its receipts: the payments Stripe reported for the viewer, newest first. */
export default function BillingHistoryPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const vars = variables(navigation.params, navigation);
  const [{ data }] = useQuery({ query: BillingHistoryQuery, variables: vars });
  const charge = data?.charge ?? null;
  if (vars.receipt) {
    return (
      <main className="page" id="main">
        <title>{`Receipt – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Receipt</h1>
          {!charge ? (
            <p className="page__lede">There is no such payment on your account.</p>
          ) : (
            <dl className="receipt">
              <dt>Paid to</dt>
              <dd>{productName}</dd>
              <dt>Date</dt>
              <dd>{formatDate(charge.paidAt)}</dd>
              <dt>Description</dt>
              <dd>{charge.description || `${productName} membership`}</dd>
              <dt>Amount</dt>
              <dd>{formatCents(charge.amountCents, charge.currency)}</dd>
              {charge.refundedCents > 0 && (
                <>
                  <dt>Refunded</dt>
                  <dd>{formatCents(charge.refundedCents, charge.currency)}</dd>
                </>
              )}
              {charge.cardBrand && charge.cardLast4 && (
                <>
                  <dt>Paid with</dt>
                  <dd>{`${CARD_BRAND_NAMES[charge.cardBrand]} ending in ${charge.cardLast4}`}</dd>
                </>
              )}
              <dt>Receipt number</dt>
              <dd>{charge.id}</dd>
            </dl>
          )}
          <p>
            <a href={link('ShowBillingHistory')}>All payments</a>
          </p>
        </div>
      </main>
    );
  }
  const history = data?.billingHistory ?? [];
  return (
    <main className="page" id="main">
      <title>{`Billing history – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Billing history</h1>
        {history.length === 0 ? (
          <p className="page__lede">You have made no payments yet.</p>
        ) : (
          <table className="stats-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((row) => (
                <tr key={row.id}>
                  <td>{formatDate(row.paidAt)}</td>
                  <td>{row.description || `${productName} membership`}</td>
                  <td>
                    {row.refundedCents >= row.amountCents
                      ? `${formatCents(row.amountCents, row.currency)} (refunded)`
                      : formatCents(row.amountCents, row.currency)}
                  </td>
                  <td>
                    <a href={link('ShowBillingReceipt', { chargeId: row.id })}>Receipt</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          <a href={link('ShowPaymentUpdate')}>Update payment method</a>
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'billing-history': { data: billingHistoryData } });
