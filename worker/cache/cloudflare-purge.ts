/** Cloudflare accepts at most 30 tags in one purge request. */
const TAGS_PER_REQUEST = 30;

export interface CloudflarePurgeConfig {
  readonly zoneId: string;
  readonly token: string;
  readonly apiUrl: string;
}

type PurgeEnv = Pick<Env, 'CLOUDFLARE_ZONE_ID' | 'CLOUDFLARE_PURGE_TOKEN' | 'CLOUDFLARE_API_URL'>;

/** The zone and token, when both are configured (production); otherwise only our own index purges. */
export function cloudflarePurgeConfig(env: PurgeEnv): CloudflarePurgeConfig | null {
  if (!env.CLOUDFLARE_ZONE_ID || !env.CLOUDFLARE_PURGE_TOKEN) return null;
  return {
    zoneId: env.CLOUDFLARE_ZONE_ID,
    token: env.CLOUDFLARE_PURGE_TOKEN,
    apiUrl: env.CLOUDFLARE_API_URL ?? 'https://api.cloudflare.com/client/v4',
  };
}

/**
 * Purge by tag across every data centre (the Cache API's own delete reaches only the one that
 * runs the request). Pages stored with cache.put carry their Cache-Tag header, which is what
 * this purges by.
 */
export async function purgeCloudflareTags(config: CloudflarePurgeConfig, tags: readonly string[]): Promise<void> {
  for (let start = 0; start < tags.length; start += TAGS_PER_REQUEST) {
    const response = await fetch(`${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tags: tags.slice(start, start + TAGS_PER_REQUEST) }),
    });
    // The answer may describe the account; only the status goes into our error.
    if (!response.ok) throw new Error(`Cloudflare refused the purge (HTTP ${response.status})`);
  }
}
