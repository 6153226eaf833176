import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the page, like `lazy`, but which a page can load ahead
 * (`preload`): once loaded it renders at once, so the part the server rendered hydrates in the
 * same pass as the rest. A lazy component always suspends on its first render, and a part still
 * waiting to hydrate when the page's data updates is rendered again from scratch, replacing the
 * elements the page already holds.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> & { preload(): Promise<unknown> } {
  let loaded: ComponentType<Props> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
