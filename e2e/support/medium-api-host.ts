import http from 'node:http';
import https from 'node:https';

const MEDIUM_API_HOST = 'api.medium.com';

/**
 * Points Medium's Node SDK at `site` while `run` runs, changing nothing but where its requests go:
 * it sends each one with `https.request` to api.medium.com on port 443, so those go to the site
 * over the local HTTP instead, with the same method, path, headers and body.
 */
export async function withMediumApiAt<T>(site: string, run: () => Promise<T>): Promise<T> {
  const target = new URL(site);
  const original = https.request;
  const redirected = (
    options: https.RequestOptions,
    callback?: (response: http.IncomingMessage) => void,
  ): http.ClientRequest =>
    options.host === MEDIUM_API_HOST
      ? http.request({ ...options, protocol: 'http:', host: target.hostname, port: Number(target.port) }, callback)
      : original(options, callback);
  https.request = redirected as typeof https.request;
  try {
    return await run();
  } finally {
    https.request = original;
  }
}

/** Medium's own authorization address, with the site's origin in place of medium.com. */
export const onSite = (site: string, mediumAddress: string): string =>
  mediumAddress.replace(/^https:\/\/medium\.com/, site);
