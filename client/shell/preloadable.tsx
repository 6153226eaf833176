import { lazy, type ComponentType } from 'react';
import { onDemand } from '../data/on-demand.ts';

/**
 * A component whose code loads apart from the page, like `lazy`, but which a page can load ahead
 * (`preload`): once loaded it renders at once, so the part the server rendered hydrates in the
 * same pass as the rest. A lazy component always suspends on its first render, and a part still
 * waiting to hydrate when the page's data updates is rendered again from scratch, replacing the
 * elements the page already holds. The server loads every such part as it starts: a part that
 * suspended there would stream after the page in a hidden template, which only a script puts in
 * its place, and a reader without script would never see it.
 *
 * With `until`, a browser that has not preloaded the part waits for that promise before loading
 * it: React keeps the server's markup (links and forms work as plain HTML) and hydrates the part
 * in place, the same elements, once its code arrives.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { until }: { readonly until?: () => Promise<void> } = {},
): ComponentType<Props> & { preload(): Promise<void> } {
  const part = onDemand(load);
  const loadPart = () => part.use(async (component) => ({ default: component }));
  // `until` holds a browser's load back (the part stays as the server rendered it meanwhile). It
  // is asked now, as the module loads: React may reach the part well after the page hydrated,
  // and what `until` waits for may have happened by then.
  const ready = until && typeof document !== 'undefined' ? until() : undefined;
  const Lazy = lazy(() => (ready ? ready.then(loadPart) : loadPart()));
  if (typeof document === 'undefined') void part.preload();
  function Preloadable(props: Props) {
    const Component = part.now() ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload: part.preload });
}
