/** docs/spec-checklist.md 3 §9: how many recent searches are kept. */
export const RECENT_SEARCHES_KEPT = 10;

/** docs/spec-checklist.md 3 §5: the newest query first; a repeated one moves to the front, never twice. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...recent];
  return [trimmed, ...recent.filter((earlier) => earlier !== trimmed)].slice(0, RECENT_SEARCHES_KEPT);
}
