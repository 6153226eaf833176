import { readAtMost } from '../routes/bounded-body.ts';
import { type FetchRefusal, publicFetch } from './public-fetch.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export type FetchedPage = { readonly html: string; readonly url: string } | { readonly error: string };

/** Fetches a public web page for import; `allowPrivateHosts` is for development and tests on loopback. */
export type PageFetcher = (address: string) => Promise<FetchedPage>;

const REFUSALS: Record<FetchRefusal, string> = {
  address: 'Enter the full web address of the story, starting with https://.',
  scheme: 'Only http and https addresses can be imported.',
  private: 'That address is not on the public web.',
  unreachable: 'That page could not be reached. Check the address and try again.',
  redirects: 'That address redirects too many times.',
};

/** A web page for the single import (public-fetch.ts's rules), HTML only, at most 2 MB and 10 seconds. */
export const createPageFetcher =
  (allowPrivateHosts: boolean): PageFetcher =>
  async (address) => {
    const fetched = await publicFetch(address, { accept: 'text/html', allowPrivateHosts, timeoutMs: TIMEOUT_MS });
    if ('refused' in fetched) return { error: REFUSALS[fetched.refused] };
    const { response, url } = fetched;
    if (!response.ok) return { error: `That page answered with an error (${response.status}).` };
    if (!(response.headers.get('Content-Type') ?? '').includes('text/html'))
      return { error: 'That address is not a web page.' };
    const body = await readAtMost(response.body, MAX_BYTES).catch(() => undefined);
    if (body === undefined) return { error: REFUSALS.unreachable };
    return body === null
      ? { error: 'That page is too large to import.' }
      : { html: new TextDecoder().decode(body), url: url.toString() };
  };
