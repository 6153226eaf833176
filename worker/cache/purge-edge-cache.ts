import type { Logger } from '../../shared/logger.ts';
import type { Database } from '../db/client.ts';
import { cloudflarePurgeConfig, purgeCloudflareTags } from './cloudflare-purge.ts';
import { edgeCache } from './edge-cache.ts';
import { dropHotCopies } from './hot-copies.ts';
import { forgetKeys, keysToPurge } from './tag-index-writes.ts';

/** Removes every stored page carrying any of the tags; done before the change's answer is sent. */
export type PurgeEdgeCache = (tags: readonly string[]) => Promise<void>;

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Purges the edge cache's pages that show what a change touched. */
    readonly purgeEdgeCache: PurgeEdgeCache;
  }
}

type PurgeEnv = Pick<Env, 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_PURGE_TOKEN' | 'CLOUDFLARE_API_URL'>;

/**
 * This isolate's hot copies go first. Our own tag index always purges (locally it is the only
 * way; in production it clears this data centre at once and stands in if Cloudflare's API fails); with a zone and token configured,
 * Cloudflare's purge-by-tag clears every other data centre too. A failed purge is logged, never
 * the writer's error: the change itself has been saved.
 */
export function createEdgeCachePurge(env: PurgeEnv, db: Database, logger: Logger, now: () => Date): PurgeEdgeCache {
  const cloudflare = cloudflarePurgeConfig(env);
  return async (tags) => {
    const unique = [...new Set(tags)];
    if (unique.length === 0) return;
    dropHotCopies(unique);
    try {
      const keys = await keysToPurge(db, unique, now());
      await Promise.all(keys.map((key) => edgeCache().delete(key)));
      await forgetKeys(db, keys);
    } catch (error) {
      logger.error('Edge cache purge failed', {
        tags: unique,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    if (!cloudflare) return;
    await purgeCloudflareTags(cloudflare, unique).catch((error: unknown) => {
      logger.error('Cloudflare purge failed', {
        tags: unique,
        message: error instanceof Error ? error.message : String(error),
      });
    });
  };
}
