import { track } from './track.ts';

/** The longest error message kept: enough to know it, short of a stack or a page of data. */
const MAX_MESSAGE = 300;

/**
 * Reports how the page felt and what broke (issue 22), for the staff's internal status page:
 * uncaught errors as they happen, and once, when the page is first hidden, its web vitals: LCP,
 * the layout shift (CLS), the slowest interaction (INP, without its percentile refinements) and
 * the time to first byte. Once a page, however often it is asked.
 */
let reporting = false;

export function reportPageHealth(): void {
  if (reporting) return;
  reporting = true;
  addEventListener('error', (event: ErrorEvent) => track('client.error', { message: String(event.message).slice(0, MAX_MESSAGE), source: event.filename }));
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => track('client.error', { message: String(event.reason).slice(0, MAX_MESSAGE), source: 'promise' }));

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
  const send = () => {
    if (document.visibilityState !== 'hidden') return;
    removeEventListener('visibilitychange', send);
    track('perf.vitals', { lcp: Math.round(lcp), cls: Math.round(cls * 1000) / 1000, inp: Math.round(inp), ttfb: Math.round(navigation?.responseStart ?? 0) });
  };
  addEventListener('visibilitychange', send);
}
