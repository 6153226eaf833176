/**
 * What a stored page was made with, part of every edge cache key: the release, the client's
 * script, and the feature flags, which decide what a page shows and even whether a route exists
 * (shared/flags.ts). A deployment that changes any of them reads none of the old copies.
 */
export function cacheVersion(release: string, script: string, flags: string): string {
  // FNV-1a over the configured flags: short, and the same for the same text
  let hash = 0x811c9dc5;
  for (let index = 0; index < flags.length; index += 1) hash = Math.imul(hash ^ flags.charCodeAt(index), 0x01000193);
  return `${release}.${script}.${(hash >>> 0).toString(36)}`;
}
