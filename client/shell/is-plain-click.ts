/**
 * A plain click on a link: the primary button with no key held. Anything else (a new tab, a new
 * window, a download) is the browser's to handle, so code that takes over a link leaves it alone.
 */
export const isPlainClick = (event: {
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  button: number;
}): boolean => !event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0;
