import { useState, type FormEvent } from 'react';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useLink } from '../state/app-state.tsx';
import { Field } from './fields.tsx';

const UpdateWriterSettings = graphql(`
  mutation UpdateWriterSettings($tippingUrl: String, $promoteSubscriptions: Boolean, $promoteMemberships: Boolean, $allowPrivateNotes: Boolean, $hideExternalServices: Boolean) {
    updateWriterSettings(
      tippingUrl: $tippingUrl
      promoteSubscriptions: $promoteSubscriptions
      promoteMemberships: $promoteMemberships
      allowPrivateNotes: $allowPrivateNotes
      hideExternalServices: $hideExternalServices
    ) {
      __typename
      ... on User {
        id
        tippingUrl
        promotesSubscriptions
        promotesMemberships
        allowsPrivateNotes
        hidesExternalServices
      }
      ... on Failure {
        message
      }
    }
  }
`);

type WriterSwitchSetting = 'promoteSubscriptions' | 'promoteMemberships' | 'allowPrivateNotes' | 'hideExternalServices';
type WriterSettingsChange = { tippingUrl: string } | Partial<Record<WriterSwitchSetting, boolean>>;

/** Saves one writer setting; answers the failure's words, or null. */
function useSaveWriterSetting() {
  const [, updateWriterSettings] = useMutation(UpdateWriterSettings);
  const toast = useToast();
  return async (change: WriterSettingsChange): Promise<string | null> => {
    const answer = (await updateWriterSettings(change)).data?.updateWriterSettings;
    if (answer?.__typename === 'User') {
      toast({ message: 'Saved.' });
      return null;
    }
    return failureMessage(answer, 'Please try again.');
  };
}

/** /me/settings/tipping: where readers can tip the writer; the link shows on their profile. */
export function TippingForm({ tippingUrl }: { tippingUrl: string | null }) {
  const save = useSaveWriterSetting();
  const [typed, setTyped] = useState(tippingUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(await save({ tippingUrl: typed }));
  };
  return (
    <form className="settings-form settings-form--inline" onSubmit={(event) => void submit(event)}>
      <Field label="Tipping link" name="tipping" type="text" value={typed} onChange={setTyped} error={error} />
      <button type="submit" className="button button--outline">
        Save link
      </button>
    </form>
  );
}

/** A writer setting that is on or off, saved as it is switched. */
export function WriterSwitch({ label, setting, on }: { label: string; setting: WriterSwitchSetting; on: boolean }) {
  const save = useSaveWriterSetting();
  const [checked, setChecked] = useState(on);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <label className="settings__switch">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            const next = event.target.checked;
            setChecked(next);
            void save({ [setting]: next }).then((problem) => {
              setError(problem);
              if (problem) setChecked(!next);
            });
          }}
        />{' '}
        {label}
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

const UnmuteUser = graphql(`
  mutation UnmuteFromSettings($targetUserId: ID!) {
    unmuteUser(targetUserId: $targetUserId) {
      __typename
    }
  }
`);

const UnmuteCollection = graphql(`
  mutation UnmuteCollectionFromSettings($targetCollectionId: ID!) {
    unmuteCollection(targetCollectionId: $targetCollectionId) {
      __typename
    }
  }
`);

export type MuteTab = 'people' | 'publications';

interface Muted {
  readonly id: string;
  readonly name: string;
  readonly mediumUrl: string;
}

/**
 * /me/settings/mute/{people|publications}: whom and what the reader muted (their stories stay out
 * of the feeds), each with Unmute. The tabs are links, so each list has its own address.
 */
export function MutedLists({
  tab,
  people,
  publications,
}: {
  tab: MuteTab;
  people: readonly Muted[];
  publications: readonly Muted[];
}) {
  const [, unmuteUser] = useMutation(UnmuteUser);
  const [, unmuteCollection] = useMutation(UnmuteCollection);
  const link = useLink();
  const [unmuted, setUnmuted] = useState<ReadonlySet<string>>(new Set());
  const shown = (tab === 'people' ? people : publications).filter((entry) => !unmuted.has(entry.id));
  const unmute = async (entry: Muted) => {
    const result =
      tab === 'people'
        ? (await unmuteUser({ targetUserId: entry.id })).data?.unmuteUser
        : (await unmuteCollection({ targetCollectionId: entry.id })).data?.unmuteCollection;
    if (result?.__typename === 'User' || result?.__typename === 'Collection')
      setUnmuted((now) => new Set([...now, entry.id]));
  };
  return (
    <>
      <nav className="tabs" aria-label="Muted">
        <a
          className="tabs__tab"
          href={link('ShowMuteSettingsTab', { activeTab: 'people' })}
          aria-current={tab === 'people' ? 'page' : undefined}
        >
          People
        </a>
        <a
          className="tabs__tab"
          href={link('ShowMuteSettingsTab', { activeTab: 'publications' })}
          aria-current={tab === 'publications' ? 'page' : undefined}
        >
          Publications
        </a>
      </nav>
      {shown.length === 0 ? (
        <p className="settings__row">
          {tab === 'people' ? 'You haven’t muted anyone.' : 'You haven’t muted any publication.'}
        </p>
      ) : (
        <ul className="settings__list" aria-label={tab === 'people' ? 'Muted people' : 'Muted publications'}>
          {shown.map((entry) => (
            <li key={entry.id} className="settings__list-row">
              <a href={entry.mediumUrl}>{entry.name}</a>
              <button
                type="button"
                className="button button--outline"
                onClick={() => void unmute(entry)}
                aria-label={`Unmute ${entry.name}`}
              >
                Unmute
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
