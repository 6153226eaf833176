/** One reported event as the browser's queue sends it (docs/spec-checklist.md 3 §3). */
export interface ReportedEvent {
  readonly key: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly timestamp: number;
  readonly eventId: string;
}

/** A queue flushes at most this many; the browser keeps 1000, so a backlog takes a few sends. */
export const MAX_EVENTS_PER_BATCH = 1000;
const MAX_DATA_CHARS = 4096;
const TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;
const EVENT_ID = /^[A-Za-z0-9-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readEvent(raw: unknown, position: number): ReportedEvent | string {
  if (!isRecord(raw)) return `Event ${position} must be an object`;
  const { key, type, data, timestamp, eventId } = raw;
  if (typeof type !== 'string' || !TYPE.test(type)) return `Event ${position} needs a type`;
  if (typeof key !== 'string' || key.length > 200) return `Event ${position} needs a key of at most 200 characters`;
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) return `Event ${position} needs an eventId`;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0)
    return `Event ${position} needs a timestamp`;
  if (!isRecord(data) || JSON.stringify(data).length > MAX_DATA_CHARS)
    return `Event ${position} needs data of at most ${MAX_DATA_CHARS} characters`;
  return { key, type, data, timestamp, eventId };
}

export type ParsedEvents = { ok: true; events: ReportedEvent[] } | { ok: false; message: string };

/** The body of POST /_/batch: a JSON array of events, each well formed, or why not. */
export function parseEventBatch(body: unknown): ParsedEvents {
  if (!Array.isArray(body)) return { ok: false, message: 'The body must be a list of events' };
  if (body.length > MAX_EVENTS_PER_BATCH)
    return { ok: false, message: `Send at most ${MAX_EVENTS_PER_BATCH} events at once` };
  const events: ReportedEvent[] = [];
  for (const [index, raw] of body.entries()) {
    const event = readEvent(raw, index + 1);
    if (typeof event === 'string') return { ok: false, message: event };
    events.push(event);
  }
  return { ok: true, events };
}

const PERFORMANCE_EVENT = /^perf\./;
/** The envelope docs/spec-checklist.md 2 §7 gives performance reports: who sent them (the client's name and version) and the events. */
const PERFORMANCE_BODY = 'The body must be {"client": {"name", "version"}, "events": [performance events]}';

/** The body of POST /_/clientele/reports/performance/: docs/spec-checklist.md 2 §7's envelope of performance events (perf.*), each well formed, or why not. */
export function parsePerformanceReport(body: unknown): ParsedEvents {
  if (
    !isRecord(body) ||
    !isRecord(body['client']) ||
    typeof body['client']['name'] !== 'string' ||
    typeof body['client']['version'] !== 'string'
  )
    return { ok: false, message: PERFORMANCE_BODY };
  const parsed = parseEventBatch(body['events']);
  if (!parsed.ok)
    return parsed.message === 'The body must be a list of events' ? { ok: false, message: PERFORMANCE_BODY } : parsed;
  if (!parsed.events.every((event) => PERFORMANCE_EVENT.test(event.type)))
    return { ok: false, message: 'Only performance events (perf.*) go here; others go to /_/batch' };
  return parsed;
}
