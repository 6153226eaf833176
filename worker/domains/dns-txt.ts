/** The TXT records at a DNS name; null when the resolver could not be asked. */
export type TxtLookup = (name: string) => Promise<string[] | null>;

const DNS_JSON = 'https://cloudflare-dns.com/dns-query';
const TXT = 16;

/**
 * Looks TXT records up with DNS over HTTPS (the JSON form Cloudflare's and Google's resolvers
 * answer), since a Worker has no resolver of its own; tests point it at a local stand-in.
 */
export const createTxtLookup =
  (resolverUrl: string = DNS_JSON): TxtLookup =>
  async (name) => {
    const url = new URL(resolverUrl);
    url.searchParams.set('name', name);
    url.searchParams.set('type', 'TXT');
    const response = await fetch(url, {
      headers: { Accept: 'application/dns-json' },
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    if (!response?.ok) return null;
    const body = (await response.json().catch(() => null)) as { Answer?: { type: number; data: string }[] } | null;
    if (!body) return null;
    // a TXT record's data is one or more quoted strings, joined as one value
    return (body.Answer ?? [])
      .filter((answer) => answer.type === TXT)
      .map((answer) => answer.data.replace(/^"|"$/g, '').replace(/"\s*"/g, ''));
  };

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** TXT records, for the custom domain ownership check. */
    readonly lookupTxt: TxtLookup;
  }
}
