import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { GIFT_PLAN_IDS, GROUP_GIFT_SIZES } from '../../shared/membership/gifts.ts';
import { MEMBERSHIPS_CLOSED, PLAN_PRICES } from '../../shared/membership/plans.ts';
import { passableUpsellSource } from '../../shared/membership/upsell-source.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const GiftPlansQuery = graphql(`
  query GiftPlansPageQuery($giftId: ID!) {
    membershipsOpen
    gift(id: $giftId) {
      id
      paid
      quantity
      months
      recipientEmail
      codes {
        code
        redeemed
      }
    }
  }
`);

const StartGiftCheckout = graphql(`
  mutation StartGiftCheckout($planId: Int!, $term: GiftTerm!, $quantity: Int, $recipientEmail: String, $message: String, $source: String) {
    startGiftCheckout(planId: $planId, term: $term, quantity: $quantity, recipientEmail: $recipientEmail, message: $message, source: $source) {
      __typename
      ... on GiftCheckout {
        url
      }
      ... on Failure {
        message
      }
    }
  }
`);

const giftIdOf = (location: PageLocation): string =>
  location.routeName === 'ShowGiftCheckout' ? (location.search.get('gift') ?? '') : '';

export const giftPlansData = definePageData({
  query: GiftPlansQuery,
  variables: (_params, location) => ({ giftId: giftIdOf(location) }),
  status: () => 200,
});

type Term = 'MONTH' | 'YEAR';
const TERMS: readonly [Term, string, string][] = [
  ['YEAR', 'One year', PLAN_PRICES.yearly.amount],
  ['MONTH', 'One month', PLAN_PRICES.monthly.amount],
];

/** A paid gift, as its buyer comes back from the checkout: whom it went to, or its codes. */
function GiftStatus({
  gift,
}: {
  gift: {
    paid: boolean;
    quantity: number;
    recipientEmail: string | null;
    codes: readonly { code: string; redeemed: boolean }[];
  };
}) {
  if (!gift.paid)
    return (
      <p className="page__lede" role="status">
        Your payment is being confirmed. This page shows your gift once it is; reload it in a moment.
      </p>
    );
  if (gift.recipientEmail)
    return (
      <p
        className="page__lede"
        role="status"
      >{`Thank you. Your gift is on its way to ${gift.recipientEmail}, with its code and a link to redeem it.`}</p>
    );
  return (
    <>
      <p className="page__lede" role="status">
        {`Thank you. Here are your ${gift.quantity} codes, also sent to you by e-mail. Each makes one person a member.`}
      </p>
      <ul className="gift-codes">
        {gift.codes.map((code) => (
          <li key={code.code}>
            <code>{code.code}</code> {code.redeemed ? '(redeemed)' : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /gift-plans and /group-gift: give a membership to one person (plan 29, sent to their address)
 * or a group (31, codes for the buyer to hand out), paid once through the checkout. The checkout
 * comes back to /gift-checkout, which shows the gift.
 */
export default function GiftPlansPage() {
  const { productName } = useConfig();
  const { session, navigation } = useAppState();
  const link = useLink();
  const openSignIn = useSignInPrompt();
  const location = pageLocation(navigation);
  const [{ data }] = useQuery({ query: GiftPlansQuery, variables: { giftId: giftIdOf(location) } });
  const [{ fetching }, start] = useMutation(StartGiftCheckout);
  const group =
    navigation.routeName === 'ShowGroupGift' || location.search.get('planId') === String(GIFT_PLAN_IDS['group-gift']);
  const [term, setTerm] = useState<Term>('YEAR');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [quantity, setQuantity] = useState(String(GROUP_GIFT_SIZES.min));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = data?.membershipsOpen ?? false;
  const title = group ? `Give ${productName} to a group` : `Give a ${productName} membership`;
  if (navigation.routeName === 'ShowGiftCheckout') {
    return (
      <main className="page" id="main">
        <title>{`Your gift – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Your gift</h1>
          {data?.gift ? (
            <GiftStatus gift={data.gift} />
          ) : (
            <p className="page__lede">We couldn’t find that gift. Gifts show here to the account that bought them.</p>
          )}
          <a href={link('ShowHome')}>Back to reading</a>
        </div>
      </main>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'default' });
    const planId = group ? GIFT_PLAN_IDS['group-gift'] : GIFT_PLAN_IDS.gift;
    const source = passableUpsellSource(location.search.get('source'));
    void start({
      planId,
      term,
      quantity: group ? Number(quantity) : null,
      recipientEmail: group ? null : recipientEmail,
      message: message || null,
      source,
    }).then((result) => {
      const answer = result.data?.startGiftCheckout;
      if (answer?.__typename === 'GiftCheckout') window.location.assign(answer.url);
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  };
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        <p className="page__lede">
          {group
            ? `Each person gets their own code: every story on ${productName}, no limits, for the time you choose.`
            : `They get an e-mail with a code: every story on ${productName}, no limits, for the time you choose.`}{' '}
          <a href={link(group ? 'ShowGiftPlans' : 'ShowGroupGift')}>
            {group ? 'Give one membership instead' : 'Give to a group instead'}
          </a>
        </p>
        {!open && <p className="membership__closed">{MEMBERSHIPS_CLOSED}</p>}
        <form className="gift-form" onSubmit={submit}>
          <fieldset className="field">
            <legend className="field__label">How long</legend>
            {TERMS.map(([value, label, price]) => (
              <label key={value} className="gift-form__term">
                <input
                  type="radio"
                  name="term"
                  value={value}
                  checked={term === value}
                  onChange={() => setTerm(value)}
                />{' '}
                {`${label}, ${price}${group ? ' each' : ''}`}
              </label>
            ))}
          </fieldset>
          {group ? (
            <label className="field">
              <span className="field__label">{`How many people (${GROUP_GIFT_SIZES.min} to ${GROUP_GIFT_SIZES.max})`}</span>
              <input
                className="field__input"
                type="number"
                name="quantity"
                min={GROUP_GIFT_SIZES.min}
                max={GROUP_GIFT_SIZES.max}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                required
              />
            </label>
          ) : (
            <label className="field">
              <span className="field__label">Their e-mail address</span>
              <input
                className="field__input"
                type="email"
                name="recipientEmail"
                value={recipientEmail}
                onChange={(event) => setRecipientEmail(event.target.value)}
                required
                autoComplete="off"
              />
            </label>
          )}
          <label className="field">
            <span className="field__label">A note (optional)</span>
            <textarea
              className="field__input"
              name="message"
              maxLength={500}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!open || fetching}>
            {session.isLoggedInCookie ? 'Continue to payment' : 'Sign in to give'}
          </button>
        </form>
      </div>
    </main>
  );
}

export const pages = definePages({ 'gift-plans': { data: giftPlansData } });
