import { database } from '../db/client.ts';
import { recordStoredPages, type StoredPage } from './tag-index-writes.ts';

/**
 * How long a kept page waits for others to be written down with it. A busy isolate keeps pages
 * many times a second, and each round trip to D1 costs the worker more CPU than anything else
 * after a render (docs/scale.md); a quiet one pays this wait, which no reader sees (the copy is
 * served meanwhile, and the purge check still finds a purge that came between).
 */
const INDEX_WAIT_MS = 50;

/** Pages in one round trip at most: their JSON stays far below D1's limits at 64 tags each. */
const MAX_PAGES = 20;

interface Waiting {
  readonly page: StoredPage;
  /** What follows the check for this page: drop the stale copy, or keep it in memory. */
  readonly then: (purged: boolean) => unknown;
}

/** The pages waiting for the round trip the first of them opened; full at MAX_PAGES. */
let open: Waiting[] | null = null;

/**
 * Writes a kept page down under its tags with the others kept within INDEX_WAIT_MS, in one round
 * trip (tag-index-writes.ts), then calls `then` with whether one of its tags was purged since its
 * render began. The first page's request does the waiting and the writing for all of them, so no
 * request waits on another's work (the runtime cancels a request that does as hung): its promise
 * ends when the round trip and every page's `then` have; the others' end at once. A page's `then`
 * may run in that other request, so it uses nothing of its own request's.
 */
export function indexStoredPage(d1: D1Database, page: StoredPage, then: Waiting['then']): Promise<void> {
  if (open && open.length < MAX_PAGES) {
    open.push({ page, then });
    return Promise.resolve();
  }
  const batch: Waiting[] = [{ page, then }];
  open = batch;
  return new Promise((resolve) => setTimeout(resolve, INDEX_WAIT_MS)).then(async () => {
    if (open === batch) open = null;
    // the purge check must see every purge recorded so far: the primary, never a replica
    const purged = await recordStoredPages(
      database(d1.withSession('first-primary')),
      batch.map((waiting) => waiting.page),
    );
    await Promise.all(batch.map((waiting, place) => waiting.then(purged[place] === true)));
  });
}
