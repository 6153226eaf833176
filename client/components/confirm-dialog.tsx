import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A confirmation (or, without a cancel button, a notice) in a native modal dialog (focus stays inside, Escape cancels, the page behind is
 * inert). docs/spec-checklist.md 1 §5: "the confirm button can be disabled".
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Null for a notice with a single button. */
  cancelLabel?: string | null;
  danger?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled) onConfirm();
        }}
      >
        <h2 className="confirm-dialog__title" id={titleId}>
          {title}
        </h2>
        <div className="confirm-dialog__body">{children}</div>
        <div className="confirm-dialog__actions">
          {cancelLabel !== null && (
            <button type="button" className="button button--outline" onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button
            type="submit"
            className={`button ${danger ? 'button--danger' : 'button--primary'}`}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
