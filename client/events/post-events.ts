import type { StartupValues } from '../../shared/preloaded-state.ts';

/** docs/spec-checklist.md 3 §2: where the browser reports events (the EventBatch route). */
const ENDPOINT = '/_/batch';

/**
 * Sends events as docs/spec-checklist.md 3 §7 says: same-origin JSON with the anti-forgery marker, only the ok
 * status checked. A keep-alive request outlives the page that makes it; it is a fetch rather than
 * sendBeacon because a beacon cannot carry the anti-forgery header.
 */
export const postEvents = async (events: readonly unknown[], keepalive: boolean): Promise<boolean> =>
  (
    await fetch(ENDPOINT, {
      method: 'POST',
      keepalive,
      headers: {
        'Content-Type': 'application/json',
        'X-Xsrf-Token': (window as unknown as StartupValues).__PRELOADED_STATE__.session.xsrf,
      },
      body: JSON.stringify(events),
    })
  ).ok;
