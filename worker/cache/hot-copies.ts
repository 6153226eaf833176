import type { PagePlaces } from './renewed-page.ts';

/**
 * The pages this isolate served last, kept in memory for a moment so a burst of readers of one
 * page costs no Cache API read each. A copy is trusted for HOT_MS after it was last read from
 * (or written to) the Cache API; a purge run by this isolate drops its copies at once, and one
 * run elsewhere reaches this isolate within HOT_MS.
 */
export const HOT_MS = 1000;

/** Enough for the pages of a busy moment, small beside an isolate's 128 MB. */
const MAX_COPIES = 200;

export interface HotCopy {
  /** The page as stored (UTF-8), and where it holds what each request gets anew (found once). */
  readonly body: Uint8Array<ArrayBuffer>;
  readonly places: () => PagePlaces;
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly tags: readonly string[];
  /** When the Cache API last vouched for this copy. */
  readonly checkedAt: number;
}

const copies = new Map<string, HotCopy>();

/** The copy of a key, if the Cache API vouched for it within HOT_MS. */
export function hotCopy(key: string, now: number): HotCopy | null {
  const copy = copies.get(key);
  if (!copy) return null;
  copies.delete(key);
  if (now - copy.checkedAt >= HOT_MS) return null;
  // most recently used last, so the first key is the one to evict
  copies.set(key, copy);
  return copy;
}

export function keepHotCopy(key: string, copy: HotCopy): void {
  copies.delete(key);
  copies.set(key, copy);
  while (copies.size > MAX_COPIES) {
    const oldest = copies.keys().next().value;
    if (oldest === undefined) break;
    copies.delete(oldest);
  }
}

/** A purge's first step: this isolate forgets every copy carrying one of the tags. */
export function dropHotCopies(tags: readonly string[]): void {
  const purged = new Set(tags);
  for (const [key, copy] of copies) if (copy.tags.some((tag) => purged.has(tag))) copies.delete(key);
}
