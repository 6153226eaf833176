import type { StartupValues } from '../../shared/preloaded-state.ts';

/** docs/spec-checklist.md 3 §3: an event as it is queued and sent. */
export interface QueuedEvent {
  readonly key: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly timestamp: number;
  readonly eventId: string;
}

/** Reports a telemetry event: kept at once, sent later (pages get it with useKeepEvent()). */
export type KeepEvent = (type: string, data?: Readonly<Record<string, unknown>>) => void;

/** docs/spec-checklist.md 3 §9: the send delay. */
export const EVENT_SEND_DELAY_MS = 5000;
/** docs/spec-checklist.md 3 §9: the most events kept. */
export const MAX_QUEUED_EVENTS = 1000;
/** The stored queue: it outlives the page, so what a page could not send goes with the next one. */
export const EVENTS_KEY = 'quire:events';

let afterKeep = (): void => undefined;

/**
 * The events kept and not sent yet, as stored. Read by hand, not through
 * client/state/stored-list.ts, which the later chunks share: importing it here would put it in
 * every page's first script. The queue checks each entry before it sends (./event-queue.ts).
 */
export function readKept(): unknown[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EVENTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/** The sending half of the queue (./send-events.ts), once loaded, hears of each kept event. */
export const whenKept = (run: () => void): void => {
  afterKeep = run;
};

/**
 * Keeps a telemetry event with the common fields of docs/spec-checklist.md 3 §3 (docs/spec-checklist.md 3 §4: each event is stored
 * at once; past the maximum the oldest go). This half is in every page's first script and takes a
 * few lines; the half that sends loads later, so a click that leaves the page at once still
 * reports, with the next page. With dont_track_user on nothing is kept; storage that is off, full
 * or holding something else keeps nothing either, and nothing here can fail what the reader did.
 */
export const keepEvent: KeepEvent = (type, data = {}) => {
  if ((window as unknown as StartupValues).__PRELOADED_STATE__.flags.dont_track_user) return;
  try {
    const referrerSource = new URLSearchParams(location.search).get('source') ?? undefined;
    const timestamp = Date.now();
    const event: QueuedEvent = {
      key: type,
      type,
      timestamp,
      // unique enough to keep each event once, and unlike crypto.randomUUID there on plain http too
      eventId: `${timestamp}-${Math.random().toString(36).slice(2)}`,
      data: {
        service: 'lite',
        location: location.href,
        browserWidth: innerWidth,
        referrer: document.referrer,
        referrerSource,
        ...data,
      },
    };
    localStorage.setItem(EVENTS_KEY, JSON.stringify([...readKept(), event].slice(-MAX_QUEUED_EVENTS)));
    afterKeep();
  } catch {
    // see above
  }
};
