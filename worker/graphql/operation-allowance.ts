import { TIME } from '../../shared/constants.ts';

/**
 * GRAPHQL_LIMITER counts blocks of this many operations (wrangler.toml: 300 blocks a minute are
 * 3,000 operations). Asking it once per operation cost a 20-operation batch twenty calls, and the
 * operations, each waiting for its own answer, reached their data loaders at different moments, so
 * one batch made several D1 round trips where one does.
 */
export const OPERATIONS_PER_BLOCK = 10;

/** No longer than the limiter's period: what one window allowed is not spent in the next. */
const BLOCK_LIFETIME_MS = TIME.minute;

/** Past this many networks, the isolate forgets what they have left (at worst a block bought again). */
const MAX_NETWORKS = 10_000;

interface Allowance {
  left: number;
  expiresAt: number;
}

type Limiter = Pick<RateLimit, 'limit'>;

/**
 * What each network may still run in this isolate: plain numbers, as a promise made in one
 * request's handler cannot be awaited in another's. Another isolate buys its own blocks, so a
 * network spread over isolates is refused sooner, never later.
 */
const allowances = new Map<string, Allowance>();

/**
 * One request's way to count its operations against the network's limit (the limiter's key):
 * every operation, batched or not, takes one from what the network has left; when nothing is
 * left, one call to the limiter buys the next block, which the request's other operations wait for.
 */
export function operationAllowance(limiter: Limiter, key: string, now = Date.now): () => Promise<boolean> {
  let buying: Promise<boolean> | null = null;
  return async () => {
    for (;;) {
      const allowance = allowances.get(key);
      if (allowance && allowance.expiresAt > now() && allowance.left > 0) {
        allowance.left -= 1;
        return true;
      }
      if (buying) {
        if (!(await buying)) return false;
        continue;
      }
      buying = limiter.limit({ key }).then(({ success }) => success);
      const bought = await buying;
      buying = null;
      if (!bought) return false;
      keep(key, now());
    }
  };
}

/** Adds a block to the network's allowance; what an earlier window left is forgotten. */
function keep(key: string, at: number): void {
  const allowance = allowances.get(key);
  if (allowance && allowance.expiresAt > at) {
    allowance.left += OPERATIONS_PER_BLOCK;
    return;
  }
  if (allowances.size >= MAX_NETWORKS) {
    for (const [other, { expiresAt }] of allowances) if (expiresAt <= at) allowances.delete(other);
    if (allowances.size >= MAX_NETWORKS) allowances.clear();
  }
  allowances.set(key, { left: OPERATIONS_PER_BLOCK, expiresAt: at + BLOCK_LIFETIME_MS });
}
