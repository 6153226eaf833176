import { OWN_SUSPENDED_STORY } from '../../shared/content/suspended-story.ts';
import { parsePostParam } from '../../shared/routes/post-id.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';

export type UnavailableKind =
  | 'NotFound'
  | 'RemovedByUser'
  | 'AccountSuspended'
  | 'AccountDeleted'
  | 'PostSuspended'
  | 'Blocked'
  | 'Unauthorized'
  | 'WithheldInCountry'
  | 'UnavailableForLegalReasons';

/** Each post result kind of docs/spec-checklist.md 2 §8 that is not a story has its own heading. */
const TITLES: Record<UnavailableKind, string> = {
  NotFound: 'This story doesn’t exist',
  RemovedByUser: 'This story was removed',
  AccountDeleted: 'This account was deleted',
  AccountSuspended: 'This account is suspended',
  PostSuspended: 'This story is unavailable',
  Blocked: 'You can’t read this story',
  Unauthorized: 'You can’t read this story',
  WithheldInCountry: 'This story is unavailable in your country',
  UnavailableForLegalReasons: 'This story is unavailable for legal reasons',
};

/** The page for a story a reader cannot read: a chunk of its own, since readers of stories never need it. */
export default function PostUnavailable({ kind, message }: { kind: UnavailableKind; message: string }) {
  const { productName } = useConfig();
  const link = useLink();
  const postId = parsePostParam(useNavigation().params['postId'] ?? '');
  return (
    <main className="page page--message" id="main">
      <title>{`${TITLES[kind]} – ${productName}`}</title>
      <h1 className="message__title">{TITLES[kind]}</h1>
      <p className="message__text">{message}</p>
      {message.startsWith(OWN_SUSPENDED_STORY) && postId && (
        <p className="message__text">
          <a className="button button--primary" href={link('ShowEditPost', { postId })}>
            Edit story
          </a>
        </p>
      )}
      <p className="message__text">
        <a href={link('ShowHome')}>Find something else to read</a>
      </p>
    </main>
  );
}
