/** spec 3 §3: an event as it is queued and sent. */
export interface QueuedEvent {
  readonly key: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly timestamp: number;
  readonly eventId: string;
}

/** spec 3 §9: the send delay and the most events kept. */
export const EVENT_SEND_DELAY_MS = 5000;
export const MAX_QUEUED_EVENTS = 1000;

export interface EventQueueIo {
  /** The stored queue; it outlives the page, so what a page could not send goes with the next one. */
  readonly read: () => readonly QueuedEvent[];
  readonly write: (events: readonly QueuedEvent[]) => void;
  /** Whether the server took the batch (only the ok status counts, spec 3 §7). */
  readonly send: (events: readonly QueuedEvent[], keepalive: boolean) => Promise<boolean>;
  readonly schedule: (run: () => void, delayMs: number) => void;
}

/**
 * The event queue of spec 3 §4: each event is stored at once, then a send is scheduled after the
 * send delay. While a send is in progress new events wait for the next one. Stored events are
 * removed only once the server took them; past the maximum the oldest are dropped. On page
 * unload everything is sent at once with a keep-alive request.
 */
export function createEventQueue(io: EventQueueIo) {
  let scheduled = false;
  let sending = false;

  const flush = async (keepalive: boolean): Promise<void> => {
    scheduled = false;
    const batch = io.read();
    if (batch.length === 0 || (sending && !keepalive)) return;
    sending = true;
    // spec 3 §8: a failed send is swallowed; the events stay for a later attempt
    const ok = await io.send(batch, keepalive).catch(() => false);
    sending = false;
    if (ok) {
      const sent = new Set(batch.map((event) => event.eventId));
      io.write(io.read().filter((event) => !sent.has(event.eventId)));
    }
    if (io.read().length > 0) later();
  };

  const later = () => {
    if (scheduled) return;
    scheduled = true;
    io.schedule(() => void flush(false), EVENT_SEND_DELAY_MS);
  };

  return {
    push(event: QueuedEvent): void {
      io.write([...io.read(), event].slice(-MAX_QUEUED_EVENTS));
      // while a send is out, the event waits: its end schedules the next one
      if (!sending) later();
    },
    flush,
  };
}
