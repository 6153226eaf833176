import { isPublicHost } from './public-address.ts';

const MAX_REDIRECTS = 5;

/** Why an address was not fetched, before any answer could be read. */
export type FetchRefusal = 'address' | 'scheme' | 'private' | 'unreachable' | 'redirects';

export type PublicFetch = { readonly response: Response; readonly url: URL } | { readonly refused: FetchRefusal };

/**
 * The importers' only way out to the web: http and https only, public hosts only (checked again
 * on every redirect, so a public address cannot lead inside a network), within `timeoutMs`.
 * `allowPrivateHosts` is for development and tests, whose pages are on loopback.
 */
export async function publicFetch(
  address: string,
  { accept, allowPrivateHosts, timeoutMs }: { accept: string; allowPrivateHosts: boolean; timeoutMs: number },
): Promise<PublicFetch> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { refused: 'address' };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { refused: 'scheme' };
    if (!allowPrivateHosts && !isPublicHost(url.hostname)) return { refused: 'private' };
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', headers: { Accept: accept }, signal });
    } catch {
      return { refused: 'unreachable' };
    }
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      try {
        url = new URL(location, url);
      } catch {
        return { refused: 'address' };
      }
      continue;
    }
    return { response, url };
  }
  return { refused: 'redirects' };
}
