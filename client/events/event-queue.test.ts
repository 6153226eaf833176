import { describe, expect, it } from 'vitest';
import { createEventQueue, EVENT_SEND_DELAY_MS, MAX_RETRY_DELAY_MS, type QueuedEvent } from './event-queue.ts';

const event = (n: number): QueuedEvent => ({
  key: 'k',
  type: 'search.predictiveQueried',
  data: { n },
  timestamp: n,
  eventId: `e${n}`,
});

/** A queue over memory, a send that answers as told, and a clock run by hand. */
function harness(answers: boolean[] = [], storedBefore: readonly QueuedEvent[] = []) {
  let stored = storedBefore;
  const timers: { run: () => void; delayMs: number }[] = [];
  const sends: { ids: string[]; keepalive: boolean }[] = [];
  let release: (ok: boolean) => void = () => undefined;
  const queue = createEventQueue({
    read: () => stored,
    write: (events) => {
      stored = events;
    },
    send: (events, keepalive) => {
      sends.push({ ids: events.map((queued) => queued.eventId), keepalive });
      if (answers.length > 0) return Promise.resolve(answers.shift() ?? true);
      return new Promise((resolve) => (release = resolve));
    },
    schedule: (run, delayMs) => timers.push({ run, delayMs }),
  });
  const tick = async () => {
    const timer = timers.shift();
    timer?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return timer;
  };
  /** What keep-event.ts does in the page: store the event, then tell the queue. */
  const keep = (queued: QueuedEvent) => {
    stored = [...stored, queued];
    queue.sendSoon();
  };
  return {
    queue,
    keep,
    stored: () => stored.map((queued) => queued.eventId),
    timers,
    sends,
    tick,
    release: (ok: boolean) => release(ok),
  };
}

describe('the event queue (docs/spec-checklist.md 3 §4, §9)', () => {
  it('stores each event at once and sends after the send delay', async () => {
    const h = harness([true]);
    h.keep(event(1));
    h.keep(event(2));
    expect(h.stored()).toEqual(['e1', 'e2']);
    expect(h.sends).toEqual([]);
    // one send scheduled for both, after 5 seconds
    expect(h.timers.map((timer) => timer.delayMs)).toEqual([EVENT_SEND_DELAY_MS]);
    await h.tick();
    expect(h.sends).toEqual([{ ids: ['e1', 'e2'], keepalive: false }]);
    expect(h.stored()).toEqual([]);
  });

  it('keeps events the server did not take, for a later attempt', async () => {
    const h = harness([false, true]);
    h.keep(event(1));
    await h.tick();
    expect(h.stored()).toEqual(['e1']);
    await h.tick();
    expect(h.sends.map((send) => send.ids)).toEqual([['e1'], ['e1']]);
    expect(h.stored()).toEqual([]);
  });

  it('lets new events wait while a send is in progress, and removes only what was sent', async () => {
    const h = harness();
    h.keep(event(1));
    await h.tick();
    h.keep(event(2));
    expect(h.timers).toHaveLength(0);
    h.release(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.stored()).toEqual(['e2']);
    expect(h.timers).toHaveLength(1);
  });

  it('waits twice as long after each failed send, up to five minutes, and the send delay again once one goes through', async () => {
    const h = harness([false, false, false, false, false, false, false, false, true]);
    h.keep(event(1));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) delays.push((await h.tick())?.delayMs ?? -1);
    expect(delays).toEqual([
      5000,
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      MAX_RETRY_DELAY_MS,
      MAX_RETRY_DELAY_MS,
      MAX_RETRY_DELAY_MS,
    ]);
    expect(h.stored()).toEqual([]);
    h.keep(event(2));
    expect(h.timers.map((timer) => timer.delayMs)).toEqual([EVENT_SEND_DELAY_MS]);
  });

  it('sends what earlier pages left once told, and schedules nothing for an empty queue', async () => {
    const empty = harness([true]);
    empty.queue.sendSoon();
    expect(empty.timers).toEqual([]);
    const h = harness([true], [event(1), event(2)]);
    h.queue.sendSoon();
    await h.tick();
    expect(h.sends).toEqual([{ ids: ['e1', 'e2'], keepalive: false }]);
  });

  it('sends everything at once with keep-alive when the page unloads', async () => {
    const h = harness([true]);
    h.keep(event(1));
    await h.queue.flush(true);
    expect(h.sends).toEqual([{ ids: ['e1'], keepalive: true }]);
    expect(h.stored()).toEqual([]);
  });

  it('sends each event once when the page is hidden and then left: the second keep-alive send takes only what the first did not', async () => {
    const h = harness();
    h.keep(event(1));
    void h.queue.flush(true);
    h.keep(event(2));
    void h.queue.flush(true);
    expect(h.sends).toEqual([
      { ids: ['e1'], keepalive: true },
      { ids: ['e2'], keepalive: true },
    ]);
  });

  it('leaves out of a scheduled send what a keep-alive send is carrying', async () => {
    const h = harness();
    h.keep(event(1));
    void h.queue.flush(true);
    h.keep(event(2));
    await h.tick();
    expect(h.sends.map((send) => send.ids)).toEqual([['e1'], ['e2']]);
  });
});
