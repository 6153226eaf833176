import { useQuery } from 'urql';
import { hiddenOn, membershipLabel } from '../../shared/navigation/top-bar-items.ts';
import { viewerKind } from '../../shared/navigation/viewer-kind.ts';
import { Avatar } from '../components/avatar.tsx';
import { useAppState, useLink } from '../state/app-state.tsx';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { AvatarMenuButton } from './avatar-menu-button.tsx';
import { hideClasses } from './hide-classes.ts';
import { AvatarMenuQuery, UnreadNotificationCount } from './shell-queries.ts';

/**
 * The signed-in end of the top bar (spec 1 §2.3): the membership button for non-members, the
 * bell with its unread badge, and the avatar menu. The server rendered both queries, so
 * hydration asks for nothing; this code loads only for signed-in readers.
 */
export default function SignedInBar() {
  const link = useLink();
  const { session } = useAppState();
  const [{ data }] = useQuery({ query: AvatarMenuQuery });
  const [{ data: status }] = useQuery({ query: UnreadNotificationCount });
  const found = data?.viewer;
  if (!found) return null;
  const viewer = { ...found, adminCollections: found.adminCollections ?? [] };
  const kind = viewerKind(viewer);
  const unread = status?.notificationStatus?.unreadNotificationCount ?? 0;
  return (
    <>
      {kind !== 'member' && (
        <a className={`button button--outline top-bar__membership${hideClasses(hiddenOn(kind, 'membership'))}`} href={link('ShowPay')}>
          {membershipLabel(kind)}
        </a>
      )}
      <NotificationsBell unread={unread} />
      <AvatarMenuButton viewer={viewer} xsrf={session.xsrf} face={<Avatar imageId={viewer.imageId} name={viewer.name} size={32} />} />
    </>
  );
}
