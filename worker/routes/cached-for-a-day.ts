import { DAY_SECONDS } from '../../shared/constants.ts';

/**
 * The browser's and the edge's Cache-Control for the site's own small files that change only with
 * a release or a setting (icons' manifest, robots.txt, OpenSearch, app associations, media).
 */
export const CACHED_FOR_A_DAY = `public, max-age=${DAY_SECONDS}`;
