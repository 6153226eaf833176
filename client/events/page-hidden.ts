/** What parts of the page keep when it is hidden or left, before what is kept is sent. */
const beforeSending = new Set<() => void>();

/**
 * Runs `keep` each time the page is hidden (a tab switched, the screen locked) or left (a link
 * followed, the tab closed), before the send that goes with it, so what it keeps (the time spent
 * reading, the page's web vitals) leaves with that send. Returns what stops it.
 */
export function whenHidden(keep: () => void): () => boolean {
  beforeSending.add(keep);
  return () => beforeSending.delete(keep);
}

/**
 * Calls `send` when the page is hidden or left, after everything given to whenHidden. Browsers do
 * not agree on the order of `visibilitychange` and `pagehide` (Chromium fires `pagehide` first
 * when a tab is closed), so both lead here; what runs twice keeps nothing new the second time.
 */
export function sendWhenHidden(send: () => void): void {
  const hidden = () => {
    for (const keep of beforeSending) keep();
    send();
  };
  addEventListener('pagehide', hidden);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
}
