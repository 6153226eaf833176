import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import { showsHint } from '../../shared/navigation/shows-hint.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { dismissFlag } from '../shell/dismiss-flag.ts';
import { useToast } from '../shell/toasts.tsx';
import { useHydrated } from '../state/use-hydrated.ts';

/**
 * A hint shown until the viewer dismisses it (spec 1 §4): 'Got it' saves the flag on them. With
 * `autoDismiss`, the flag is also saved once the hint has been seen and then leaves the screen,
 * so a reader who scrolls past it is not shown it again.
 */
export function DismissableHint({ flag, dismissableFlags, autoDismiss = false, children }: { flag: string; dismissableFlags: readonly string[] | null; autoDismiss?: boolean; children: ReactNode }) {
  const client = useClient();
  const toast = useToast();
  const hydrated = useHydrated();
  const element = useRef<HTMLElement>(null);
  const [dismissed, setDismissed] = useState(false);
  const shown = !dismissed && showsHint(dismissableFlags, flag);

  useEffect(() => {
    const hint = element.current;
    if (!autoDismiss || !shown || !hint) return;
    let seen = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) seen = true;
      else if (seen) {
        observer.disconnect();
        void dismissFlag(client, flag);
      }
    });
    observer.observe(hint);
    return () => observer.disconnect();
  }, [autoDismiss, shown, client, flag]);

  if (!shown) return null;
  const dismiss = async () => {
    setDismissed(true);
    if (await dismissFlag(client, flag)) return;
    setDismissed(false);
    toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
  };
  return (
    <aside className="hint" aria-label="Tip" ref={element}>
      <p className="hint__text">{children}</p>
      <button type="button" className="button button--outline hint__dismiss" disabled={!hydrated} onClick={() => void dismiss()}>
        Got it
      </button>
    </aside>
  );
}
