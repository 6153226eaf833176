import { useEffect, useRef } from 'react';
import { MinimalFooter } from './minimal-footer.tsx';
import { SusiDialog } from './susi-dialog.tsx';
import type { SusiEntry, SusiSubject } from './susi-entry.ts';
import type { Operation } from './susi-state.ts';

export interface SusiModalOptions {
  readonly operation: Operation;
  readonly entry?: SusiEntry;
  readonly subject?: Omit<SusiSubject, 'productName'>;
  /** Where signing up comes back to, when not simply this page (a follow carries its user id). */
  readonly redirect?: string;
}

/**
 * The sign-in / sign-up modal over the current page (docs/spec-checklist.md 2 §2): full screen on small screens,
 * 600 px wide from the md breakpoint, its content at most 380 px. A native modal dialog, so focus
 * stays inside, Escape closes it and the page behind is inert. Signing in comes back to this page.
 * Loaded as its own chunk, the first time someone asks to sign in.
 */
export default function SusiModal({ options, onClose }: { options: SusiModalOptions; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const here = options.redirect ?? `${window.location.pathname}${window.location.search}`;
  return (
    <dialog
      ref={dialog}
      className="susi-modal"
      aria-label={options.operation === 'login' ? 'Sign in' : 'Sign up'}
      onClose={onClose}
    >
      <button type="button" className="susi-modal__close" aria-label="Close" onClick={() => dialog.current?.close()}>
        ×
      </button>
      <div className="susi-modal__content">
        <SusiDialog operation={options.operation} redirect={here} entry={options.entry} subject={options.subject} />
      </div>
      <MinimalFooter />
    </dialog>
  );
}
