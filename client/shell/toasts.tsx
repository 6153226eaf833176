import { lazy, Suspense, useCallback, useId, useReducer, useRef, type ReactNode } from 'react';
import { toastReducer, type QueuedToast } from '../../shared/toasts.ts';
import { ToastContext, type ShowToast } from './use-toast.ts';

/** A toast's own code loads with the first toast: most readers of a page never see one. */
const ToastItem = lazy(() => import('./toast-item.tsx'));

/** Holds the toast queue and renders the toast area (docs/spec-checklist.md 2 §4 "Toasts and banners"). */
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
        <Suspense fallback={null}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })} />
          ))}
        </Suspense>
      </div>
    </ToastContext.Provider>
  );
}
