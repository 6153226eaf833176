import { readAtMost } from '../routes/bounded-body.ts';
import { isPublicHost } from './public-address.ts';

const MAX_REDIRECTS = 5;

/** Why an address was not fetched, before any answer could be read. */
type FetchRefusal = 'address' | 'scheme' | 'private' | 'unreachable' | 'redirects';

type PublicFetch = { readonly response: Response; readonly url: URL } | { readonly refused: FetchRefusal };

/**
 * The importers' only way out to the web: http and https only, public hosts only (checked again
 * on every redirect, so a public address cannot lead inside a network), within `timeoutMs`.
 * `allowPrivateHosts` is for development and tests, whose pages are on loopback.
 */
async function publicFetch(
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

/** Why a body was not read: the fetch's refusals, an error status, another kind of file, too large. */
export type BodyRefusal = FetchRefusal | 'type' | 'large' | { readonly status: number };

/**
 * A public address's body (publicFetch's rules), when it answers 2xx with a Content-Type that
 * `accepts`, at most `maxBytes`; or why not. What is not read is cancelled, not left open.
 */
export async function publicBody(
  address: string,
  options: {
    accept: string;
    accepts: (contentType: string) => boolean;
    allowPrivateHosts: boolean;
    timeoutMs: number;
    maxBytes: number;
  },
): Promise<{ readonly bytes: Uint8Array<ArrayBuffer>; readonly url: URL } | { readonly refused: BodyRefusal }> {
  const fetched = await publicFetch(address, options);
  if ('refused' in fetched) return fetched;
  const { response, url } = fetched;
  const refusal: BodyRefusal | null = !response.ok
    ? { status: response.status }
    : options.accepts(response.headers.get('Content-Type') ?? '')
      ? null
      : 'type';
  if (refusal) {
    await response.body?.cancel();
    return { refused: refusal };
  }
  // a body cut off by the time limit is one that could not be reached
  const bytes = await readAtMost(response.body, options.maxBytes).catch(() => undefined);
  if (bytes === undefined) return { refused: 'unreachable' };
  return bytes === null ? { refused: 'large' } : { bytes, url };
}
