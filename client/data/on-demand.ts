/**
 * A module loaded when first needed and used at once after that: a handler that finds it loaded
 * runs within the same event, so an optimistic update shows before the browser paints, as it
 * did when the module came with the page. `preload` loads it ahead for readers who will use it;
 * a load that failed is tried again the next time.
 */
export function onDemand<Module>(load: () => Promise<Module>): {
  now(): Module | undefined;
  preload(): Promise<void>;
  use<T>(run: (module: Module) => Promise<T>): Promise<T>;
  pick<T>(select: (module: Module) => T): () => T | Promise<T>;
} {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    now: () => loaded,
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
    use: (run) => (loaded ? run(loaded) : get().then(run)),
    // what the module holds, at once when it is loaded (a mutation's document, client/data/use-mutation.ts)
    pick: (select) => () => (loaded ? select(loaded) : get().then(select)),
  };
}
