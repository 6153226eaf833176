import { createContext, useContext } from 'react';
import type { ToastRequest } from '../../shared/toasts.ts';

export type ShowToast = (toast: ToastRequest) => void;

/** The toast queue's entrance: ToastProvider (toasts.tsx) holds it; any component below shows a toast through it. */
export const ToastContext = createContext<ShowToast>(() => {
  throw new Error('No ToastProvider');
});

export const useToast = (): ShowToast => useContext(ToastContext);
