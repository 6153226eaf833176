import type { RouteName } from '../../shared/routes/index.ts';

/**
 * The routes whose page is still the placeholder ("This page is on its way"), each with the open
 * issue that owns it. The list may only shrink: test/every-route.test.ts fails on a placeholder
 * that is not listed here, and on a listed route that has become a real page.
 */
export const WAITING_ROUTES: Readonly<Partial<Record<RouteName, number>>> = {};
