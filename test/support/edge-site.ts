import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createApp } from '../../worker/app/app.ts';
import { withEdgeCache } from '../../worker/cache/edge-cache-front.ts';
import type { RouteHandlers } from '../../worker/routes/route-handler.ts';
import { cacheVersion } from '../../worker/cache/cache-version.ts';
import { edgeCache } from '../../worker/cache/edge-cache.ts';
import { requestEligibility } from '../../worker/cache/request-eligibility.ts';
import { loadAssetManifest } from '../../worker/render/assets-manifest.ts';

export interface SiteResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The body as read; empty when the stream failed (then streamFailed). */
  readonly body: string;
  readonly streamFailed: boolean;
  /** X-Cache-Status. */
  readonly cache: string | null;
}

export interface EdgeSite {
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<SiteResponse>;
  /** A GraphQL operation through the same site, as a signed-in browser sends it. */
  graphql(
    query: string,
    variables: Record<string, unknown>,
    session: { cookie: string; xsrf: string },
  ): Promise<Record<string, unknown>>;
  /** The cache key of a visitor's GET of the path, or null when such a request is not eligible. */
  key(path: string, host?: string): Promise<string | null>;
  /** What the Cache API holds for a path, if anything. */
  stored(path: string, host?: string): Promise<Response | undefined>;
  readonly release: string;
}

/**
 * The Worker with the edge cache on, as production runs it (the front, then the app). Each site has its own release, so
 * it reads only the pages it stored itself; the background store finishes before fetch returns.
 */
export function edgeSite(overrides: Partial<Env> = {}, handlers: RouteHandlers = {}): EdgeSite {
  const release = `test-${crypto.randomUUID()}`;
  const siteEnv: Env = { ...env, EDGE_CACHE: 'enabled', RELEASE: release, ...overrides };
  const app = createApp({ handlers });
  const worker = withEdgeCache(app.fetch);
  const fetch: EdgeSite['fetch'] = async (path, { host = 'localhost', ...init } = {}) => {
    const context = createExecutionContext();
    const response = await worker(new Request(`http://${host}${path}`, init), siteEnv, context);
    const body = await response.text().then(
      (text) => ({ text, failed: false }),
      () => ({ text: '', failed: true }),
    );
    await waitOnExecutionContext(context);
    return {
      status: response.status,
      headers: response.headers,
      body: body.text,
      streamFailed: body.failed,
      cache: response.headers.get('X-Cache-Status'),
    };
  };
  const key: EdgeSite['key'] = async (path, host = 'localhost') => {
    const manifest = await loadAssetManifest(env.ASSETS);
    const eligibility = requestEligibility(
      { method: 'GET', url: new URL(`http://${host}${path}`), sessionCookie: undefined, authorization: undefined },
      cacheVersion(siteEnv.RELEASE, manifest.script, siteEnv.FLAGS),
    );
    return eligibility.eligible ? eligibility.key : null;
  };
  return {
    release,
    fetch,
    key,
    async graphql(query, variables, session) {
      const response = await fetch('/_/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-Xsrf-Token': session.xsrf },
        body: JSON.stringify({ query, variables }),
      });
      const answer = JSON.parse(response.body) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (answer.errors) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
      return answer.data ?? {};
    },
    async stored(path, host) {
      const cacheKey = await key(path, host);
      return cacheKey ? edgeCache().match(cacheKey) : undefined;
    },
  };
}
