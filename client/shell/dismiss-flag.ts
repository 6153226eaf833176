import { useCallback, useState } from 'react';
import { type DataClient, useClient } from '../data/use-client.ts';
import { type RunMutation, useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { AvatarMenuQuery } from '../navigation/shell-queries.ts';
import { useToast } from './use-toast.ts';

const DismissFlag = graphql(`
  mutation DismissFlag($userId: ID!, $flag: String!) {
    dismissFlag(userId: $userId, flag: $flag) {
      __typename
      ... on User {
        id
        dismissableFlags
      }
    }
  }
`);

/** Saves on the viewer that they dismissed `flag` (docs/spec-checklist.md 1 §7 DismissFlag); true when it was saved. */
async function dismissFlag(
  client: DataClient,
  dismiss: RunMutation<typeof DismissFlag>,
  flag: string,
): Promise<boolean> {
  // the bar's query is always in the cache of a signed-in page: the server ran it
  const userId = client.readQuery(AvatarMenuQuery, {})?.data?.viewer?.id;
  if (!userId) return false;
  const answer = (await dismiss({ userId, flag })).data?.dismissFlag;
  return answer?.__typename === 'User';
}

/**
 * 'Got it' on something the viewer dismisses for good: `dismiss` hides it at once and brings it
 * back, with the retryable error, if `record` could not save that it was dismissed.
 */
export function useDismiss(record: () => Promise<boolean>): {
  readonly dismissed: boolean;
  readonly dismiss: () => void;
} {
  const toast = useToast();
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    setDismissed(true);
    void record().then((saved) => {
      if (saved) return;
      setDismissed(false);
      toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
    });
  };
  return { dismissed, dismiss };
}

/**
 * 'Got it' on a hint or banner dismissed with a DismissFlag (useDismiss); `save` saves the flag
 * without hiding it (a hint the reader scrolled past).
 */
export function useDismissFlag(flag: string): {
  readonly dismissed: boolean;
  readonly dismiss: () => void;
  readonly save: () => void;
} {
  const client = useClient();
  const [, record] = useMutation(DismissFlag);
  const { dismissed, dismiss } = useDismiss(() => dismissFlag(client, record, flag));
  // stable, so an effect that saves on leaving the screen is set up once
  const save = useCallback(() => void dismissFlag(client, record, flag), [client, record, flag]);
  return { dismissed, dismiss, save };
}
