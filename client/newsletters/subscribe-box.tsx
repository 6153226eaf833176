import { useState } from 'react';
import { Field } from '../auth/fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';

/** What both subscribe mutations answer (a writer's and a newsletter's): the subscription's state, or why not. */
export const SubscribeAnswerFields = graphql(`
  fragment SubscribeAnswerFields on SubscribeResult @_unmask {
    __typename
    ... on NewsletterSubscription {
      id
      state
    }
    ... on Failure {
      message
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

type SubscribeAnswer = ResultOf<typeof SubscribeAnswerFields> | undefined;

interface SubscribeBoxProps {
  /** Whose stories the reader asks for: the writer, or the newsletter. */
  readonly name: string;
  readonly viewerEmail: string | null;
  readonly viewerState: 'ACTIVE' | 'PENDING' | 'UNSUBSCRIBED' | null;
  /** The confirmation link's token (?confirm=…), when the reader came from it. */
  readonly confirmToken: string | null;
  readonly subscribe: (email: string | null) => Promise<SubscribeAnswer>;
}

type Outcome = { kind: 'pending' | 'active' | 'confirmed' } | { kind: 'error'; message: string } | null;

/**
 * Subscribing by e-mail: a signed-in reader in one click with their account's address, anyone
 * else with an address they then confirm (double opt-in). From the confirmation link the reader
 * confirms with a button, so a mail scanner opening the link subscribes nobody.
 */
export function SubscribeBox({ name, viewerEmail, viewerState, confirmToken, subscribe }: SubscribeBoxProps) {
  const [, confirmSubscription] = useMutation(ConfirmSubscription);
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = await subscribe(viewerEmail ? null : email);
    if (answer?.__typename === 'NewsletterSubscription')
      setOutcome({ kind: answer.state === 'ACTIVE' ? 'active' : 'pending' });
    else setOutcome({ kind: 'error', message: failureMessage(answer, 'Please try again.') });
  };
  const confirm = async () => {
    const answer = (await confirmSubscription({ token: confirmToken ?? '' })).data?.confirmNewsletterSubscription;
    if (answer?.__typename === 'NewsletterSubscription') setOutcome({ kind: 'confirmed' });
    else setOutcome({ kind: 'error', message: failureMessage(answer, 'Please try again.') });
  };
  const untouched = !outcome && !confirmToken;
  const subscribed =
    outcome?.kind === 'active' || outcome?.kind === 'confirmed' || (untouched && viewerState === 'ACTIVE');
  return (
    <>
      {subscribed ? (
        <p className="message__text" role="status">
          {outcome?.kind === 'confirmed'
            ? `You’re subscribed. ${name}’s next story will come to your inbox.`
            : `You’re subscribed to ${name}.`}
        </p>
      ) : outcome?.kind === 'pending' || (untouched && viewerState === 'PENDING') ? (
        <p className="message__text" role="status">
          Check your inbox: we sent a link to confirm your subscription. Nothing else comes until you do.
        </p>
      ) : confirmToken && outcome?.kind !== 'error' ? (
        <p className="message__actions">
          <button type="button" className="button button--primary" onClick={() => void confirm()}>
            Confirm my subscription
          </button>
        </p>
      ) : (
        <form className="subscribe-form" onSubmit={(event) => void submit(event)}>
          {viewerEmail ? (
            <p className="message__text">
              We’ll send {name}’s new stories to {viewerEmail}.
            </p>
          ) : (
            <Field
              label="Your e-mail"
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
            />
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
    </>
  );
}
