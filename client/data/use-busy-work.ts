import { useState } from 'react';

/**
 * Runs a form's work one piece at a time: `busy` while it runs (buttons disable on it), `onStart`
 * first (to clear an old error), and `onFailure` when it throws (a network error), so a failure
 * never leaves the form stuck.
 */
export function useBusyWork(
  onFailure: () => void,
  onStart?: () => void,
): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    onStart?.();
    try {
      await work();
    } catch {
      onFailure();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
