import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { avatarMenuItems, memberSince, type AvatarMenuItem } from '../../shared/navigation/avatar-menu-items.ts';
import { screenSize, type NavigationViewer } from '../../shared/navigation/viewer-kind.ts';
import { FooterLinks } from '../components/site-footer.tsx';
import { useCloseOnOutside } from '../components/use-close-on-outside.ts';
import { useConfig, useLink } from '../state/app-state.tsx';

interface AvatarMenuPanelProps {
  readonly id: string;
  readonly viewer: NavigationViewer | null;
  readonly xsrf: string;
  readonly getStarted: ReactNode;
  readonly closing: boolean;
  /** Closes the menu; true when focus should go back to the toggle (Escape). */
  readonly onClose: (returnFocus: boolean) => void;
  readonly toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * The avatar menu's items (docs/spec-checklist.md 1 §2.4, §2.5), chosen for the viewer and the screen it opened
 * on. Escape, a click elsewhere or scrolling the page closes it (docs/spec-checklist.md 1 §4).
 */
export default function AvatarMenuPanel({
  id,
  viewer,
  xsrf,
  getStarted,
  closing,
  onClose,
  toggle,
}: AvatarMenuPanelProps) {
  const link = useLink();
  const { productName } = useConfig();
  const panel = useRef<HTMLDivElement>(null);
  const [items] = useState(() => avatarMenuItems(viewer, screenSize(window.innerWidth), xsrf));
  const [desktopOnly, setDesktopOnly] = useState(false);

  useCloseOnOutside(panel, toggle, onClose, { onScroll: true });

  const render = (item: AvatarMenuItem, index: number): ReactNode => {
    switch (item.kind) {
      case 'link':
        return (
          <li key={index}>
            <a
              className="avatar-menu__item"
              href={link(item.route, item.params ?? {}) + (item.query ? `?${new URLSearchParams(item.query)}` : '')}
              data-event="nav.clicked"
              data-event-target={item.route}
            >
              {item.label}
            </a>
          </li>
        );
      case 'member-since':
        return (
          <li key={index} className="avatar-menu__banner">
            {memberSince(item.since)}
          </li>
        );
      case 'get-started':
        return (
          <li key={index} className="avatar-menu__get-started">
            <p>Get started on {productName}</p>
            {getStarted}
          </li>
        );
      case 'design-profile':
        return item.popover ? (
          <li key={index}>
            <button
              type="button"
              className="avatar-menu__item"
              aria-expanded={desktopOnly}
              onClick={() => setDesktopOnly((now) => !now)}
            >
              Design your profile
            </button>
            {desktopOnly && (
              <p className="avatar-menu__note" role="status">
                Only available on desktop
              </p>
            )}
          </li>
        ) : (
          <li key={index}>
            <a className="avatar-menu__item" href={link('ShowDesign')}>
              Design your profile
            </a>
          </li>
        );
      case 'sign-out':
        return (
          <li key={index}>
            <a className="avatar-menu__item" href={link('AcctSignout', { xsrf: item.xsrf })}>
              Sign out
              {item.email && <span className="avatar-menu__email">{item.email}</span>}
            </a>
          </li>
        );
      case 'footer':
        return (
          <li key={index} className="avatar-menu__footer">
            <FooterLinks variant="default" className="avatar-menu__footer-links" />
          </li>
        );
      case 'separator':
        return <li key={index} className="avatar-menu__separator" aria-hidden="true" />;
    }
  };

  return (
    <div ref={panel} id={id} className={`avatar-menu__panel${closing ? ' avatar-menu__panel--closing' : ''}`}>
      <ul className="avatar-menu__list">{items.map(render)}</ul>
    </div>
  );
}
