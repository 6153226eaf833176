import { EVENTS_KEY, keepEvent, whenKept } from './keep-event.ts';

/** The longest error message kept: enough to know it, short of a stack or a page of data. */
const MAX_MESSAGE = 300;
/** What sends the events loads this long after the page starts, off its first load. */
const SEND_AFTER_MS = 10_000;

/**
 * What every page reports (spec 1 §7, issue 22), from its first script, in a few lines:
 * - a click on an element marked `data-event` (the top bar's links, the avatar menu, upsells,
 *   Open in app, footer links, app-store buttons, a popover's close button) keeps that event, its
 *   target the mark's `data-event-target`, before the page's own handlers see the click;
 * - uncaught errors, from the first moment.
 * A while later the code that sends them loads, and reports the page's web vitals once.
 */
export function watchPage(): void {
  addEventListener(
    'click',
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-event]') : null;
      if (marked?.dataset['event']) keepEvent(marked.dataset['event'], { target: marked.dataset['eventTarget'] });
    },
    true,
  );
  const keepError = (message: unknown, source: string) => keepEvent('client.error', { message: String(message).slice(0, MAX_MESSAGE), source });
  addEventListener('error', (event: ErrorEvent) => keepError(event.message, event.filename));
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => keepError(event.reason, 'promise'));
  setTimeout(() => {
    void import('./send-events.ts').then(({ sendEvents }) => sendEvents(EVENTS_KEY, whenKept));
    void import('./page-health.ts').then(({ reportPageHealth }) => reportPageHealth(keepEvent));
  }, SEND_AFTER_MS);
}
