import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { showsStyleReminder } from '../../shared/navigation/style-reminder.ts';
import { graphql } from '../graphql/graphql.ts';
import { useDismiss } from '../shell/dismiss-flag.ts';
import { useLink } from '../state/app-state.tsx';

/** docs/spec-checklist.md 1 §7: the style reminder reads the writer through userResult. */
const StyleReminderQuery = graphql(`
  query StyleReminderQuery($id: ID) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        hasSeenStyleReminder
        userPostCounts {
          publishedPosts
        }
      }
    }
  }
`);

const SetUserStyleReminderSeen = graphql(`
  mutation SetUserStyleReminderSeen {
    setUserStyleReminderSeen {
      __typename
      ... on User {
        id
        hasSeenStyleReminder
      }
    }
  }
`);

/**
 * The style reminder popover (docs/spec-checklist.md 1 §2.12, §4) on a writer's own profile, once they have
 * published: a pointer to Design your profile, until 'Got it' records it as seen. Quire has no
 * custom stylesheets yet, so no writer has one. Its code loads only on one's own profile.
 */
export default function StyleReminder({ userId }: { userId: string }) {
  const link = useLink();
  const [{ data }] = useQuery({ query: StyleReminderQuery, variables: { id: userId } });
  const [, markSeen] = useMutation(SetUserStyleReminderSeen);
  const { dismissed, dismiss } = useDismiss(
    async () => (await markSeen({})).data?.setUserStyleReminderSeen.__typename === 'User',
  );
  const writer = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (
    dismissed ||
    !writer ||
    !showsStyleReminder({
      publishedPosts: writer.userPostCounts.publishedPosts,
      hasCustomStylesheet: false,
      hasSeenStyleReminder: writer.hasSeenStyleReminder,
    })
  )
    return null;
  return (
    <aside className="hint style-reminder" aria-label="Style reminder">
      <p className="hint__text">
        Your stories are out in the world. Give your profile your own look: colours, fonts and a header, in{' '}
        <a href={link('ShowDesign')}>Design your profile</a>.
      </p>
      <button
        type="button"
        className="button button--outline hint__dismiss"
        onClick={dismiss}
        data-event="popover.dismissed"
        data-event-target="style-reminder"
      >
        Got it
      </button>
    </aside>
  );
}
