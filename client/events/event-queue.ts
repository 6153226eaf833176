/** spec 3 §3: an event as it is queued and sent. */
export interface QueuedEvent {
  readonly key: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly timestamp: number;
  readonly eventId: string;
}

/** spec 3 §9: the send delay. */
export const EVENT_SEND_DELAY_MS = 5000;
/** A server that keeps failing is asked at most this rarely. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;

export interface EventQueueIo {
  /** The stored queue (./keep-event.ts stores each event as it happens). */
  readonly read: () => readonly QueuedEvent[];
  readonly write: (events: readonly QueuedEvent[]) => void;
  /** Whether the server took the batch (only the ok status counts, spec 3 §7). */
  readonly send: (events: readonly QueuedEvent[], keepalive: boolean) => Promise<boolean>;
  readonly schedule: (run: () => void, delayMs: number) => void;
}

/**
 * The sending half of spec 3 §4's event queue: a send is scheduled the send delay after an event
 * is stored. While a send is in progress new events wait for the next one. Stored events are
 * removed only once the server took them; after a failed send the next waits twice as long (up
 * to five minutes), so a server in trouble is not pressed by every open page. On page unload
 * everything is sent at once with a keep-alive request.
 */
export function createEventQueue(io: EventQueueIo) {
  let scheduled = false;
  let sending = false;
  let delayMs = EVENT_SEND_DELAY_MS;

  const flush = async (keepalive: boolean): Promise<void> => {
    scheduled = false;
    const batch = io.read();
    if (batch.length === 0 || (sending && !keepalive)) return;
    sending = true;
    // spec 3 §8: a failed send is swallowed; the events stay for a later attempt
    const ok = await io.send(batch, keepalive).catch(() => false);
    sending = false;
    delayMs = ok ? EVENT_SEND_DELAY_MS : Math.min(delayMs * 2, MAX_RETRY_DELAY_MS);
    if (ok) {
      const sent = new Set(batch.map((event) => event.eventId));
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
