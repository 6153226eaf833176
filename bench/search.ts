// `node bench/search.ts [small] [large]`: what a predictive search costs over a large corpus
// against a small one, as a ratio measured in this one run (at most 3 over 100,000
// stories against 1,000). Also run by `npm run bench`.
import { startSite } from '../scripts/site.ts';
import { medianRatio, requestsPerSecond } from './measure.ts';

/** What the top bar's search sends as the reader types: 3 hits from each index (docs/spec-checklist.md 1 §9). */
const predictive = (query: string): RequestInit => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'X-Algolia-Application-Id': 'quire',
    'X-Algolia-API-Key': 'quire-public-search-key',
  },
  body: JSON.stringify({
    requests: ['posts', 'users', 'collections', 'tags'].map((kind) => ({
      indexName: `quire_${kind}`,
      params: { query, hitsPerPage: 3 },
    })),
  }),
});

/** Each measure sends 200 searches, three times, from this one machine: above one network's 600 a minute. */
const RATE_LIMIT_SCALE = 20;

export async function searchScaling(small: number, large: number): Promise<number> {
  const smallSite = await startSite({ scale: small, rateLimitScale: RATE_LIMIT_SCALE });
  const largeSite = await startSite({ scale: large, rateLimitScale: RATE_LIMIT_SCALE });
  try {
    // "notes on" starts every generated story: the broadest query there is
    const measure = (baseURL: string) => () =>
      requestsPerSecond(`${baseURL}/1/indexes/*/queries`, predictive('notes on prog'), 200);
    // requests per second over the small corpus / over the large one = the large one's cost in small ones
    return await medianRatio(measure(smallSite.baseURL), measure(largeSite.baseURL), 3);
  } finally {
    smallSite.stop();
    largeSite.stop();
  }
}

if (import.meta.main) {
  const [small = 1_000, large = 100_000] = process.argv.slice(2).map(Number);
  console.log(
    `predictive search over ${large} stories costs ${(await searchScaling(small, large)).toFixed(2)} times one over ${small} (at most 3)`,
  );
}
