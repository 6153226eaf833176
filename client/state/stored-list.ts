/**
 * A list kept in this browser's storage as JSON. Storage may be off (private browsing), full, or
 * hold something else under the key: reading then gives an empty list and writing gives up, as
 * what is stored this way (recent searches, queued events) is never worth failing an action for.
 */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return [];
  }
}

export function writeStoredList(key: string, list: readonly unknown[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // storage off or full: see above
  }
}
