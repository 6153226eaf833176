import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import type { QueuedToast } from '../../shared/toasts.ts';

/** Reading-list toasts carry an Undo and its mutations: loaded when one is first shown. */
const ReadingListToastBody = lazy(() => import('../lists/reading-list-toast.tsx'));

/** A timed toast counts down only while the pointer is away: hovering pauses it (docs/spec-checklist.md 1 §4). */
export default function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: () => void }) {
  const remaining = useRef(typeof toast.duration === 'number' ? toast.duration : Infinity);
  const timer = useRef<{ id: ReturnType<typeof setTimeout>; startedAt: number } | null>(null);

  const pause = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current.id);
    remaining.current -= Date.now() - timer.current.startedAt;
    timer.current = null;
  }, []);
  const resume = useCallback(() => {
    if (timer.current || !Number.isFinite(remaining.current)) return;
    timer.current = { id: setTimeout(onDismiss, Math.max(0, remaining.current)), startedAt: Date.now() };
  }, [onDismiss]);

  useEffect(() => {
    resume();
    return pause;
  }, [resume, pause]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing inside a toast keeps it on screen
    <div
      className={`toast toast--${toast.toastStyle.toLowerCase()}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {toast.extraParams['kind'] === 'readingList' ? (
        <Suspense fallback={null}>
          <ReadingListToastBody
            message={toast.message}
            reload={toast.extraParams['reload'] === 'true'}
            onDone={onDismiss}
          />
        </Suspense>
      ) : (
        <span className="toast__message">{toast.message}</span>
      )}
      <button type="button" className="toast__close" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
