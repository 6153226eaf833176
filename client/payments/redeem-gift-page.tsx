import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { giftTermWords } from '../../shared/membership/gifts.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const RedeemGiftQuery = graphql(`
  query RedeemGiftPageQuery($code: String!) {
    giftOffer(code: $code) {
      months
      fromName
      redeemed
    }
  }
`);

const RedeemGift = graphql(`
  mutation RedeemGiftCode($code: String!) {
    redeemGiftCode(code: $code) {
      __typename
      ... on GiftRedemption {
        memberUntil
      }
      ... on Failure {
        message
      }
    }
  }
`);

const codeOf = (location: PageLocation): string => location.search.get('code') ?? '';

export const redeemGiftData = definePageData({
  query: RedeemGiftQuery,
  variables: (_params, location) => ({ code: codeOf(location) }),
  status: () => 200,
});

/**
 * /redeem and /redeem-gift: a gift's recipient redeems its code, from the mail's link
 * (the code filled in, and what it gives said) or typed. Signing in comes first: the membership
 * is theirs. A code redeems once; the server says why one does not.
 */
export default function RedeemGiftPage() {
  const { productName } = useConfig();
  const { session, navigation } = useAppState();
  const link = useLink();
  const openSignIn = useSignInPrompt();
  const fromLink = codeOf(pageLocation(navigation));
  const [{ data }] = useQuery({ query: RedeemGiftQuery, variables: { code: fromLink } });
  const [{ fetching }, redeem] = useMutation(RedeemGift);
  const [code, setCode] = useState(fromLink);
  const [outcome, setOutcome] = useState<{ memberUntil: number } | { error: string } | null>(null);
  const offer = data?.giftOffer ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'default' });
    void redeem({ code }).then((result) => {
      const answer = result.data?.redeemGiftCode;
      setOutcome(
        answer?.__typename === 'GiftRedemption'
          ? { memberUntil: answer.memberUntil }
          : { error: failureMessage(answer, RETRYABLE_ERROR) },
      );
    });
  };
  return (
    <main className="page" id="main">
      <title>{`Redeem your gift – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Redeem your gift</h1>
        {outcome && 'memberUntil' in outcome ? (
          <div role="status">
            <p className="page__lede">{`You are a ${productName} member until ${formatDate(outcome.memberUntil)}. Every story is open to you.`}</p>
            <a className="button button--primary" href={link('ShowHome')}>
              Start reading
            </a>
          </div>
        ) : (
          <>
            <p className="page__lede">
              {offer && !offer.redeemed
                ? `${offer.fromName} gave you ${giftTermWords(offer.months)} of ${productName} membership: every story, no limits.`
                : `Enter the code from your gift’s e-mail to become a ${productName} member.`}
            </p>
            <form className="redeem-form" onSubmit={submit}>
              <label className="field">
                <span className="field__label">Gift code</span>
                <input
                  className="field__input"
                  name="code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  required
                  placeholder="XXXX-XXXX-XXXX"
                />
              </label>
              {outcome && 'error' in outcome && (
                <p className="field__error" role="alert">
                  {outcome.error}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={fetching}>
                {session.isLoggedInCookie ? 'Redeem' : 'Sign in to redeem'}
              </button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'redeem-gift': { data: redeemGiftData } });
