import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useBusyWork } from '../data/use-busy-work.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { readFragment, type FragmentOf, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';
import { useFreshProof } from './fresh-proof.tsx';
import { askBrowser, passkeyOptions, passkeysSupported } from './passkey-browser.ts';
import { AddPasskey, PasskeyFields, RemovePasskey, RenamePasskey, PasskeyOptions } from './passkey-operations.ts';

type Passkey = ResultOf<typeof PasskeyFields>;

const TRY_AGAIN = 'Please try again.';

/**
 * Security settings: the account's passkeys and security keys. Adding one and
 * removing one want a fresh proof; each can be renamed.
 */
export function PasskeysSection({ initial }: { initial: readonly FragmentOf<typeof PasskeyFields>[] }) {
  const [, askOptions] = useMutation(PasskeyOptions);
  const [, addPasskey] = useMutation(AddPasskey);
  const [, renamePasskey] = useMutation(RenamePasskey);
  const [, removePasskey] = useMutation(RemovePasskey);
  const withProof = useFreshProof();
  const showToast = useToast();
  const [passkeys, setPasskeys] = useState<readonly Passkey[]>(() =>
    initial.map((passkey): Passkey => readFragment(PasskeyFields, passkey)),
  );
  const [supported, setSupported] = useState(true);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyWork(
    () => setError(TRY_AGAIN),
    () => setError(null),
  );
  useEffect(() => setSupported(passkeysSupported()), []);

  const add = () =>
    run(async () => {
      const options = await withProof(() => passkeyOptions(askOptions, 'REGISTER'));
      if (options?.__typename !== 'PasskeyOptions') return setError(failureMessage(options, TRY_AGAIN));
      const ceremony = await askBrowser('REGISTER', options.optionsJSON);
      if ('cancelled' in ceremony) return;
      if ('refused' in ceremony) return setError(ceremony.refused);
      const answer = (await addPasskey({ response: ceremony.answer })).data?.addPasskey;
      if (answer?.__typename !== 'Passkey') return setError(failureMessage(answer, TRY_AGAIN));
      const added: Passkey = readFragment(PasskeyFields, answer);
      setPasskeys((current) => [...current, added]);
      showToast({ message: `Passkey added: ${added.name}.` });
    });

  const rename = (id: string, name: string) =>
    run(async () => {
      const answer = (await renamePasskey({ id, name })).data?.renamePasskey;
      if (answer?.__typename !== 'Passkey') return setError(failureMessage(answer, TRY_AGAIN));
      const renamed: Passkey = readFragment(PasskeyFields, answer);
      setPasskeys((current) => current.map((passkey) => (passkey.id === id ? renamed : passkey)));
      setRenaming(null);
    });

  const remove = (passkey: Passkey) =>
    run(async () => {
      setRemoving(null);
      const answer = await withProof(async () => (await removePasskey({ id: passkey.id })).data?.removePasskey);
      if (answer?.__typename !== 'User') return setError(failureMessage(answer, TRY_AGAIN));
      setPasskeys((current) => current.filter((each) => each.id !== passkey.id));
      showToast({ message: `Passkey removed: ${passkey.name}.` });
    });

  return (
    <section className="passkeys" aria-labelledby="passkeys-title">
      <h3 className="settings__subheading" id="passkeys-title">
        Passkeys and security keys
      </h3>
      <p className="passkeys__lede">
        Sign in with your fingerprint, face or screen lock, or a security key, instead of a password and code.
      </p>
      {passkeys.length > 0 && (
        <ul className="sessions__list">
          {passkeys.map((passkey) =>
            renaming?.id === passkey.id ? (
              <li key={passkey.id} className="sessions__item">
                <form
                  className="passkeys__rename"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void rename(passkey.id, renaming.name);
                  }}
                >
                  <Field
                    label="Name"
                    name="passkey-name"
                    type="text"
                    value={renaming.name}
                    onChange={(name) => setRenaming({ id: passkey.id, name })}
                    maxLength={50}
                  />
                  <button type="submit" className="button button--primary" disabled={busy}>
                    Save
                  </button>
                  <button type="button" className="button button--outline" onClick={() => setRenaming(null)}>
                    Cancel
                  </button>
                </form>
              </li>
            ) : (
              <li key={passkey.id} className="sessions__item">
                <div>
                  <p className="sessions__device">{passkey.name}</p>
                  <p className="sessions__meta">
                    {passkey.backedUp ? 'Passkey' : 'Security key'} · Added {formatDate(passkey.createdAt)}
                    {passkey.lastUsedAt ? ` · Last used ${formatDate(passkey.lastUsedAt)}` : ' · Not used yet'}
                  </p>
                </div>
                <div className="passkeys__actions">
                  <button
                    type="button"
                    className="button button--outline"
                    aria-label={`Rename ${passkey.name}`}
                    onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button button--outline"
                    aria-label={`Remove ${passkey.name}`}
                    disabled={busy}
                    onClick={() => setRemoving(passkey)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {supported ? (
        <button type="button" className="button button--outline" disabled={busy} onClick={() => void add()}>
          Add a passkey
        </button>
      ) : (
        <p className="passkeys__lede">This browser cannot use passkeys.</p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title="Remove this passkey?"
          confirmLabel="Remove"
          danger
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            “{removing.name}” will no longer sign in to your account. Remove it from the device too, in its own
            settings.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
