import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pressedLast } from '../shell/first-interaction.ts';
import type { NavigationViewer } from '../../shared/navigation/viewer-kind.ts';
import { useHydrated } from '../state/use-hydrated.ts';

/** The menu's items load when it first opens: most readers never open it. */
const AvatarMenuPanel = lazy(() => import('./avatar-menu-panel.tsx'));

/** docs/spec-checklist.md 1 §4, §9: the menu closes with a 300 ms fade. */
export const MENU_FADE_MS = 300;

interface AvatarMenuButtonProps {
  /** Null for a visitor (docs/spec-checklist.md 1 §2.5). */
  readonly viewer: NavigationViewer | null;
  readonly xsrf: string;
  /** What the toggle shows: the viewer's avatar, or a figure for visitors. */
  readonly face: ReactNode;
  /** The visitor's Get started prompt (Sign up and Sign in, as the top bar opens them). */
  readonly getStarted?: ReactNode;
}

/** The avatar menu's toggle (docs/spec-checklist.md 1 §2.4, §2.5); focus comes back to it when the menu closes. */
export function AvatarMenuButton({ viewer, xsrf, face, getStarted }: AvatarMenuButtonProps) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  // Until its code has hydrated, a click would be lost: the toggle says so instead.
  const ready = useHydrated();
  // A visitor's press that started the bar's code loading (a first tap on a phone) opens the menu
  // once that code is here, instead of being lost.
  useEffect(() => {
    const pressed = pressedLast();
    if (ready && pressed instanceof Node && toggle.current?.contains(pressed)) setState('open');
  }, [ready]);
  const close = (returnFocus: boolean) => {
    setState('closing');
    setTimeout(() => setState('closed'), MENU_FADE_MS);
    if (returnFocus) toggle.current?.focus();
  };
  return (
    <div className="avatar-menu">
      <button
        ref={toggle}
        type="button"
        className="avatar-menu__toggle"
        disabled={!ready}
        aria-expanded={state === 'open'}
        aria-controls={state === 'closed' ? undefined : id}
        aria-label={viewer ? 'Your account' : 'Get started'}
        data-event={state === 'closed' ? 'nav.avatarMenuOpened' : undefined}
        onClick={() => (state === 'open' ? close(false) : setState('open'))}
      >
        {face}
      </button>
      {state !== 'closed' && (
        <Suspense fallback={null}>
          <AvatarMenuPanel
            id={id}
            viewer={viewer}
            xsrf={xsrf}
            getStarted={getStarted}
            closing={state === 'closing'}
            onClose={close}
            toggle={toggle}
          />
        </Suspense>
      )}
    </div>
  );
}
