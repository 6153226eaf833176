import { useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { SOCIAL_TOASTS } from '../../shared/social/social-toasts.ts';
import { authorMenuItems, type AuthorMenuItem } from '../../shared/social/user-actions.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useAppState, useKeepEvent } from '../state/app-state.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Menu } from '../components/menu.tsx';
import { ReportDialog } from '../moderation/report-dialog.tsx';
import { PublisherItems } from './publisher-items.tsx';

export interface ActionsAuthor {
  readonly id: string;
  readonly name: string;
  readonly isViewer: boolean;
  readonly isMuting: boolean;
  readonly isBlocking: boolean;
}

/** A story whose author's menu this is: it can be reported from there too. */
export interface ReportedStory {
  readonly id: string;
  readonly title: string;
}

const BlockedUser = graphql(`
  fragment BlockedUser on User @_unmask {
    id
    socialStats {
      followerCount
      followingCount
    }
    viewerEdge {
      id
      isFollowing
      isBlocking
    }
  }
`);

const MuteUser = graphql(`
  mutation MuteUser($targetUserId: ID!) {
    muteUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        viewerEdge {
          id
          isMuting
        }
      }
    }
  }
`);

const UnmuteUser = graphql(`
  mutation UnmuteUser($targetUserId: ID!) {
    unmuteUser(targetUserId: $targetUserId) {
      __typename
      ... on User {
        id
        viewerEdge {
          id
          isMuting
        }
      }
    }
  }
`);

const BlockUser = graphql(
  `
    mutation BlockUser($targetUserId: ID!) {
      blockUser(targetUserId: $targetUserId) {
        __typename
        ... on User {
          ...BlockedUser
        }
      }
    }
  `,
  [BlockedUser],
);

const UnblockUser = graphql(
  `
    mutation UnblockUser($targetUserId: ID!) {
      unblockUser(targetUserId: $targetUserId) {
        __typename
        ... on User {
          ...BlockedUser
        }
      }
    }
  `,
  [BlockedUser],
);

const ReportUser = graphql(
  `
    mutation ReportUser($targetUserId: ID!, $alsoBlockUser: Boolean!, $reason: ReportReason!, $note: String) {
      reportAndMaybeBlockUser(targetUserId: $targetUserId, alsoBlockUser: $alsoBlockUser, reason: $reason, note: $note) {
        __typename
        ... on User {
          ...BlockedUser
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [BlockedUser],
);

const LABELS: Record<AuthorMenuItem, string> = {
  mute: 'Mute this author',
  unmute: 'Unmute this author',
  block: 'Block this author',
  unblock: 'Unblock this author',
  report: 'Report this author',
};

/**
 * The author-level actions for other readers (docs/spec-checklist.md 1 §4–§6): mute and unmute, block (after a
 * confirmation) and unblock, report (optionally also blocking). Each shows at once through
 * graphcache's optimistic updates and is rolled back, with the retryable error, if refused.
 */
export default function AuthorActionsMenu({
  author,
  onProfile,
  story,
}: {
  author: ActionsAuthor;
  onProfile: boolean;
  story?: ReportedStory;
}) {
  const { session } = useAppState();
  const toast = useToast();
  const keepEvent = useKeepEvent();
  const [dialog, setDialog] = useState<'block' | 'report' | 'report-story' | null>(null);
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [, mute] = useMutation(MuteUser);
  const [, unmute] = useMutation(UnmuteUser);
  const [, block] = useMutation(BlockUser);
  const [, unblock] = useMutation(UnblockUser);
  const [, report] = useMutation(ReportUser);
  const items = authorMenuItems({
    signedIn: session.isLoggedInCookie,
    isViewer: author.isViewer,
    isMuting: author.isMuting,
    isBlocking: author.isBlocking,
  });
  if (items.length === 0) return null;
  const variables = { targetUserId: author.id };
  /** Shows the toast for a settled action: its own words, or the retryable error when refused. */
  const settle = (
    done: Promise<{ error?: unknown; data?: Record<string, { __typename: string } | undefined> | null }>,
    success: string,
  ) =>
    void done.then((result) => {
      const answer = result.data && Object.values(result.data)[0];
      toast(
        result.error || answer?.__typename !== 'User'
          ? { message: RETRYABLE_ERROR, toastStyle: 'ERROR' }
          : { message: success },
      );
    });
  const run = (item: AuthorMenuItem) => {
    if (item === 'mute') {
      const muted = mute(variables);
      settle(muted, `${author.name} is muted. Their stories will no longer appear in your feeds.`);
      // docs/spec-checklist.md 1 §7's user.muted event, for a mute the server made
      void muted.then((result) =>
        result.data?.muteUser.__typename === 'User' ? keepEvent('user.muted', variables) : undefined,
      );
    }
    if (item === 'unmute') settle(unmute(variables), SOCIAL_TOASTS.unmuted(author.name));
    if (item === 'unblock') settle(unblock(variables), SOCIAL_TOASTS.unblocked);
    if (item === 'block' || item === 'report') {
      setAlsoBlock(false);
      setDialog(item);
    }
  };
  return (
    <>
      <Menu label={`More actions for ${author.name}`}>
        {(close) => [
          onProfile && (
            <PublisherItems
              key="publisher"
              place={{ page: 'profile', isOwnProfile: false }}
              params={{}}
              close={close}
            />
          ),
          story && (
            <li key="report-story">
              <button
                type="button"
                className="link-button link-button--danger"
                onClick={() => {
                  close();
                  setDialog('report-story');
                }}
              >
                Report this story
              </button>
            </li>
          ),
          ...items.map((item) => (
            <li key={item}>
              <button
                type="button"
                className={`link-button${item === 'block' || item === 'report' ? ' link-button--danger' : ''}`}
                onClick={() => {
                  close();
                  run(item);
                }}
              >
                {LABELS[item]}
              </button>
            </li>
          )),
        ]}
      </Menu>
      {dialog === 'block' && (
        <ConfirmDialog
          title={`Block ${author.name}?`}
          confirmLabel="Block"
          danger
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            settle(block(variables), SOCIAL_TOASTS.blocked);
          }}
        >
          <p>
            They won’t be able to follow you or respond to your stories, and you won’t see their stories or responses.
            Following ends both ways.
          </p>
        </ConfirmDialog>
      )}
      {dialog === 'report' && (
        <ReportDialog
          subject="PROFILE"
          id={author.id}
          name={author.name}
          thanks={SOCIAL_TOASTS.reported}
          onDone={() => setDialog(null)}
          send={async ({ reason, note }) => {
            const result = await report({ ...variables, alsoBlockUser: alsoBlock, reason, note });
            const answer = result.data?.reportAndMaybeBlockUser;
            if (answer?.__typename === 'User') return null;
            return answer && 'message' in answer ? answer.message : RETRYABLE_ERROR;
          }}
        >
          {!author.isBlocking && (
            <label className="checkbox">
              <input type="checkbox" checked={alsoBlock} onChange={(event) => setAlsoBlock(event.target.checked)} />{' '}
              Also block this author
            </label>
          )}
        </ReportDialog>
      )}
      {dialog === 'report-story' && story && (
        <ReportDialog subject="STORY" id={story.id} name={`“${story.title}”`} onDone={() => setDialog(null)} />
      )}
    </>
  );
}
