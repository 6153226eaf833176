import type { PreloadedState } from '../../shared/preloaded-state.ts';

/** Reads window.__PRELOADED_STATE__ back out of a rendered document. */
export function preloadedStateOf(html: string): PreloadedState {
  const match = /window\.__PRELOADED_STATE__=(.*?);window\.__GRAPHQL_URI__=/.exec(html);
  if (!match?.[1]) throw new Error('The document has no __PRELOADED_STATE__');
  return JSON.parse(match[1]) as PreloadedState;
}

/** Reads window.__APOLLO_STATE__, the results the page embedded for hydration, back out of a rendered document. */
export function embeddedResultsOf(html: string): Record<string, { data: unknown }> {
  const match = /window\.__APOLLO_STATE__=(.*?);<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('The document has no __APOLLO_STATE__');
  return JSON.parse(match[1]) as Record<string, { data: unknown }>;
}
