import { isPublicHost } from './public-address.ts';
import { readAtMost } from '../routes/bounded-body.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 10_000;

export type FetchedPage = { readonly html: string; readonly url: string } | { readonly error: string };

/** Fetches a public web page for import; `allowPrivateHosts` is for development and tests on loopback. */
export type PageFetcher = (address: string) => Promise<FetchedPage>;

/**
 * The importer's only way out: http and https only, public hosts only (checked
 * again on every redirect), HTML only, at most 2 MB and 10 seconds.
 */
export const createPageFetcher =
  (allowPrivateHosts: boolean): PageFetcher =>
  async (address) => {
    let url: URL;
    try {
      url = new URL(address.trim());
    } catch {
      return { error: 'Enter the full web address of the story, starting with https://.' };
    }
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return { error: 'Only http and https addresses can be imported.' };
      if (!allowPrivateHosts && !isPublicHost(url.hostname)) return { error: 'That address is not on the public web.' };
      let response: Response;
      try {
        response = await fetch(url, {
          redirect: 'manual',
          headers: { Accept: 'text/html' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        return { error: 'That page could not be reached. Check the address and try again.' };
      }
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) return { error: `That page answered with an error (${response.status}).` };
      if (!(response.headers.get('Content-Type') ?? '').includes('text/html'))
        return { error: 'That address is not a web page.' };
      const body = await readAtMost(response.body, MAX_BYTES);
      return body === null
        ? { error: 'That page is too large to import.' }
        : { html: new TextDecoder().decode(body), url: url.toString() };
    }
    return { error: 'That address redirects too many times.' };
  };
