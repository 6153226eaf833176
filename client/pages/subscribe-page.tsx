import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { Field } from '../auth/fields.tsx';
import { Avatar } from '../components/avatar.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { definePageData, pageLocation } from './page-data.ts';

const SubscribeQuery = graphql(`
  query SubscribeQuery($username: String!) {
    viewer {
      id
      email
    }
    userResult(username: $username) {
      __typename
      ... on User {
        id
        name
        username
        bio
        imageId
        viewerNewsletterState
      }
    }
  }
`);

const SubscribeToWriter = graphql(`
  mutation SubscribeToWriter($username: String!, $email: String) {
    subscribeToWriter(username: $username, email: $email) {
      __typename
      ... on NewsletterSubscription {
        id
        state
      }
      ... on Failure {
        message
      }
    }
  }
`);

const ConfirmSubscription = graphql(`
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token) {
      __typename
      ... on NewsletterSubscription {
        id
        state
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const subscribeData = definePageData({
  query: SubscribeQuery,
  variables: (params) => ({ username: params['username'] ?? '' }),
  status: (data) => (data.userResult.__typename === 'User' ? 200 : 404),
});

type Outcome = { kind: 'pending' | 'active' | 'confirmed' } | { kind: 'error'; message: string } | null;

/**
 * /subscribe/@{username} and /@{username}/subscribe: a writer's stories by e-mail. A signed-in
 * reader subscribes with their account's address in one click; anyone else gives an address and
 * confirms it from the e-mail that follows (double opt-in). The e-mail's link comes back here
 * with ?confirm=…, and the reader confirms with a button, so a mail scanner opening the link
 * subscribes nobody.
 */
export default function SubscribePage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const client = useClient();
  const username = navigation.params['username'] ?? '';
  const confirmToken = pageLocation(navigation).search.get('confirm');
  const [{ data }] = useQuery({ query: SubscribeQuery, variables: { username } });
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const writer = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!writer) return null;
  const viewerEmail = data?.viewer?.email ?? null;
  const subscribe = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = (await client.mutation(SubscribeToWriter, { username, email: viewerEmail ? null : email }).toPromise()).data?.subscribeToWriter;
    if (answer?.__typename === 'NewsletterSubscription') setOutcome({ kind: answer.state === 'ACTIVE' ? 'active' : 'pending' });
    else setOutcome({ kind: 'error', message: failureMessage(answer, 'Please try again.') });
  };
  const confirm = async () => {
    const answer = (await client.mutation(ConfirmSubscription, { token: confirmToken ?? '' }).toPromise()).data?.confirmNewsletterSubscription;
    if (answer?.__typename === 'NewsletterSubscription') setOutcome({ kind: 'confirmed' });
    else setOutcome({ kind: 'error', message: failureMessage(answer, 'Please try again.') });
  };
  const subscribed = outcome?.kind === 'active' || outcome?.kind === 'confirmed' || (!outcome && !confirmToken && writer.viewerNewsletterState === 'ACTIVE');
  return (
    <main className="page page--message" id="main">
      <title>{`Subscribe to ${writer.name} – ${productName}`}</title>
      <Avatar imageId={writer.imageId} name={writer.name} size={64} />
      <h1 className="message__title">Get an e-mail whenever {writer.name} publishes</h1>
      {writer.bio && <p className="message__text">{writer.bio}</p>}
      {subscribed ? (
        <p className="message__text" role="status">
          {outcome?.kind === 'confirmed' ? `You’re subscribed. ${writer.name}’s next story will come to your inbox.` : `You’re subscribed to ${writer.name}.`}
        </p>
      ) : outcome?.kind === 'pending' || (!outcome && !confirmToken && writer.viewerNewsletterState === 'PENDING') ? (
        <p className="message__text" role="status">
          Check your inbox: we sent a link to confirm your subscription. Nothing else comes until you do.
        </p>
      ) : confirmToken ? (
        <p className="message__actions">
          <button type="button" className="button button--primary" onClick={() => void confirm()}>
            Confirm my subscription
          </button>
        </p>
      ) : (
        <form className="subscribe-form" onSubmit={(event) => void subscribe(event)}>
          {viewerEmail ? (
            <p className="message__text">We’ll send {writer.name}’s new stories to {viewerEmail}.</p>
          ) : (
            <Field label="Your e-mail" name="email" type="email" value={email} onChange={setEmail} autoComplete="email" />
          )}
          <button type="submit" className="button button--primary">
            Subscribe
          </button>
        </form>
      )}
      {outcome?.kind === 'error' && (
        <p className="field__error" role="alert">
          {outcome.message}
        </p>
      )}
      <p className="landing__footnote">Every e-mail has a link to unsubscribe in one click.</p>
    </main>
  );
}
