/**
 * A module loaded when first needed and used at once after that: a handler that finds it loaded
 * runs within the same event, so an optimistic update shows before the browser paints, as it
 * did when the module came with the page. `preload` loads it ahead for readers who will use it.
 */
export function onDemand<Module>(load: () => Promise<Module>): { preload(): void; use<T>(run: (module: Module) => Promise<T>): Promise<T> } {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const get = () => (loading ??= load().then((module) => (loaded = module)));
  return {
    preload: () => void get().catch(() => (loading = undefined)),
    use: (run) => (loaded ? run(loaded) : get().then(run)),
  };
}
