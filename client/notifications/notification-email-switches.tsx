import { useState } from 'react';
import {
  NOTIFICATION_EMAIL_CHOICES,
  switchedOff,
  type NotificationEmail,
} from '../../shared/notifications/notification-emails.ts';
import { DIGEST_FREQUENCY_CHOICES, type DigestFrequency } from '../../shared/notifications/topic-digest.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

/** What the switches show: where the mail goes, which kinds are off, and how often the topic digest comes. */
export const NotificationEmailFields = graphql(`
  fragment NotificationEmailFields on NotificationEmailSettings @_unmask {
    id
    email
    off
    digestFrequency
  }
`);

/** What a change answers: the settings as they now are, or why not. */
const NotificationEmailAnswer = graphql(
  `
    fragment NotificationEmailAnswer on NotificationEmailResult @_unmask {
      __typename
      ... on NotificationEmailSettings {
        ...NotificationEmailFields
      }
      ... on Failure {
        message
      }
    }
  `,
  [NotificationEmailFields],
);

const UpdateNotificationEmail = graphql(
  `
    mutation UpdateNotificationEmail($kind: NotificationEmail!, $on: Boolean!, $userId: ID, $signature: String) {
      updateNotificationEmail(kind: $kind, on: $on, userId: $userId, signature: $signature) {
        ...NotificationEmailAnswer
      }
    }
  `,
  [NotificationEmailAnswer],
);

const UpdateDigestFrequency = graphql(
  `
    mutation UpdateDigestFrequency($frequency: DigestFrequency!, $userId: ID, $signature: String) {
      updateDigestFrequency(frequency: $frequency, userId: $userId, signature: $signature) {
        ...NotificationEmailAnswer
      }
    }
  `,
  [NotificationEmailAnswer],
);

type Answer = ResultOf<typeof NotificationEmailAnswer> | undefined;

interface Settings {
  readonly off: readonly NotificationEmail[];
  readonly digestFrequency: DigestFrequency;
}

interface Props extends Settings {
  readonly email: string | null;
  /** The signed link of a notification e-mail, when the page was opened from one rather than signed in. */
  readonly signedLink?: { readonly userId: string; readonly signature: string };
  /** The kind the e-mail came from: offered first, as one button that turns it off. */
  readonly from?: NotificationEmail | null;
}

/** The kinds a mail can come from, as the page names them. */
const FROM_LABELS: readonly { readonly kind: NotificationEmail; readonly label: string }[] = [
  ...NOTIFICATION_EMAIL_CHOICES,
  { kind: 'TOPIC_DIGEST', label: 'The topic digest' },
];

/**
 * The notification e-mails, each a switch saved as it is turned, under one that turns them all
 * off, and how often the digest of followed topics comes (/me/settings/notifications, and the
 * page a notification e-mail's link opens).
 */
export function NotificationEmailSwitches({
  email,
  off: initialOff,
  digestFrequency: initialFrequency,
  signedLink,
  from,
}: Props) {
  const [, updateNotificationEmail] = useMutation(UpdateNotificationEmail);
  const [, updateDigestFrequency] = useMutation(UpdateDigestFrequency);
  const toast = useToast();
  const [settings, setSettings] = useState<Settings>({ off: initialOff, digestFrequency: initialFrequency });
  const [error, setError] = useState<string | null>(null);
  const save = (expected: Settings, send: () => Promise<Answer>) => {
    const before = settings;
    setSettings(expected);
    void send().then((answer) => {
      if (answer?.__typename === 'NotificationEmailSettings') {
        setSettings({ off: answer.off, digestFrequency: answer.digestFrequency });
        setError(null);
        toast({ message: 'Saved.' });
        return;
      }
      setSettings(before);
      setError(failureMessage(answer, 'Please try again.'));
    });
  };
  const turn = (kind: NotificationEmail, on: boolean) =>
    save(
      kind === 'TOPIC_DIGEST'
        ? { ...settings, digestFrequency: on ? 'WEEKLY' : 'OFF' }
        : { ...settings, off: switchedOff(settings.off, kind, on) },
      async () => (await updateNotificationEmail({ kind, on, ...signedLink })).data?.updateNotificationEmail,
    );
  const choose = (frequency: DigestFrequency) =>
    save(
      { ...settings, digestFrequency: frequency },
      async () => (await updateDigestFrequency({ frequency, ...signedLink })).data?.updateDigestFrequency,
    );
  const allOff = settings.off.includes('ALL');
  const origin = from ? FROM_LABELS.find((choice) => choice.kind === from) : undefined;
  const originOff =
    origin &&
    (allOff ||
      (origin.kind === 'TOPIC_DIGEST' ? settings.digestFrequency === 'OFF' : settings.off.includes(origin.kind)));
  return (
    <>
      {origin && (
        <p role="status" className="settings__row">
          {originOff ? (
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
          <input type="checkbox" checked={!allOff} onChange={(event) => turn('ALL', event.target.checked)} /> Send me
          notification e-mails at all
        </label>
        {NOTIFICATION_EMAIL_CHOICES.map((choice) => (
          <label key={choice.kind} className="settings__switch">
            <input
              type="checkbox"
              checked={!allOff && !settings.off.includes(choice.kind)}
              disabled={allOff}
              onChange={(event) => turn(choice.kind, event.target.checked)}
            />
            {` ${choice.label}`}
          </label>
        ))}
        <label className="settings__select">
          {'New stories from the topics you follow '}
          <select
            value={allOff ? 'OFF' : settings.digestFrequency}
            disabled={allOff}
            onChange={(event) => choose(event.target.value as DigestFrequency)}
          >
            {DIGEST_FREQUENCY_CHOICES.map((choice) => (
              <option key={choice.frequency} value={choice.frequency}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
