/**
 * The results a page embeds, by operation key, as the server writes them and the browser reads
 * them: each result's data as a JSON value in the page's script (not a string of JSON inside it,
 * which the server would write out twice and the browser read twice).
 */
export type EmbeddedResults = Readonly<Record<string, { readonly data: unknown }>>;
