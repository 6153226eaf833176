import { useEffect, useId, useRef, type RefObject } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useCloseOnOutside } from '../components/use-close-on-outside.ts';
import { useLink } from '../state/app-state.tsx';
import { NotificationList } from './notification-list.tsx';
import { UpdateActivityLastViewed } from './notifications-query.ts';

interface NotificationsPanelProps {
  /** Closes the panel; true when focus should go back to the bell (Escape). */
  readonly onClose: (returnFocus: boolean) => void;
  readonly bell: RefObject<HTMLAnchorElement | null>;
}

/**
 * The bell's panel (docs/spec-checklist.md 1 §2.11, 360 px): opening it marks all activity as viewed, which zeroes
 * the badge (docs/spec-checklist.md 1 §4). Escape or a click elsewhere closes it.
 */
export default function NotificationsPanel({ onClose, bell }: NotificationsPanelProps) {
  const link = useLink();
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [, markViewed] = useMutation(UpdateActivityLastViewed);

  useEffect(() => {
    void markViewed({});
    panel.current?.focus();
  }, [markViewed]);

  useCloseOnOutside(panel, bell, onClose);

  return (
    <div ref={panel} className="notifications-panel" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      <div className="notifications-panel__head">
        <h2 id={headingId} className="notifications-panel__title">
          Notifications
        </h2>
        <a className="notifications-panel__all" href={link('ShowYourNotifications')}>
          See all
        </a>
      </div>
      <NotificationList headingId={headingId} />
    </div>
  );
}
