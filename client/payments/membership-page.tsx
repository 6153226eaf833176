import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import {
  MEMBERSHIP_PLANS,
  MEMBERSHIPS_CLOSED,
  PLAN_PRICES,
  type MembershipPlan,
} from '../../shared/membership/plans.ts';
import { passableUpsellSource } from '../../shared/membership/upsell-source.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState, useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const MembershipQuery = graphql(`
  query MembershipPageQuery($username: String!, $withWriter: Boolean!) {
    membershipsOpen
    viewer {
      id
      mediumMemberAt
    }
    userResult(username: $username) @include(if: $withWriter) {
      __typename
      ... on User {
        id
        name
        username
      }
    }
  }
`);

const StartCheckout = graphql(`
  mutation StartMembershipCheckout($plan: MembershipPlan!, $referrerUsername: String, $source: String) {
    startMembershipCheckout(plan: $plan, referrerUsername: $referrerUsername, source: $source) {
      __typename
      ... on MembershipCheckout {
        url
      }
      ... on Failure {
        message
      }
    }
  }
`);

const membershipVariables = (params: Readonly<Record<string, string>>) => ({
  username: params['username'] ?? '',
  withWriter: Boolean(params['username']),
});

export const membershipData = definePageData({
  query: MembershipQuery,
  variables: membershipVariables,
  // a writer's membership page for someone who is not there is not found
  status: (data) => (data.userResult && data.userResult.__typename !== 'User' ? 404 : 200),
});

const PLAN_NAMES: Readonly<Record<MembershipPlan, string>> = { monthly: 'Monthly', yearly: 'Yearly' };

/**
 * /plans and a writer's /@{username}/membership: the two plans, paid through the provider's
 * checkout. From a writer's page the writer is the referrer and hears of the membership.
 */
export default function MembershipPage() {
  const navigation = useNavigation();
  const { params } = navigation;
  const { productName } = useConfig();
  const { session } = useAppState();
  const link = useLink();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [{ data }] = useQuery({ query: MembershipQuery, variables: membershipVariables(params) });
  const [{ fetching }, start] = useMutation(StartCheckout);
  const writer = data?.userResult?.__typename === 'User' ? data.userResult : null;
  const isMember = Boolean(data?.viewer?.mediumMemberAt);
  const open = data?.membershipsOpen ?? false;

  const choose = (plan: MembershipPlan) => {
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'default' });
    const source = passableUpsellSource(pageLocation(navigation).search.get('source'));
    void start({ plan, referrerUsername: writer?.username ?? null, source }).then((result) => {
      const answer = result.data?.startMembershipCheckout;
      if (answer?.__typename === 'MembershipCheckout') window.location.assign(answer.url);
      else toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  };

  const title = writer ? `Support ${writer.name} by becoming a member` : `Become a ${productName} member`;
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        <p className="page__lede">
          Members read every story on {productName} without limits, members-only stories too, and their membership pays
          the writers they read
          {writer ? `: ${writer.name} hears that you joined through their page.` : '.'}
        </p>
        {isMember ? (
          <p className="membership__thanks">
            You are a member. Thank you for supporting writers. <a href={link('ShowHome')}>Back to reading</a>
          </p>
        ) : (
          <>
            {!open && <p className="membership__closed">{MEMBERSHIPS_CLOSED}</p>}
            <ul className="membership__plans">
              {MEMBERSHIP_PLANS.map((plan) => (
                <li key={plan} className="membership__plan">
                  <h2 className="membership__plan-name">{PLAN_NAMES[plan]}</h2>
                  <p className="membership__price">
                    <strong>{PLAN_PRICES[plan].amount}</strong> a {PLAN_PRICES[plan].per}
                  </p>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={!open || fetching}
                    onClick={() => choose(plan)}
                  >
                    Choose {PLAN_NAMES[plan].toLowerCase()}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ plans: { data: membershipData }, membership: { data: membershipData } });
