import { useQuery } from '../data/use-query.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const AccountNoticeQuery = graphql(`
  query AccountNoticeQuery {
    viewer {
      id
      isSuspended
    }
  }
`);

export const accountNoticeData = definePageData({
  query: AccountNoticeQuery,
  variables: () => ({}),
  status: () => 200,
});

/**
 * /suspended and /not-available: where Quire sends people it cannot show something to. A
 * suspended writer learns what that means for their work and where to ask about it; anyone
 * else, what suspension is. /not-available stands for what is withheld (a takedown, a
 * country's law) without saying whose it was.
 */
export default function AccountNoticePage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: AccountNoticeQuery, variables: {} });
  const suspended = data?.viewer?.isSuspended === true;
  const [title, text] =
    navigation.routeName === 'ShowNotAvailable'
      ? [
          'This page is not available',
          `What you were looking for has been withheld here, by its writer or by ${productName} where the law asks it to be.`,
        ]
      : suspended
        ? [
            'Your account is suspended',
            'Your profile, stories and responses are hidden from readers while it is. You can still sign in, read and manage your settings.',
          ]
        : [
            'Suspended accounts',
            `When an account breaks ${productName}’s rules, it is suspended: its profile, stories and responses are hidden from readers.${data?.viewer ? ' Yours is in good standing.' : ''}`,
          ];
  return (
    <main className="page page--message" id="main">
      <title>{`${title} – ${productName}`}</title>
      <h1 className="message__title">{title}</h1>
      <p className="message__text">{text}</p>
      <p className="message__actions">
        <a className="button button--primary" href={link('ShowHome')}>
          Back to {productName}
        </a>
        {suspended && (
          <a className="button button--outline" href={link('ShowHelp')}>
            Ask us about it
          </a>
        )}
      </p>
    </main>
  );
}

export const pages = definePages({ 'account-notice': { data: accountNoticeData } });
