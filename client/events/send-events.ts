import type { StartupValues } from '../../shared/preloaded-state.ts';
import { readStoredList, writeStoredList } from '../state/stored-list.ts';
import { createEventQueue, type QueuedEvent } from './event-queue.ts';

/** spec 3 §2: where the browser reports events (the EventBatch route). */
const ENDPOINT = '/_/batch';

const isEvent = (value: unknown): value is QueuedEvent => typeof value === 'object' && value !== null && typeof (value as { eventId?: unknown }).eventId === 'string';

const xsrf = (): string => (window as unknown as StartupValues).__PRELOADED_STATE__.session.xsrf;

/**
 * The sending half of the event queue, loaded a while after the page (./watch-page.ts): what was
 * kept before (this page's events, earlier pages' leftovers) goes now, and each event kept from
 * now on goes with the next send. Storage is handed over by the keeping half, whose module stays
 * in the page's first script.
 */
export function sendEvents(storageKey: string, whenKept: (run: () => void) => void): void {
  const queue = createEventQueue({
    read: () => readStoredList(storageKey, isEvent),
    write: (events) => writeStoredList(storageKey, events),
    // spec 3 §7: same-origin JSON with the anti-forgery marker; only the ok status is checked
    send: async (events, keepalive) =>
      (await fetch(ENDPOINT, { method: 'POST', credentials: 'same-origin', keepalive, headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': xsrf() }, body: JSON.stringify(events) })).ok,
    schedule: (run, delayMs) => setTimeout(run, delayMs),
  });
  // spec 3 §4: on page unload everything goes at once. A keep-alive fetch rather than sendBeacon,
  // because a beacon cannot carry the anti-forgery header every state-changing request needs.
  addEventListener('pagehide', () => void queue.flush(true));
  whenKept(queue.sendSoon);
  queue.sendSoon();
}
