import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { toastReducer, type QueuedToast, type ToastRequest } from '../../shared/toasts.ts';

type ShowToast = (toast: ToastRequest) => void;

/** Reading-list toasts carry an Undo and its mutations: loaded when one is first shown. */
const ReadingListToastBody = lazy(() => import('../components/reading-list-toast.tsx'));

const ToastContext = createContext<ShowToast>(() => {
  throw new Error('useToast needs a ToastProvider above it');
});

export const useToast = (): ShowToast => useContext(ToastContext);

/** Holds the toast queue and renders the toast area (spec 2 §4 "Toasts and banners"). */
export function ToastProvider({ initial, children }: { initial: readonly QueuedToast[]; children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, initial);
  const prefix = useId();
  const counter = useRef(0);
  const show = useCallback<ShowToast>(
    (toast) => dispatch({ type: 'show', id: `${prefix}${(counter.current += 1)}`, toast }),
    [prefix],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** A timed toast counts down only while the pointer is away: hovering pauses it (spec 1 §4). */
function ToastItem({ toast, onDismiss }: { toast: QueuedToast; onDismiss: () => void }) {
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
    <div className={`toast toast--${toast.toastStyle.toLowerCase()}`} onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
      {toast.extraParams['kind'] === 'readingList' ? (
        <Suspense fallback={null}>
          <ReadingListToastBody message={toast.message} reload={toast.extraParams['reload'] === 'true'} onDone={onDismiss} />
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
