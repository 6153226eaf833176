import type { KeepEvent } from './keep-event.ts';
import { whenHidden } from './page-hidden.ts';

/**
 * Reports how the page felt, for the staff's internal status page: once, when the page is first
 * hidden or left, its web vitals: LCP, the layout shift (CLS), the slowest interaction (INP,
 * without its percentile refinements) and the time to first byte.
 */
export function reportPageHealth(keepEvent: KeepEvent): void {
  let lcp = 0;
  let cls = 0;
  let inp = 0;
  const observe = (type: string, take: (entries: PerformanceEntryList) => void, options: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => take(list.getEntries())).observe({ type, buffered: true, ...options });
    } catch {
      // a browser without this entry type reports what it has
    }
  };
  observe('largest-contentful-paint', (entries) => (lcp = entries.at(-1)?.startTime ?? lcp));
  observe('layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value;
  });
  observe('event', (entries) => (inp = Math.max(inp, ...entries.map((entry) => entry.duration))), { durationThreshold: 40 });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const stop = whenHidden(() => {
    stop();
    keepEvent('perf.vitals', { lcp: Math.round(lcp), cls: Math.round(cls * 1000) / 1000, inp: Math.round(inp), ttfb: Math.round(navigation?.responseStart ?? 0) });
  });
}
