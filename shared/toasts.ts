/** A number of milliseconds, FOREVER (until dismissed) or NEXTPAGE (until the location changes). */
export type ToastDuration = number | 'FOREVER' | 'NEXTPAGE';
export type ToastStyle = 'MESSAGE' | 'ERROR';

export interface ToastRequest {
  readonly message: string;
  readonly duration?: ToastDuration;
  readonly toastStyle?: ToastStyle;
  readonly extraParams?: Readonly<Record<string, string>>;
}

export interface QueuedToast {
  readonly id: string;
  readonly message: string;
  readonly duration: ToastDuration;
  readonly toastStyle: ToastStyle;
  readonly extraParams: Readonly<Record<string, string>>;
}

/** docs/spec-checklist.md 2 §9 and docs/spec-checklist.md 3 §9: 5000 ms, style MESSAGE. */
export const TOAST_DEFAULTS = { duration: 5000, toastStyle: 'MESSAGE' } as const;

/** docs/spec-checklist.md 3 §9: "Copy-link confirmation 2 s." */
export const COPY_CONFIRMATION_MS = 2000;

export type ToastAction =
  | { readonly type: 'show'; readonly id: string; readonly toast: ToastRequest }
  | { readonly type: 'dismiss'; readonly id: string }
  | { readonly type: 'locationChanged' };

/** The toast queue as a pure reducer: the component only renders it and runs the timers. */
export function toastReducer(toasts: readonly QueuedToast[], action: ToastAction): readonly QueuedToast[] {
  switch (action.type) {
    case 'show': {
      const { toast } = action;
      return [
        ...toasts,
        {
          id: action.id,
          message: toast.message,
          duration: toast.duration ?? TOAST_DEFAULTS.duration,
          toastStyle: toast.toastStyle ?? TOAST_DEFAULTS.toastStyle,
          extraParams: toast.extraParams ?? {},
        },
      ];
    }
    case 'dismiss':
      return toasts.filter((toast) => toast.id !== action.id);
    case 'locationChanged':
      // docs/spec-checklist.md 2 §4: the next-page toast is replaced on location change; FOREVER ones stay.
      return toasts.filter((toast) => toast.duration !== 'NEXTPAGE');
  }
}

/** docs/spec-checklist.md 1 §8: the retryable error toast every refused social action shows. */
export const RETRYABLE_ERROR = 'An error occured. Please try again or contact our support team for help.';
