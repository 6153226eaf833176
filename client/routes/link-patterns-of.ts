// The browser's link table is compact: most routes are written once, by their main-site pattern,
// and their patterns on a writer's or a publication's own domain follow from it. Only routes that
// break that rule carry all three. scripts/build-client.ts writes the compact form, links.ts reads
// it, and link-table.test.ts proves the two agree with the full route table.

/** A route's link patterns in the default, user and collection tables (null where not served). */
export type LinkPatterns = readonly (string | null)[];

/** One route in the compact table: its main-site pattern alone, or all three when they differ from the rule. */
export type CompactPatterns = string | LinkPatterns;

const OWN_DOMAIN_PREFIXES = ['/@{username}', '/{collectionSlug}'] as const;

/** The rule: on its own domain a writer's or a publication's page drops the leading segment that names them. */
export function derivedPatterns(defaultPattern: string): LinkPatterns {
  return [
    defaultPattern,
    ...OWN_DOMAIN_PREFIXES.map((prefix) =>
      defaultPattern.startsWith(prefix) ? defaultPattern.slice(prefix.length) || '/' : null,
    ),
  ];
}

export function patternsOf(entry: CompactPatterns): LinkPatterns {
  return typeof entry === 'string' ? derivedPatterns(entry) : entry;
}

export function compactPatterns(patterns: LinkPatterns): CompactPatterns {
  const [defaultPattern] = patterns;
  if (defaultPattern == null) return patterns;
  const derived = derivedPatterns(defaultPattern);
  return derived.every((pattern, index) => pattern === patterns[index]) ? defaultPattern : patterns;
}
