import { readStoredList, writeStoredList } from '../state/stored-list.ts';
import { createEventQueue, isQueuedEvent } from './event-queue.ts';
import { reportPageHealth } from './page-health.ts';
import { postEvents } from './post-events.ts';

/**
 * The event queue's scheduled sends (./event-queue.ts), loaded when the first send is due
 * (./watch-page.ts): what is kept now goes at once, and each event kept from now on after the send
 * delay. Storage is handed over by the keeping half (./keep-event.ts). The page's web vitals are
 * reported from here too (./page-health.ts). Answers what sends everything not already on its
 * way, for the moment the page is hidden or left.
 */
export function sendEvents(storageKey: string, whenKept: (run: () => void) => void): () => void {
  reportPageHealth();
  const queue = createEventQueue({
    read: () => readStoredList(storageKey, isQueuedEvent),
    write: (events) => writeStoredList(storageKey, events),
    send: postEvents,
    schedule: (run, delayMs) => setTimeout(run, delayMs),
  });
  whenKept(queue.sendSoon);
  void queue.flush(false);
  return () => void queue.flush(true);
}
