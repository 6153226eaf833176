/**
 * The data centre's cache (the Cache API's default cache). The DOM library, which the client
 * and the worker type-check against together, declares CacheStorage without `default`.
 */
export const edgeCache = (): Cache => (caches as CacheStorage & { readonly default: Cache }).default;
