import { useState, type FormEvent } from 'react';
import { safeUrl } from '../../shared/content/safe-url.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, readFragment, type FragmentOf } from '../graphql/graphql.ts';
import { copyLink } from '../shell/copy-link.ts';
import { useToast } from '../shell/use-toast.ts';
import { Field } from './fields.tsx';

/** What /me/settings/fediverse shows of the viewer. */
export const FediverseFields = graphql(`
  fragment FediverseFields on User {
    id
    fediverseHandle
    federationEnabled
    fediverseFollowers {
      id
      actorUri
      handle
      name
      url
    }
    fediverseBlocks {
      id
      target
      kind
    }
  }
`);

const FEDERATION_RESULT = `
      __typename
      ... on User {
        ...FediverseFields
      }
      ... on Failure {
        message
      }`;

const SetFederation = graphql(
  `mutation SetFederation($enabled: Boolean!) { setFederation(enabled: $enabled) { ${FEDERATION_RESULT} } }`,
  [FediverseFields],
);
const RemoveFollower = graphql(
  `mutation RemoveFediverseFollower($actorUri: String!) { removeFediverseFollower(actorUri: $actorUri) { ${FEDERATION_RESULT} } }`,
  [FediverseFields],
);
const SetBlock = graphql(
  `mutation SetFediverseBlock($target: String!, $kind: FediverseBlockKind) { setFediverseBlock(target: $target, kind: $kind) { ${FEDERATION_RESULT} } }`,
  [FediverseFields],
);

/**
 * /me/settings/fediverse: the writer's handle, federation on or off, their fediverse
 * followers (each can be removed, or blocked with its server's other accounts left alone), and
 * the accounts and servers they block or mute.
 */
export function FediverseSettings({ viewer: data }: { viewer: FragmentOf<typeof FediverseFields> }) {
  const [, setFederation] = useMutation(SetFederation);
  const [, removeFollower] = useMutation(RemoveFollower);
  const [, setBlock] = useMutation(SetBlock);
  const toast = useToast();
  const [viewer, setViewer] = useState(() => readFragment(FediverseFields, data));
  const [on, setOn] = useState(viewer.federationEnabled);
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<'BLOCK' | 'MUTE'>('BLOCK');
  const [error, setError] = useState<string | null>(null);

  type Answer = { __typename: string; message?: string } & Partial<FragmentOf<typeof FediverseFields>>;
  /** Applies an answer: the viewer as it now is, or the failure's words. */
  const settle = (answer: Answer | undefined, done: string): boolean => {
    if (answer?.__typename === 'User') {
      setViewer(readFragment(FediverseFields, answer as FragmentOf<typeof FediverseFields>));
      setError(null);
      toast({ message: done });
      return true;
    }
    setError(failureMessage(answer, 'Please try again.'));
    return false;
  };

  const switchFederation = async (enabled: boolean) => {
    setOn(enabled);
    const answer = (await setFederation({ enabled })).data?.setFederation;
    if (
      !settle(
        answer,
        enabled
          ? 'Your profile can be followed from the fediverse.'
          : 'Federation is off. Your fediverse followers were told.',
      )
    )
      setOn(!enabled);
  };
  const remove = async (actorUri: string, handle: string) => {
    settle((await removeFollower({ actorUri })).data?.removeFediverseFollower, `${handle} no longer follows you.`);
  };
  const block = async (value: string, blockKind: 'BLOCK' | 'MUTE' | null, done: string) => {
    return settle((await setBlock({ target: value, kind: blockKind })).data?.setFediverseBlock, done);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await block(target, kind, kind === 'BLOCK' ? `${target.trim()} is blocked.` : `${target.trim()} is muted.`))
      setTarget('');
  };

  return (
    <>
      <p className="settings__row">
        Readers on Mastodon and other fediverse servers can follow you and get your public stories (members-only ones as
        their preview), like them and reply.
      </p>
      <label className="settings__switch">
        <input type="checkbox" checked={on} onChange={(event) => void switchFederation(event.target.checked)} /> Let the
        fediverse follow me
      </label>
      {viewer.fediverseHandle && (
        <p className="settings__row">
          Your handle: <code className="profile__handle">{viewer.fediverseHandle}</code>{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void copyLink(toast, viewer.fediverseHandle ?? '', 'Handle copied')}
          >
            Copy<span className="visually-hidden"> your fediverse handle</span>
          </button>
        </p>
      )}
      <h3 className="settings__subheading">Followers from the fediverse</h3>
      {viewer.fediverseFollowers.length === 0 ? (
        <p className="settings__row">No one follows you from the fediverse yet.</p>
      ) : (
        <ul className="settings__list" aria-label="Followers from the fediverse">
          {viewer.fediverseFollowers.map((follower) => {
            const profile = safeUrl(follower.url);
            return (
              <li key={follower.id} className="settings__list-row">
                <span>
                  {profile ? (
                    <a href={profile} rel="nofollow noopener">
                      {follower.name || follower.handle}
                    </a>
                  ) : (
                    follower.name || follower.handle
                  )}{' '}
                  <span className="settings__hint">{follower.handle}</span>
                </span>
                <span className="settings__list-actions">
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => void remove(follower.actorUri, follower.handle)}
                    aria-label={`Remove ${follower.handle}`}
                  >
                    Remove
                  </button>
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => void block(follower.actorUri, 'BLOCK', `${follower.handle} is blocked.`)}
                    aria-label={`Block ${follower.handle}`}
                  >
                    Block
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="settings__subheading">Blocked and muted</h3>
      <p className="settings__row">
        A blocked account or server can’t follow you, like your stories or reply to them; a muted one’s replies don’t
        show.
      </p>
      <form className="settings-form settings-form--inline" onSubmit={(event) => void submit(event)}>
        <Field
          label="Account address or server"
          name="fediverse-target"
          type="text"
          value={target}
          onChange={setTarget}
          error={error}
        />
        <label className="settings__select">
          <span className="visually-hidden">Block or mute</span>
          <select value={kind} onChange={(event) => setKind(event.target.value === 'MUTE' ? 'MUTE' : 'BLOCK')}>
            <option value="BLOCK">Block</option>
            <option value="MUTE">Mute</option>
          </select>
        </label>
        <button type="submit" className="button button--outline" disabled={!target.trim()}>
          Save
        </button>
      </form>
      {viewer.fediverseBlocks.length > 0 && (
        <ul className="settings__list" aria-label="Blocked and muted on the fediverse">
          {viewer.fediverseBlocks.map((entry) => (
            <li key={entry.id} className="settings__list-row">
              <span>
                {entry.target} <span className="settings__hint">{entry.kind === 'BLOCK' ? 'blocked' : 'muted'}</span>
              </span>
              <button
                type="button"
                className="button button--outline"
                onClick={() =>
                  void block(
                    entry.target,
                    null,
                    `${entry.target} is no longer ${entry.kind === 'BLOCK' ? 'blocked' : 'muted'}.`,
                  )
                }
                aria-label={`Unblock ${entry.target}`}
              >
                {entry.kind === 'BLOCK' ? 'Unblock' : 'Unmute'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
