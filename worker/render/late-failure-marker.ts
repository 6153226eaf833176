/**
 * Appended when a part of the page failed after the shell (and its status) had been sent: the
 * edge cache (stored-page.ts) refuses to keep a document that carries it.
 */
export const LATE_FAILURE_MARKER = '<template data-render-error></template>';
