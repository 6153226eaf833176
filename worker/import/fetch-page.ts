import { type BodyRefusal, publicBody } from './public-fetch.ts';

export type FetchedPage = { readonly html: string; readonly url: string } | { readonly error: string };

/** Fetches a public web page for import; `allowPrivateHosts` is for development and tests on loopback. */
export type PageFetcher = (address: string) => Promise<FetchedPage>;

/** Why a page was not imported, in the import form's words. */
const reason = (refusal: BodyRefusal): string =>
  typeof refusal === 'object'
    ? `That page answered with an error (${refusal.status}).`
    : {
        address: 'Enter the full web address of the story, starting with https://.',
        scheme: 'Only http and https addresses can be imported.',
        private: 'That address is not on the public web.',
        unreachable: 'That page could not be reached. Check the address and try again.',
        redirects: 'That address redirects too many times.',
        type: 'That address is not a web page.',
        large: 'That page is too large to import.',
      }[refusal];

/** A web page for the single import (public-fetch.ts's rules), HTML only, at most 2 MB and 10 seconds. */
export const createPageFetcher =
  (allowPrivateHosts: boolean): PageFetcher =>
  async (address) => {
    const read = await publicBody(address, {
      accept: 'text/html',
      accepts: (type) => type.includes('text/html'),
      allowPrivateHosts,
      timeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
    });
    return 'refused' in read
      ? { error: reason(read.refused) }
      : { html: new TextDecoder().decode(read.bytes), url: read.url.toString() };
  };

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Reads a public web page for an import. */
    readonly fetchPage: PageFetcher;
  }
}
