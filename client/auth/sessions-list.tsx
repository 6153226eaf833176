import { useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql, readFragment, type FragmentOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { failureMessage } from '../data/failure-message.ts';

export const SessionFields = graphql(`
  fragment SessionFields on Session {
    id
    device
    place
    createdAt
    lastSeenAt
    current
    host
  }
`);

const SignOutSession = graphql(
  `
    mutation SignOutSession($sessionId: ID!) {
      signOutSession(sessionId: $sessionId) {
        __typename
        ... on SessionList {
          sessions {
            ...SessionFields
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [SessionFields],
);

const SignOutOtherSessions = graphql(
  `
    mutation SignOutOtherSessions {
      signOutOtherSessions {
        __typename
        ... on SessionList {
          sessions {
            ...SessionFields
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [SessionFields],
);

type MaskedSession = FragmentOf<typeof SessionFields>;

/** The security settings' list of where the account is signed in, with sign out for one or all others. */
export function SessionsList({ initial }: { initial: readonly MaskedSession[] }) {
  const toast = useToast();
  const [masked, setSessions] = useState(initial);
  const sessions = masked.map((session) => readFragment(SessionFields, session));
  const [{ fetching: endingOne }, signOut] = useMutation(SignOutSession);
  const [{ fetching: endingOthers }, signOutOthers] = useMutation(SignOutOtherSessions);
  const others = sessions.filter((session) => !session.current).length;

  const apply = (
    answer: { __typename: string; sessions?: readonly MaskedSession[]; message?: string } | undefined,
    done: string,
  ) => {
    if (answer?.__typename === 'SessionList' && answer.sessions) {
      setSessions(answer.sessions);
      return toast({ message: done });
    }
    toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };

  const end = (session: (typeof sessions)[number]) =>
    void signOut({ sessionId: session.id }).then((result) => {
      // Signing this device out leaves nothing here to show: go home signed out.
      if (session.current && result.data?.signOutSession.__typename === 'SessionList')
        return window.location.assign('/');
      apply(result.data?.signOutSession, `Signed out of ${session.device}.`);
    });

  return (
    <section className="sessions" aria-labelledby="sessions-title">
      <h3 className="sessions__title" id="sessions-title">
        Where you’re signed in
      </h3>
      <ul className="sessions__list">
        {sessions.map((session) => (
          <li key={session.id} className="sessions__item">
            <div>
              <p className="sessions__device">
                {session.device}
                {session.host && ` · on ${session.host}`}
                {session.current && <span className="sessions__current"> · This device</span>}
              </p>
              <p className="sessions__meta">
                {session.place ? `${session.place} · ` : ''}Signed in {formatDate(session.createdAt)} · Last active{' '}
                {formatDate(session.lastSeenAt)}
              </p>
            </div>
            <button
              type="button"
              className="button button--outline button--small"
              disabled={endingOne}
              onClick={() => end(session)}
              aria-label={`Sign out of ${session.device}${session.host ? ` on ${session.host}` : ''}${session.current ? ' (this device)' : ''}`}
            >
              Sign out
            </button>
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          className="button button--outline"
          disabled={endingOthers}
          onClick={() =>
            void signOutOthers({}).then((result) =>
              apply(result.data?.signOutOtherSessions, 'Signed out of every other session.'),
            )
          }
        >
          Sign out of all other sessions
        </button>
      )}
    </section>
  );
}
