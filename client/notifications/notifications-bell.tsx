import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { unreadBadge } from '../../shared/navigation/top-bar-items.ts';
import { useLink } from '../state/app-state.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import { isPlainClick } from '../shell/is-plain-click.ts';

/** The panel and its list load when the bell first opens. */
const NotificationsPanel = lazy(() => import('./notifications-panel.tsx'));

/**
 * The bell with its unread badge (docs/spec-checklist.md 1 §2.3, §5). It is a link to /me/notifications, so it works
 * before hydration and with a modifier key; otherwise it opens the panel over the page.
 */
export function NotificationsBell({ unread }: { unread: number }) {
  const link = useLink();
  const hydrated = useHydrated();
  const bell = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const badge = unreadBadge(unread);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);
  const toggle = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated || !isPlainClick(event)) return;
    event.preventDefault();
    setOpen((now) => !now);
  };
  return (
    <div className="bell">
      <a
        ref={bell}
        className="top-bar__bell"
        href={link('ShowYourNotifications')}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={hydrated ? open : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={toggle}
        data-event="nav.clicked"
        data-event-target="notifications"
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {badge && <span className="top-bar__badge">{badge}</span>}
      </a>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={close} bell={bell} />
        </Suspense>
      )}
    </div>
  );
}
