import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const PartnerUnenrollQuery = graphql(`
  query PartnerUnenrollPageQuery {
    partnerProgram {
      id
      enrollment
    }
  }
`);

// the answer names the program with its new enrollment: the cache updates the page in place
const Leave = graphql(`
  mutation LeavePartnerProgram {
    leavePartnerProgram {
      __typename
      ... on PartnerProgram {
        id
        enrollment
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const partnerUnenrollData = definePageData({
  query: PartnerUnenrollQuery,
  variables: () => ({}),
  status: () => 200,
});

/** /me/partner/unenroll: a partner leaves the program; their members-only stories stay so but stop earning. */
export default function PartnerUnenrollPage() {
  const { productName } = useConfig();
  const link = useLink();
  const toast = useToast();
  const [{ data }] = useQuery({ query: PartnerUnenrollQuery });
  const [{ fetching }, leave] = useMutation(Leave);
  const enrolled = data?.partnerProgram?.enrollment === 'ENROLLED';
  const onLeave = () =>
    void leave({}).then((result) => {
      const answer = result.data?.leavePartnerProgram;
      if (answer?.__typename !== 'PartnerProgram')
        toast({ message: failureMessage(answer, RETRYABLE_ERROR), toastStyle: 'ERROR' });
    });
  return (
    <main className="page" id="main">
      <title>{`Leave the Partner Program – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Leave the Partner Program</h1>
        {enrolled ? (
          <>
            <p className="page__lede">
              Your members-only stories stay members-only, but from now on they earn nothing. Earnings already made are
              still paid. You can join again later.
            </p>
            <button type="button" className="button button--danger" disabled={fetching} onClick={onLeave}>
              Leave the Partner Program
            </button>
          </>
        ) : (
          <p className="page__lede" role="status">
            You are not in the Partner Program. <a href={link('ShowPartnerEnroll')}>Join it</a>
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'partner-unenroll': { data: partnerUnenrollData } });
