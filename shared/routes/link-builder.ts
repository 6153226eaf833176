import type { Logger } from '../logger.ts';
import { formatPattern, type LinkParams } from './format-pattern.ts';
import type { TableMode } from './route-definition.ts';
import type { Router } from './router.ts';

export interface LinkContext {
  /** The table of the host the page is on. */
  readonly table: TableMode;
  /** Origin of the main auth domain, e.g. https://quire.example. */
  readonly authOrigin: string;
}

export type BuildLink = (name: string, params?: LinkParams, context?: LinkContext) => string;

/**
 * Builds links from route names. A route served by the current table gives a path on this host;
 * one outside it is built against the auth domain (spec 3 §2).
 */
export function createLinkBuilder(router: Router, logger: Logger): BuildLink {
  return (name, params = {}, context = { table: 'default', authOrigin: '' }) => {
    if (!router.get(name)) throw new Error(`Route with name ${name} does not exist`);
    const local = router.patternFor(name, context.table);
    if (local !== undefined) return formatPattern(local, params, logger);
    const main = router.patternFor(name, 'default');
    if (main === undefined) throw new Error(`Route with name ${name} does not exist`);
    return context.authOrigin + formatPattern(main, params, logger);
  };
}
