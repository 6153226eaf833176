import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const CancelMembershipQuery = graphql(`
  query CancelMembershipPageQuery {
    viewer {
      id
      mediumMemberAt
    }
    viewerMembership {
      id
      startedAt
      cancelAt
    }
  }
`);

// The answer names the membership with its end date: the cache updates the page in place.
const CancelMembership = graphql(`
  mutation CancelMembership {
    cancelMembership {
      __typename
      ... on Membership {
        id
        cancelAt
      }
      ... on Failure {
        message
      }
    }
  }
`);

const ResumeMembership = graphql(`
  mutation ResumeMembership {
    resumeMembership {
      __typename
      ... on Membership {
        id
        cancelAt
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const cancelMembershipData = definePageData({
  query: CancelMembershipQuery,
  variables: () => ({}),
  status: () => 200,
});

/**
 * /me/membership/cancel: a member stops their membership renewing (it lasts to the end of the
 * period paid for), or, before then, resumes it. A membership given rather than bought (by staff,
 * or the demo's) has no subscription: nothing renews, so there is nothing to cancel.
 */
export default function CancelMembershipPage() {
  const { productName } = useConfig();
  const link = useLink();
  const toast = useToast();
  const [{ data }] = useQuery({ query: CancelMembershipQuery });
  const [{ fetching }, cancel] = useMutation(CancelMembership);
  const [resuming, resume] = useMutation(ResumeMembership);
  const membership = data?.viewerMembership ?? null;
  const memberSince = data?.viewer?.mediumMemberAt ?? null;
  const onCancel = () =>
    void cancel({}).then((result) => {
      const answer = result.data?.cancelMembership;
      if (answer?.__typename !== 'Membership')
        toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  const onResume = () =>
    void resume({}).then((result) => {
      const answer = result.data?.resumeMembership;
      if (answer?.__typename !== 'Membership')
        toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  return (
    <main className="page" id="main">
      <title>{`Cancel your membership – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Cancel your membership</h1>
        {!membership && memberSince ? (
          <p className="page__lede">
            You have been a member since {formatDate(memberSince)}. Your membership was not bought with a subscription,
            so nothing renews and there is nothing to cancel.
          </p>
        ) : !membership ? (
          <p className="page__lede">
            You are not a member. <a href={link('ShowPay')}>Become a member</a>
          </p>
        ) : membership.cancelAt ? (
          <>
            <p className="page__lede" role="status">
              Your membership ends on {formatDate(membership.cancelAt)}. Until then, every story stays open to you.
            </p>
            <button type="button" className="button button--primary" disabled={resuming.fetching} onClick={onResume}>
              Resume membership
            </button>
          </>
        ) : (
          <>
            <p className="page__lede">
              You have been a member since {formatDate(membership.startedAt)}. If you cancel, your membership will not
              renew: you stay a member until the end of the period you have paid for.
            </p>
            <button type="button" className="button button--primary" disabled={fetching} onClick={onCancel}>
              Cancel membership
            </button>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'cancel-membership': { data: cancelMembershipData } });
