/** A story view kept the moment the story was shown, with the common fields of its own page. */
export interface PendingView {
  readonly postId: string;
  readonly at: number;
  readonly location: string;
  readonly referrer: string;
  readonly referrerSource?: string;
}

const KEY = 'quire:views';
/** Enough for a long run of short visits; past it the oldest go. */
const MAX_VIEWS = 200;

/**
 * Keeps a story view in this browser the moment the story is shown, so a reader who leaves at once
 * still counts. It takes next to no code: the event queue loads later with the reading report
 * (client/stats/reading-report.ts), which sends what was kept, this page's and earlier ones'.
 * Storage may be off or full; then the view is not counted, and nothing else changes.
 */
export function keepView(postId: string): void {
  try {
    const source = new URLSearchParams(location.search).get('source');
    const view: PendingView = { postId, at: Date.now(), location: location.href, referrer: document.referrer, ...(source ? { referrerSource: source } : {}) };
    localStorage.setItem(KEY, JSON.stringify([...takeViews(), view].slice(-MAX_VIEWS)));
  } catch {
    // storage off or full: see above
  }
}

/** The views kept so far, which are then no longer kept. */
export function takeViews(): PendingView[] {
  try {
    const views: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    localStorage.removeItem(KEY);
    return Array.isArray(views) ? (views as PendingView[]) : [];
  } catch {
    return [];
  }
}
