import type { Params, TableMode } from '../../shared/routes/index.ts';
import type { GraphQLContext, GraphQLContextOptions } from '../graphql/context.ts';

/** A page of the app: a route of the table, answered with this status. */
export interface PageTarget {
  readonly routeName: string;
  readonly params: Params;
  readonly table: TableMode;
  readonly status: number;
}

/**
 * What the app (worker/app/, where every feature is gathered) hands each request. Core and the
 * features reach the app's pages and its GraphQL context through the request, never by importing
 * worker/app/, so the folders form no circle (docs/architecture.md, "Map of the code"). worker/app/app.ts sets it.
 */
export interface AppHandOff {
  /** The route's page, its data fetched first, answered with this status. */
  page(target: PageTarget): Promise<Response>;
  /** "Not found", for unknown hosts and paths alike (on the host's table); a 404, never a 500. */
  notFound(table?: TableMode): Promise<Response>;
  /** The resolvers' context for this request, with every feature's services. */
  graphqlContext(options?: GraphQLContextOptions): Promise<GraphQLContext>;
}

declare module '../context.ts' {
  interface RequestVariables {
    app: AppHandOff;
  }
}
