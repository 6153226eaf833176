/** Provided by scripts/build-client.ts from client/routes/link-table.ts. */
declare module 'quire:link-patterns' {
  export const LINK_PATTERNS: Readonly<Record<string, readonly (string | null)[]>>;
}
