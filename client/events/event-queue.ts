import { EVENT_SEND_DELAY_MS, type QueuedEvent } from './keep-event.ts';

export { EVENT_SEND_DELAY_MS, type QueuedEvent };

/** What storage holds under the queue's key is checked, as anything may have written there. */
export const isQueuedEvent = (value: unknown): value is QueuedEvent =>
  typeof (value as Partial<QueuedEvent> | null)?.eventId === 'string';

/** A server that keeps failing is asked at most this rarely. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;

export interface EventQueueIo {
  /** The stored queue (./keep-event.ts stores each event as it happens). */
  readonly read: () => readonly QueuedEvent[];
  readonly write: (events: readonly QueuedEvent[]) => void;
  /** Whether the server took the batch (only the ok status counts, docs/spec-checklist.md 3 §7). */
  readonly send: (events: readonly QueuedEvent[], keepalive: boolean) => Promise<boolean>;
  readonly schedule: (run: () => void, delayMs: number) => void;
}

/**
 * The sending half of docs/spec-checklist.md 3 §4's event queue: a send is scheduled the send delay after an event
 * is stored. While a send is in progress new events wait for the next one. Stored events are
 * removed only once the server took them; after a failed send the next waits twice as long (up
 * to five minutes), so a server in trouble is not pressed by every open page. On page unload
 * everything not already on its way is sent at once with a keep-alive request.
 */
export function createEventQueue(io: EventQueueIo) {
  let scheduled = false;
  let sending = false;
  let delayMs = EVENT_SEND_DELAY_MS;
  // events on their way, left out of a keep-alive send made meanwhile (the page hidden, then left)
  const inFlight = new Set<string>();

  const flush = async (keepalive: boolean): Promise<void> => {
    scheduled = false;
    if (sending && !keepalive) return;
    const batch = io.read().filter((event) => !inFlight.has(event.eventId));
    if (batch.length === 0) return;
    const ids = batch.map((event) => event.eventId);
    for (const id of ids) inFlight.add(id);
    if (!keepalive) sending = true;
    // docs/spec-checklist.md 3 §8: a failed send is swallowed; the events stay for a later attempt
    const ok = await io.send(batch, keepalive).catch(() => false);
    for (const id of ids) inFlight.delete(id);
    if (!keepalive) sending = false;
    delayMs = ok ? EVENT_SEND_DELAY_MS : Math.min(delayMs * 2, MAX_RETRY_DELAY_MS);
    if (ok) {
      const sent = new Set(ids);
      io.write(io.read().filter((event) => !sent.has(event.eventId)));
    }
    if (io.read().length > 0) later();
  };

  const later = () => {
    if (scheduled) return;
    scheduled = true;
    io.schedule(() => void flush(false), delayMs);
  };

  return {
    /** An event was stored: it goes with the next send, unless one is out, whose end schedules the next. */
    sendSoon(): void {
      if (!sending && io.read().length > 0) later();
    },
    flush,
  };
}
