import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation } from '../pages/page-data.ts';
import { isNotificationEmail } from '../../shared/notifications/notification-emails.ts';
import { NotificationEmailFields, NotificationEmailSwitches } from '../notifications/notification-email-switches.tsx';
import { definePages } from '../pages/define-page.ts';

const EmailSettingsFields = graphql(`
  fragment EmailSettingsFields on EmailSettings @_unmask {
    id
    email
    subscriptions {
      id
      state
      newsletter {
        id
        name
        type
      }
    }
  }
`);

const EmailSettingsQuery = graphql(
  `
    query EmailSettingsQuery($linked: Boolean!, $subscriberId: ID!, $signature: String!) {
      emailSettings(subscriberId: $subscriberId, signature: $signature) @include(if: $linked) {
        ...EmailSettingsFields
      }
      notificationEmailSettings(userId: $subscriberId, signature: $signature) @include(if: $linked) {
        ...NotificationEmailFields
      }
      viewerEmailSettings @skip(if: $linked) {
        ...EmailSettingsFields
      }
    }
  `,
  [EmailSettingsFields, NotificationEmailFields],
);

const Unsubscribe = graphql(
  `
    mutation UnsubscribeFromNewsletters($newsletterId: ID, $authorsOnly: Boolean, $subscriberId: ID, $signature: String) {
      unsubscribeFromNewsletters(newsletterId: $newsletterId, authorsOnly: $authorsOnly, subscriberId: $subscriberId, signature: $signature) {
        __typename
        ... on EmailSettings {
          ...EmailSettingsFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [EmailSettingsFields],
);

/** The signed link's subscriber, on /me/email-settings/{userId}/{hash}; elsewhere the signed-in reader. */
const linkOf = (routeName: string, params: Params) =>
  routeName === 'ShowEmailSettings'
    ? { linked: true, subscriberId: params['userId'] ?? '', signature: params['hash'] ?? '' }
    : { linked: false, subscriberId: '', signature: '' };

export const emailSettingsData = definePageData({
  query: EmailSettingsQuery,
  variables: (params, location) => linkOf(location.routeName, params),
  // a link that is not Quire's finds nothing; the signed-in pages answer for any viewer
  status: (data, params) =>
    params['hash'] !== undefined && !data.emailSettings && !data.notificationEmailSettings ? 404 : 200,
});

type Settings = NonNullable<ResultOf<typeof EmailSettingsQuery>['viewerEmailSettings']>;

const PAGE_TITLES: Readonly<Record<string, string>> = {
  ShowYourNewsletters: 'Your newsletters',
  ShowUnsubscribeAllAuthorNewsletters: 'Unsubscribe from every writer',
  ShowUnsubscribeAllNewsletters: 'Unsubscribe from every newsletter',
};

/**
 * The newsletters someone gets, each with its Unsubscribe: /me/email-settings/{userId}/{hash}
 * (the signed link in every newsletter e-mail, no sign-in needed; ?newsletter= names the one it
 * came from), /me/newsletters, and the two "unsubscribe from all" pages, for the signed-in reader.
 * The same address signed for an account (a notification e-mail's link, ?mail= naming its kind)
 * opens that account's notification e-mails.
 */
export default function EmailSettingsPage() {
  const { productName } = useConfig();
  const { navigation, session } = useAppState();
  const [, sendUnsubscribe] = useMutation(Unsubscribe);
  const link = useLink();
  const variables = linkOf(navigation.routeName, navigation.params);
  const from = pageLocation(navigation).search.get('newsletter');
  const [{ data }] = useQuery({ query: EmailSettingsQuery, variables });
  const [changed, setChanged] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settings = changed ?? data?.emailSettings ?? data?.viewerEmailSettings ?? null;
  const notificationEmails = data?.notificationEmailSettings;
  if (notificationEmails) {
    const mail = pageLocation(navigation).search.get('mail');
    return (
      <main className="page" id="main">
        <title>{`Your notification e-mails – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Your notification e-mails</h1>
          <NotificationEmailSwitches
            email={notificationEmails.email}
            off={notificationEmails.off}
            digestFrequency={notificationEmails.digestFrequency}
            signedLink={{ userId: variables.subscriberId, signature: variables.signature }}
            from={isNotificationEmail(mail) ? mail : null}
          />
        </div>
      </main>
    );
  }
  const title = PAGE_TITLES[navigation.routeName] ?? 'Your e-mail subscriptions';
  const unsubscribe = async (scope: { newsletterId?: string; authorsOnly?: boolean }) => {
    const answer = (
      await sendUnsubscribe({
        ...scope,
        ...(variables.linked ? { subscriberId: variables.subscriberId, signature: variables.signature } : {}),
      })
    ).data?.unsubscribeFromNewsletters;
    if (answer?.__typename === 'EmailSettings') {
      setChanged(answer);
      setError(null);
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  if (!settings) {
    return (
      <main className="page page--message" id="main">
        <title>{`${title} – ${productName}`}</title>
        <h1 className="message__title">{title}</h1>
        <p className="message__text">
          {session.isLoggedInCookie
            ? 'You get no newsletters by e-mail.'
            : 'Sign in to see the newsletters you get, or use the link at the foot of any of them.'}
        </p>
        {!session.isLoggedInCookie && (
          <p className="message__actions">
            <a className="button button--primary" href={link('ShowSignIn')}>
              Sign in
            </a>
          </p>
        )}
      </main>
    );
  }
  const active = settings.subscriptions.filter((subscription) => subscription.state !== 'UNSUBSCRIBED');
  const origin = from ? settings.subscriptions.find((subscription) => subscription.newsletter.id === from) : undefined;
  const authorsOnly = navigation.routeName === 'ShowUnsubscribeAllAuthorNewsletters';
  const allScope = authorsOnly ? active.filter((subscription) => subscription.newsletter.type === 'author') : active;
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        <p className="page__lede">Newsletters sent to {settings.email}.</p>
        {origin && (
          <p role="status">
            {origin.state === 'UNSUBSCRIBED' ? (
              `You’re unsubscribed from ${origin.newsletter.name}. Nothing more from it will come.`
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void unsubscribe({ newsletterId: origin.newsletter.id })}
              >
                Unsubscribe from {origin.newsletter.name}
              </button>
            )}
          </p>
        )}
        {active.length === 0 ? (
          <p className="feed__empty">You get no newsletters by e-mail.</p>
        ) : (
          <ul className="story-rows">
            {active.map((subscription) => (
              <li key={subscription.id} className="story-row">
                <p className="story-row__text">
                  {subscription.newsletter.name}
                  {subscription.state === 'PENDING' && ' · waiting for you to confirm'}
                </p>
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() => void unsubscribe({ newsletterId: subscription.newsletter.id })}
                >
                  Unsubscribe<span className="visually-hidden"> from {subscription.newsletter.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {allScope.length > 0 && (
          <p>
            <button
              type="button"
              className="link-button link-button--danger"
              onClick={() => void unsubscribe(authorsOnly ? { authorsOnly: true } : {})}
            >
              {authorsOnly ? 'Unsubscribe from every writer' : 'Unsubscribe from everything'}
            </button>
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'email-settings': { data: emailSettingsData } });
