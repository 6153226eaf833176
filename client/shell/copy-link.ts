import { COPY_CONFIRMATION_MS } from '../../shared/toasts.ts';
import type { ShowToast } from './use-toast.ts';

/**
 * Copies an address and confirms it for 2 s (docs/spec-checklist.md 3 §9). Where the browser refuses the clipboard,
 * the toast shows the address itself, so it can still be copied by hand.
 */
export const copyLink = (toast: ShowToast, address: string, confirmation: string): Promise<void> =>
  navigator.clipboard.writeText(address).then(
    () => toast({ message: confirmation, duration: COPY_CONFIRMATION_MS }),
    () => toast({ message: address }),
  );
