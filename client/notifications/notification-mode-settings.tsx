import { useState } from 'react';
import { NOTIFICATION_MODE_CHOICES, type NotificationMode } from '../../shared/notifications/notification-mode.ts';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

const UpdateNotificationSettings = graphql(`
  mutation UpdateNotificationSettings($mode: NotificationMode!) {
    updateNotificationSettings(mode: $mode) {
      __typename
      ... on User {
        id
        notificationMode
      }
      ... on Failure {
        message
      }
    }
  }
`);

const CHOICES = NOTIFICATION_MODE_CHOICES.map(({ mode, label, hint }) => ({ value: mode, label, hint }));

/** /me/settings/notifications: whose activity reaches the reader's notifications, saved as it is chosen. */
export function NotificationModeSettings({ mode }: { mode: NotificationMode }) {
  const [, updateNotificationSettings] = useMutation(UpdateNotificationSettings);
  const toast = useToast();
  const [chosen, setChosen] = useState(mode);
  const [error, setError] = useState<string | null>(null);
  const choose = (next: NotificationMode) => {
    const before = chosen;
    setChosen(next);
    void updateNotificationSettings({ mode: next }).then((result) => {
      const answer = result.data?.updateNotificationSettings;
      if (answer?.__typename === 'User') {
        setError(null);
        toast({ message: 'Saved.' });
        return;
      }
      setChosen(before);
      setError(failureMessage(answer, 'Please try again.'));
    });
  };
  return (
    <>
      <ChoiceGroup
        legend="Whose activity you hear about"
        name="notification-mode"
        choices={CHOICES}
        value={chosen}
        onChange={choose}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
