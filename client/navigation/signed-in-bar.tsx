import { useQuery } from 'urql';
import { hiddenOn, membershipLabel, unreadBadge } from '../../shared/navigation/top-bar-items.ts';
import { viewerKind } from '../../shared/navigation/viewer-kind.ts';
import { Avatar } from '../components/avatar.tsx';
import { useAppState, useLink } from '../state/app-state.tsx';
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
  const badge = unreadBadge(unread);
  return (
    <>
      {kind !== 'member' && (
        <a className={`button button--outline top-bar__membership${hideClasses(hiddenOn(kind, 'membership'))}`} href={link('ShowPay')}>
          {membershipLabel(kind)}
        </a>
      )}
      <a className="top-bar__bell" href={link('ShowYourNotifications')} aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {badge && <span className="top-bar__badge">{badge}</span>}
      </a>
      <AvatarMenuButton viewer={viewer} xsrf={session.xsrf} face={<Avatar imageId={viewer.imageId} name={viewer.name} size={32} />} />
    </>
  );
}
