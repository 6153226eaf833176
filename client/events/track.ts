import type { StartupValues } from '../../shared/preloaded-state.ts';
import { readStoredList, writeStoredList } from '../state/stored-list.ts';
import { createEventQueue, type QueuedEvent } from './event-queue.ts';

const STORAGE_KEY = 'quire:events';
/** spec 3 §2: where the browser reports events (the EventBatch route). */
const ENDPOINT = '/_/batch';

const isEvent = (value: unknown): value is QueuedEvent => typeof value === 'object' && value !== null && typeof (value as { eventId?: unknown }).eventId === 'string';

const xsrf = (): string => (window as unknown as StartupValues).__PRELOADED_STATE__.session.xsrf;

const queue = createEventQueue({
  read: () => readStoredList(STORAGE_KEY, isEvent),
  write: (events) => writeStoredList(STORAGE_KEY, events),
  // spec 3 §7: same-origin JSON with the anti-forgery marker; only the ok status is checked
  send: async (events, keepalive) =>
    (await fetch(ENDPOINT, { method: 'POST', credentials: 'same-origin', keepalive, headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': xsrf() }, body: JSON.stringify(events) })).ok,
  schedule: (run, delayMs) => setTimeout(run, delayMs),
});

addEventListener('pagehide', () => void queue.flush(true));

/**
 * Reports a telemetry event (spec 1 §7: search.predictiveOpened and the like) with the common
 * fields of spec 3 §3. An event of an earlier page (a story view kept for later) gives its own
 * time and its own common fields. Nothing here can fail the reader's action.
 */
export function track(type: string, data: Readonly<Record<string, unknown>> = {}, timestamp = Date.now()): void {
  const referrerSource = new URLSearchParams(location.search).get('source');
  queue.push({
    key: type,
    type,
    timestamp,
    eventId: crypto.randomUUID(),
    data: { service: 'lite', location: location.href, browserWidth: innerWidth, referrer: document.referrer, ...(referrerSource ? { referrerSource } : {}), ...data },
  });
}
