import type { FlagName } from '../flags.ts';

/** The tables a route can be registered in besides the default one (docs/spec-checklist.md 3 §2 "Routing rules"). */
export type ExtraTable = 'user' | 'collection' | 'all';

/** Where a request was resolved: the auth domain, a writer's domain or a publication's domain. */
export type TableMode = 'default' | 'user' | 'collection';

/** lite: the hydrated React app; static: a marketing page; server: pages, endpoints, feeds and files. */
export type Service = 'lite' | 'static' | 'server';

export interface RedirectTarget {
  readonly to: string;
  /** 302 instead of 301: for editorial targets that may change. */
  readonly temporary?: boolean;
  /** Fixed params merged over the matched ones. */
  readonly params?: Readonly<Record<string, string>>;
  /** Where to go instead while the target route's flag is off, so the address never leads to "not found". */
  readonly otherwise?: Omit<RedirectTarget, 'otherwise'>;
}

export interface RouteDefinition<N extends string = string, P extends string = string> {
  readonly name: N;
  readonly path: string;
  readonly tables?: readonly ExtraTable[];
  readonly service?: Service;
  /** The page the route renders: a page module declares it (client/pages/define-page.ts). */
  readonly page?: P;
  readonly redirect?: RedirectTarget;
  /** The route exists only while this flag is on; otherwise it is "not found". */
  readonly flag?: FlagName;
  /**
   * On a writer's or publication's own domain, the route is served only while this flag is on;
   * otherwise that address leads to the same page on the main domain.
   */
  readonly ownDomainFlag?: FlagName;
}

type Options<P extends string> = Omit<RouteDefinition<string, P>, 'name' | 'path'>;

/**
 * Keeps the name's and the page's literal types, so RouteName and PageName are unions and a
 * renamed route or page breaks at compile time.
 */
export const route = <const N extends string, const P extends string = never>(
  name: N,
  path: string,
  options: Options<P> = {},
): RouteDefinition<N, P> => ({
  name,
  path,
  ...options,
});
