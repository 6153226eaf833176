import { vi } from 'vitest';
import { EVENTS_KEY } from './keep-event.ts';

/** An event as the tests read it back from storage. */
export interface StoredEvent {
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly eventId: string;
}

/**
 * For the unit tests of what the first script keeps: a page's globals (its address, its start-up
 * state, a storage that may be full), with what it kept and a way to empty it as a send would.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function stubPage({ dontTrack = false, full = false } = {}) {
  const storage = new Map<string, string>();
  vi.stubGlobal('window', { __PRELOADED_STATE__: { flags: { dont_track_user: dontTrack } } });
  vi.stubGlobal('location', {
    href: 'https://quire.example/@ann/a-story-abc?source=email-digest',
    search: '?source=email-digest',
  });
  vi.stubGlobal('document', { referrer: 'https://news.example/' });
  vi.stubGlobal('innerWidth', 1280);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error('QuotaExceededError');
      storage.set(key, value);
    },
  });
  return {
    storage,
    kept: (): StoredEvent[] => JSON.parse(storage.get(EVENTS_KEY) ?? '[]'),
    sent: () => storage.set(EVENTS_KEY, '[]'),
  };
}
