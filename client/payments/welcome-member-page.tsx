import { useQuery } from '../data/use-query.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const WelcomeMemberQuery = graphql(`
  query WelcomeMemberPageQuery {
    viewer {
      id
      name
      mediumMemberAt
    }
  }
`);

export const welcomeMemberData = definePageData({
  query: WelcomeMemberQuery,
  variables: () => ({}),
  status: () => 200,
});

/**
 * /welcome-member: where the payment provider's checkout returns. The provider confirms the
 * payment to the server on its own, usually within seconds, so the membership may not be there
 * yet when the reader arrives: the page says so rather than pretending either way.
 */
export default function WelcomeMemberPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: WelcomeMemberQuery });
  const member = Boolean(data?.viewer?.mediumMemberAt);
  return (
    <main className="page" id="main">
      <title>{`Welcome, member – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{member ? `Welcome, ${data?.viewer?.name ?? 'member'}` : 'Thank you'}</h1>
        <p className="page__lede">
          {member
            ? `You are a ${productName} member: every story is open to you, and your membership pays the writers you read.`
            : 'Your payment is being confirmed. Your membership starts as soon as it is, usually within a minute: reload this page to see it.'}
        </p>
        <a className="button button--primary" href={link('ShowHome')}>
          Start reading
        </a>
      </div>
    </main>
  );
}

export const pages = definePages({ 'welcome-member': { data: welcomeMemberData } });
