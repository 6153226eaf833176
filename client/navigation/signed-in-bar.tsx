import { lazy, Suspense, useEffect, useState } from 'react';
import { upsellSource } from '../../shared/membership/upsell-source.ts';
import { useQuery } from '../data/use-query.ts';
import { showsFirstUseTooltip } from '../../shared/navigation/first-use-tooltip.ts';
import { showsGiftDialog } from '../../shared/navigation/gift-dialog.ts';
import { isMetabarPage, metabarHiddenOn, type MetabarItem } from '../../shared/navigation/metabar-items.ts';
import { hiddenOn, membershipLabel, secondBarItems } from '../../shared/navigation/top-bar-items.ts';
import { SCREEN_SIZES, viewerKind } from '../../shared/navigation/viewer-kind.ts';
import { Avatar } from '../components/avatar.tsx';
import { useAppState, useFlags, useLink, useNavigation } from '../state/app-state.tsx';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import { AvatarMenuButton } from './avatar-menu-button.tsx';
import { hideClasses } from './hide-classes.ts';
import { AvatarMenuQuery, UnreadNotificationCount } from './shell-queries.ts';
import { usePolling } from '../data/use-polling.ts';

const GiftDialog = lazy(() => import('./gift-dialog.tsx'));
const FirstUseTooltip = lazy(() => import('./first-use-tooltip.tsx'));

/** Whether the address asks for the gift dialog, now or after a change of fragment; closing it clears the fragment. */
function useGiftDialog(): [boolean, () => void] {
  const flags = useFlags();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(showsGiftDialog(window.location.hash, true, flags));
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [flags]);
  const close = () => {
    setOpen(false);
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  };
  return [open, close];
}

/** How often an open page asks for the unread count: modest, as most readers leave a page within minutes. */
const BADGE_REFRESH_MS = 60_000;

/**
 * The signed-in end of the top bar (docs/spec-checklist.md 1 §2.3): on a publication's pages the metabar's Write,
 * Gift a membership and publication tools, then the membership button for non-members, the
 * bell with its unread badge, and the avatar menu, and the gift dialog when the address asks
 * for it. The server rendered both queries, so hydration asks for nothing; this code loads only
 * for signed-in readers.
 */
export default function SignedInBar() {
  const link = useLink();
  const { session } = useAppState();
  const navigation = useNavigation();
  const [gifting, stopGifting] = useGiftDialog();
  // the first-use tooltip greets readers on home once its feed tip is gone; it is the browser's
  // alone and waits for hydration, so the server's page stays the same
  const hydrated = useHydrated();
  const [{ data }] = useQuery({ query: AvatarMenuQuery });
  const [{ data: status }, refreshStatus] = useQuery({ query: UnreadNotificationCount });
  // the badge follows new activity while the page is open (and in view)
  usePolling(() => refreshStatus({ requestPolicy: 'network-only' }), BADGE_REFRESH_MS);
  const found = data?.viewer;
  if (!found) return null;
  const viewer = { ...found, adminCollections: found.adminCollections ?? [] };
  const kind = viewerKind(viewer);
  const unread = status?.notificationStatus?.unreadNotificationCount ?? 0;
  // the metabar reading (a publication's pages): Write and Gift for members, tools for its editors
  const collectionSlug = navigation.params['collectionSlug'] ?? '';
  const editsHere = viewer.adminCollections.some((collection) => collection.slug === collectionSlug);
  const metabarLink = (item: MetabarItem, href: () => string, label: string) => {
    const hidden = metabarHiddenOn(kind, item, editsHere);
    return isMetabarPage(navigation.page) && hidden.length < SCREEN_SIZES.length ? (
      <a
        className={`top-bar__link${hideClasses(hidden)}`}
        href={href()}
        data-event="nav.clicked"
        data-event-target={item}
      >
        {label}
      </a>
    ) : null;
  };
  return (
    <>
      {metabarLink('write', () => link('ShowNewPost'), 'Write')}
      {metabarLink(
        'gift',
        () => `${link('ShowGiftPlans')}?source=${upsellSource('gift_membership', 'top-bar')}`,
        'Gift a membership',
      )}
      {metabarLink('publication-tools', () => link('ShowCollectionStories', { collectionSlug }), 'Publication tools')}
      {kind !== 'member' && (
        <a
          className={`button button--outline top-bar__membership${hideClasses(hiddenOn(kind, 'membership'))}`}
          href={`${link('ShowPay')}?source=${upsellSource('upgrade_membership', 'top-bar')}`}
          data-event="upsell.clicked"
          data-event-target="top-bar"
        >
          {membershipLabel(kind)}
        </a>
      )}
      <NotificationsBell unread={unread} />
      <AvatarMenuButton
        viewer={viewer}
        xsrf={session.xsrf}
        face={<Avatar imageId={viewer.imageId} name={viewer.name} size={32} memberSince={viewer.mediumMemberAt} />}
      />
      {gifting && (
        <Suspense fallback={null}>
          <GiftDialog onClose={stopGifting} />
        </Suspense>
      )}
      {hydrated && navigation.page === 'home' && showsFirstUseTooltip(found.dismissableFlags ?? null) && (
        <Suspense fallback={null}>
          <FirstUseTooltip />
        </Suspense>
      )}
    </>
  );
}

/** The small-screen second bar for a signed-in reader (docs/spec-checklist.md 1 §2.3): Open in app where there is an app, Upgrade for non-members. */
export function SignedInSecondBar() {
  const link = useLink();
  const { openInApp } = useNavigation();
  const [{ data }] = useQuery({ query: AvatarMenuQuery });
  if (!data?.viewer) return null;
  const kind = viewerKind({ ...data.viewer, adminCollections: [] });
  const hiddenWhere = (item: 'open-in-app' | 'upgrade') =>
    SCREEN_SIZES.filter((screen) => !secondBarItems(kind, screen, openInApp !== null).includes(item));
  const hidden = SCREEN_SIZES.filter((screen) => secondBarItems(kind, screen, openInApp !== null).length === 0);
  if (hidden.length === SCREEN_SIZES.length) return null;
  return (
    <div className={`second-bar${hideClasses(hidden)}`}>
      {openInApp && (
        <a
          className={`second-bar__app${hideClasses(hiddenWhere('open-in-app'))}`}
          href={openInApp}
          data-event="openInApp.clicked"
        >
          Open in app
        </a>
      )}
      {hiddenWhere('upgrade').length < SCREEN_SIZES.length && (
        <a
          className="button button--primary"
          href={`${link('ShowPay')}?source=${upsellSource('upgrade_membership', 'second-bar')}`}
          data-event="upsell.clicked"
          data-event-target="second-bar"
        >
          Upgrade
        </a>
      )}
    </div>
  );
}
