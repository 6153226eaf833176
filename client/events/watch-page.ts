import { EVENT_SEND_DELAY_MS, EVENTS_KEY, keepEvent, readKept, whenKept, type QueuedEvent } from './keep-event.ts';
import { sendWhenHidden } from './page-hidden.ts';
import { postEvents } from './post-events.ts';

/** The longest error message kept: enough to know it, short of a stack or a page of data. */
const MAX_MESSAGE = 300;
/** docs/spec-checklist.md 2 §9: the error reporter queues at most 10 reports and reports at most 50 a page. */
export const MAX_QUEUED_ERRORS = 10;
export const MAX_REPORTED_ERRORS = 50;

let reportedErrors = 0;
let watching = false;

/**
 * Reports an error (uncaught, or a render error the app's boundary caught) as a `client.error`
 * event: sent with the event queue, after its 5 s delay (docs/spec-checklist.md 2 §9 "flush after 5 s"). A page
 * failing in a loop reports at most 10 waiting to be sent and 50 in all, not a flood.
 */
export function keepError(message: unknown, source: string): void {
  const queued = readKept().filter((event) => (event as QueuedEvent).type === 'client.error').length;
  if (queued < MAX_QUEUED_ERRORS && reportedErrors++ < MAX_REPORTED_ERRORS)
    keepEvent('client.error', { message: String(message).slice(0, MAX_MESSAGE), source });
}

/**
 * What every page reports (docs/spec-checklist.md 1 §7), from its first script, in a few lines:
 * - a click on an element marked `data-event` (the top bar's links, the avatar menu, upsells,
 *   Open in app, footer links, app-store buttons, a popover's close button) keeps that event, its
 *   target the mark's `data-event-target`, before the page's own handlers see the click;
 * - uncaught errors, from the first moment.
 * What is kept is sent after the send delay, and at once when the page is hidden or left.
 * Once a page: a story's first script (client/boot.ts) starts it before the main script does.
 */
export function watchPage(): void {
  if (watching) return;
  watching = true;
  addEventListener(
    'click',
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-event]') : null;
      if (marked?.dataset['event']) keepEvent(marked.dataset['event'], { target: marked.dataset['eventTarget'] });
    },
    true,
  );
  addEventListener('error', (event: ErrorEvent) => keepError(event.message, event.filename));
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => keepError(event.reason, 'promise'));
  sendKept();
}

/**
 * Kept events reach the server in two ways. The queue sends them after the send delay; its code
 * (./send-events.ts) loads when the page's first send is due, the send delay after the page
 * starts, with what reports the page's web vitals (./page-health.ts: a page kept open that long
 * reports them). When the page is hidden or left, everything kept goes at once in a keep-alive
 * request from this first script, after the page's parts have kept what they keep then (the
 * reading time): a reader who leaves after two seconds is counted as one who stays.
 */
function sendKept(): void {
  let sendAll = (): void => {
    const kept = readKept();
    // the page is going and will not hear the answer: the next page sends these again, and the
    // server keeps each event once, by its id
    if (kept.length > 0) postEvents(kept, true).catch(() => false);
  };
  setTimeout(() => {
    void import('./send-events.ts').then(({ sendEvents }) => (sendAll = sendEvents(EVENTS_KEY, whenKept)));
  }, EVENT_SEND_DELAY_MS);
  sendWhenHidden(() => sendAll());
}
