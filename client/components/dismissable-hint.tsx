import { useEffect, useRef, type ReactNode } from 'react';
import { showsHint } from '../../shared/navigation/shows-hint.ts';
import { useDismissFlag } from '../shell/dismiss-flag.ts';
import { useHydrated } from '../state/use-hydrated.ts';

/**
 * A hint shown until the viewer dismisses it (docs/spec-checklist.md 1 §4): 'Got it' saves the flag on them. With
 * `autoDismiss`, the flag is also saved once the hint has been seen and then leaves the screen,
 * so a reader who scrolls past it is not shown it again.
 */
export function DismissableHint({
  flag,
  dismissableFlags,
  autoDismiss = false,
  children,
}: {
  flag: string;
  dismissableFlags: readonly string[] | null;
  autoDismiss?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const element = useRef<HTMLElement>(null);
  const { dismissed, dismiss, save } = useDismissFlag(flag);
  const shown = !dismissed && showsHint(dismissableFlags, flag);

  useEffect(() => {
    const hint = element.current;
    if (!autoDismiss || !shown || !hint) return;
    let seen = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) seen = true;
      else if (seen) {
        observer.disconnect();
        save();
      }
    });
    observer.observe(hint);
    return () => observer.disconnect();
  }, [autoDismiss, shown, save]);

  if (!shown) return null;
  return (
    <aside className="hint" aria-label="Tip" ref={element}>
      <p className="hint__text">{children}</p>
      <button
        type="button"
        className="button button--outline hint__dismiss"
        disabled={!hydrated}
        onClick={dismiss}
        data-event="popover.dismissed"
        data-event-target={flag}
      >
        Got it
      </button>
    </aside>
  );
}
