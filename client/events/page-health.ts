import { randomHex } from '../../shared/hex.ts';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import { whenHidden } from './page-hidden.ts';

/** docs/spec-checklist.md 3 §7: where a page reports how it performed (the PerformanceReport route). */
const REPORT_ENDPOINT = '/_/clientele/reports/performance/';
/** docs/spec-checklist.md 3 §9: how long the performance observer watches before the report goes. */
export const OBSERVER_WINDOW_MS = 2500;

/**
 * Reports how the page felt, for the staff's internal status page: its web vitals, LCP, the
 * layout shift (CLS), the slowest interaction (INP, without its percentile refinements) and the
 * time to first byte, once, at the end of the observer's window or when the page is hidden or
 * left first. The browser keeps the entries from the page's start, so the window counts from
 * when this loads (with the scheduled sends, 5 s in). It goes by itself, kept alive past the page,
 * with the anti-forgery header, in docs/spec-checklist.md 2 §7's envelope; a failed report is dropped (docs/spec-checklist.md 3 §8).
 */
export function reportPageHealth(): void {
  let lcp = 0;
  let cls = 0;
  let inp = 0;
  const observe = (
    type: string,
    take: (entries: PerformanceEntryList) => void,
    options: Record<string, unknown> = {},
  ) => {
    try {
      new PerformanceObserver((list) => take(list.getEntries())).observe({ type, buffered: true, ...options });
    } catch {
      // a browser without this entry type reports what it has
    }
  };
  observe('largest-contentful-paint', (entries) => (lcp = entries.at(-1)?.startTime ?? lcp));
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) cls += entry.value;
  });
  observe('event', (entries) => (inp = Math.max(inp, ...entries.map((entry) => entry.duration))), {
    durationThreshold: 40,
  });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const report = () => {
    stop();
    clearTimeout(windowEnds);
    const { flags, session, config } = (window as unknown as StartupValues).__PRELOADED_STATE__;
    if (flags.dont_track_user) return;
    const vitals = {
      lcp: Math.round(lcp),
      cls: Math.round(cls * 1000) / 1000,
      inp: Math.round(inp),
      ttfb: Math.round(navigation?.responseStart ?? 0),
    };
    const event = {
      key: 'perf.vitals',
      type: 'perf.vitals',
      timestamp: Date.now(),
      eventId: randomHex(32),
      data: { service: 'lite', location: location.href, browserWidth: innerWidth, ...vitals },
    };
    fetch(REPORT_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': session.xsrf },
      // docs/spec-checklist.md 2 §7: performance events go with the client's name and version
      body: JSON.stringify({ client: { name: 'lite', version: config.release }, events: [event] }),
    }).catch(() => undefined);
  };
  const windowEnds = setTimeout(report, OBSERVER_WINDOW_MS);
  const stop = whenHidden(report);
}
