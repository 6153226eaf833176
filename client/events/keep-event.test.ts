import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_KEY, keepEvent, MAX_QUEUED_EVENTS, whenKept } from './keep-event.ts';
import { stubPage as page } from './stub-page.ts';

beforeEach(() => whenKept(() => undefined));
afterEach(() => vi.unstubAllGlobals());

describe('keepEvent: docs/spec-checklist.md 3 §4 "each event is stored at once in local storage"', () => {
  it('stores the event with the common fields of docs/spec-checklist.md 3 §3, and tells the sending half', () => {
    const { kept } = page();
    const told = vi.fn();
    whenKept(told);
    keepEvent('nav.clicked', { target: 'write' });
    expect(kept()).toEqual([
      {
        key: 'nav.clicked',
        type: 'nav.clicked',
        timestamp: expect.any(Number),
        eventId: expect.stringMatching(/^\d+-[0-9a-z]+$/),
        data: {
          service: 'lite',
          location: 'https://quire.example/@ann/a-story-abc?source=email-digest',
          browserWidth: 1280,
          referrer: 'https://news.example/',
          referrerSource: 'email-digest',
          target: 'write',
        },
      },
    ]);
    expect(told).toHaveBeenCalledOnce();
  });

  it(`keeps at most ${MAX_QUEUED_EVENTS}, dropping the oldest (docs/spec-checklist.md 3 §4, §9)`, () => {
    const { kept, storage } = page();
    // the queue already full, written at once: keeping a thousand one at a time reads and writes
    // the whole queue each time, seconds of JSON on a busy machine
    const full = Array.from({ length: MAX_QUEUED_EVENTS }, (_, index) => ({
      key: 'client.error',
      type: 'client.error',
      timestamp: index,
      eventId: `event-${index}`,
      data: { n: index + 1 },
    }));
    storage.set(EVENTS_KEY, JSON.stringify(full));
    keepEvent('client.error', { n: MAX_QUEUED_EVENTS + 1 });
    keepEvent('client.error', { n: MAX_QUEUED_EVENTS + 2 });
    expect(kept()).toHaveLength(MAX_QUEUED_EVENTS);
    expect(kept()[0]?.data['n']).toBe(3);
    expect(kept().at(-1)?.data['n']).toBe(MAX_QUEUED_EVENTS + 2);
  });

  it('keeps events on a page served over plain http, where crypto.randomUUID is missing (a custom domain without TLS)', () => {
    const { kept } = page();
    vi.stubGlobal('crypto', {});
    keepEvent('nav.clicked');
    keepEvent('nav.clicked');
    const ids = kept().map((event) => event.eventId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('keeps nothing when dont_track_user is on', () => {
    const { kept } = page({ dontTrack: true });
    keepEvent('nav.clicked');
    expect(kept()).toEqual([]);
  });

  it('never fails the reader’s action: full storage, or storage holding something else', () => {
    expect(() => {
      page({ full: true });
      keepEvent('nav.clicked');
    }).not.toThrow();
    const { storage, kept } = page();
    storage.set(EVENTS_KEY, '{"not":"a list"}');
    keepEvent('nav.clicked');
    expect(kept().map((event) => event.type)).toEqual(['nav.clicked']);
  });
});
