/** Provided by scripts/build-client.ts from client/routes/link-table.ts, in the compact form of link-patterns-of.ts. */
declare module 'quire:link-patterns' {
  export const LINK_PATTERNS: Readonly<Record<string, string | readonly (string | null)[]>>;
}
