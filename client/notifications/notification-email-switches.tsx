import { useState } from 'react';
import { NOTIFICATION_EMAIL_CHOICES, switchedOff, type NotificationEmail } from '../../shared/notifications/notification-emails.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useClient } from '../data/use-client.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

/** What the switches show: where the mail goes and which kinds are off. */
export const NotificationEmailFields = graphql(`
  fragment NotificationEmailFields on NotificationEmailSettings @_unmask {
    id
    email
    off
  }
`);

const UpdateNotificationEmail = graphql(
  `
    mutation UpdateNotificationEmail($kind: NotificationEmail!, $on: Boolean!, $userId: ID, $signature: String) {
      updateNotificationEmail(kind: $kind, on: $on, userId: $userId, signature: $signature) {
        __typename
        ... on NotificationEmailSettings {
          ...NotificationEmailFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [NotificationEmailFields],
);

interface Props {
  readonly email: string | null;
  readonly off: readonly NotificationEmail[];
  /** The signed link of a notification e-mail, when the page was opened from one rather than signed in. */
  readonly signedLink?: { readonly userId: string; readonly signature: string };
  /** The kind the e-mail came from: offered first, as one button that turns it off. */
  readonly from?: NotificationEmail | null;
}

/**
 * The notification e-mails, each a switch saved as it is turned, under one that turns them all
 * off (/me/settings/notifications, and the page a notification e-mail's link opens).
 */
export function NotificationEmailSwitches({ email, off: initial, signedLink, from }: Props) {
  const client = useClient();
  const toast = useToast();
  const [off, setOff] = useState<readonly NotificationEmail[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const turn = (kind: NotificationEmail, on: boolean) => {
    const before = off;
    setOff(switchedOff(off, kind, on));
    void client
      .mutation(UpdateNotificationEmail, { kind, on, ...signedLink })
      .toPromise()
      .then((result) => {
        const answer = result.data?.updateNotificationEmail;
        if (answer?.__typename === 'NotificationEmailSettings') {
          setOff(answer.off);
          setError(null);
          toast({ message: 'Saved.' });
          return;
        }
        setOff(before);
        setError(failureMessage(answer, 'Please try again.'));
      });
  };
  const allOff = off.includes('ALL');
  const origin = from ? NOTIFICATION_EMAIL_CHOICES.find((choice) => choice.kind === from) : undefined;
  return (
    <>
      {origin && (
        <p role="status" className="settings__row">
          {allOff || off.includes(origin.kind) ? (
            `You will get no more e-mails for “${origin.label}”.`
          ) : (
            <button type="button" className="button button--primary" onClick={() => turn(origin.kind, false)}>
              {`Stop e-mails for “${origin.label}”`}
            </button>
          )}
        </p>
      )}
      <fieldset className="settings-form__group">
        <legend className="settings__heading">{`E-mail me${email ? ` at ${email}` : ''} when`}</legend>
        <label className="settings__switch">
          <input type="checkbox" checked={!allOff} onChange={(event) => turn('ALL', event.target.checked)} /> Send me notification e-mails at all
        </label>
        {NOTIFICATION_EMAIL_CHOICES.map((choice) => (
          <label key={choice.kind} className="settings__switch">
            <input type="checkbox" checked={!allOff && !off.includes(choice.kind)} disabled={allOff} onChange={(event) => turn(choice.kind, event.target.checked)} />
            {` ${choice.label}`}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
