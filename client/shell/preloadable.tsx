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
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> & { preload(): Promise<void> } {
  const part = onDemand(load);
  const Lazy = lazy(() => part.use(async (component) => ({ default: component })));
  if (typeof document === 'undefined') void part.preload();
  function Preloadable(props: Props) {
    const Component = part.now() ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload: part.preload });
}
