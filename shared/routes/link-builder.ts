import type { Logger } from '../logger.ts';
import { formatPattern, type LinkParams } from './format-pattern.ts';
import type { TableMode } from './route-definition.ts';

/** What link building needs of a route table: whether a name exists and its pattern in each table. */
export interface LinkPatterns {
  has(name: string): boolean;
  /** The route's pattern in that table, or undefined when the route is not served there. */
  patternFor(name: string, table: TableMode): string | undefined;
}

export interface LinkContext {
  /** The table of the host the page is on. */
  readonly table: TableMode;
  /** Origin of the main auth domain, e.g. https://quire.example. */
  readonly authOrigin: string;
}

export type BuildLink = (name: string, params?: LinkParams, context?: LinkContext) => string;

/**
 * Builds links from route names. A route served by the current table gives a path on this host;
 * one outside it is built against the auth domain (docs/spec-checklist.md 3 §2).
 */
export function createLinkBuilder(routes: LinkPatterns, logger: Pick<Logger, 'warn'>): BuildLink {
  return (name, params = {}, context = { table: 'default', authOrigin: '' }) => {
    if (!routes.has(name)) throw new Error(`Route with name ${name} does not exist`);
    const local = routes.patternFor(name, context.table);
    if (local !== undefined) return formatPattern(local, params, logger);
    const main = routes.patternFor(name, 'default');
    if (main === undefined) throw new Error(`Route with name ${name} does not exist`);
    return context.authOrigin + formatPattern(main, params, logger);
  };
}
