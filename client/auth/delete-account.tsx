import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useFreshProof } from './fresh-proof.tsx';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($keepStories: Boolean!) {
    deleteAccount(keepStories: $keepStories) {
      __typename
      ... on AccountDeletion {
        redirect
      }
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * Leaving: the person chooses whether their published stories stay (under 'Deleted user') or go,
 * confirms, and proves it is them; everything else that names them is deleted and they are signed
 * out everywhere.
 */
export function DeleteAccount() {
  const [, deleteAccountMutation] = useMutation(DeleteAccountMutation);
  const withProof = useFreshProof();
  const [keepStories, setKeepStories] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setConfirming(false);
    const answer = await withProof(async () => (await deleteAccountMutation({ keepStories })).data?.deleteAccount);
    if (answer?.__typename === 'AccountDeletion' && 'redirect' in answer) window.location.assign(answer.redirect);
    else setError(failureMessage(answer, 'Your account could not be deleted. Please try again.'));
  };
  return (
    <section aria-labelledby="delete-title">
      <h2 className="settings__heading" id="delete-title">
        Delete your account
      </h2>
      <fieldset className="design-editor__choice">
        <legend className="settings__row">Your published stories:</legend>
        <label className="design-editor__option">
          <input type="radio" name="stories" checked={keepStories} onChange={() => setKeepStories(true)} /> Keep them,
          under ‘Deleted user’
        </label>
        <label className="design-editor__option">
          <input type="radio" name="stories" checked={!keepStories} onChange={() => setKeepStories(false)} /> Delete
          them too
        </label>
      </fieldset>
      <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
        Delete account
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete account"
          danger
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {keepStories
              ? 'Your profile, drafts, responses, highlights, notes, lists, follows and subscriptions will be deleted, and you will be signed out everywhere. Your published stories stay, under ‘Deleted user’.'
              : 'Your profile, stories, drafts, responses, highlights, notes, lists, follows and subscriptions will be deleted, and you will be signed out everywhere.'}{' '}
            This can’t be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
