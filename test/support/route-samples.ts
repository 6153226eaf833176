import { parsePattern } from '../../shared/routes/path-pattern.ts';
import { isPostParam } from '../../shared/routes/post-id.ts';

/** Sample values for every param of a pattern, chosen so they collide with no literal segment. */
export function sampleParams(pattern: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === 'rest') params['*'] = 'app/main-abc123.js';
    if (segment.kind !== 'param') continue;
    if (isPostParam(segment.name)) params[segment.name] = '0123456789ab';
    else if (segment.name === 'username') params[segment.name] = 'alice';
    // list addresses end in the list's id (shared/content/catalog-slug.ts)
    else if (segment.name === 'catalogSlugId' || segment.name === 'catalogSlug')
      params[segment.name] = 'sample-list-00000000c0de';
    // a top-stories day names a day (shared/discovery/top-stories.ts)
    else if (segment.name === 'monthDayYearSlug') params[segment.name] = 'november-22-2026';
    // an audience's details name a granularity (docs/spec-checklist.md 3 §3)
    else if (segment.name === 'details') params[segment.name] = 'monthly';
    // a trending mode names a window (shared/discovery/trending.ts)
    else if (segment.name === 'mode') params[segment.name] = 'week';
    // /me/following/{entityName} names a kind of thing followed
    else if (segment.name === 'entityName') params[segment.name] = 'people';
    // /awards/{type} names an award (shared/discovery/awards.ts)
    else if (segment.name === 'type') params[segment.name] = 'top-writer';
    else params[segment.name] = `x-${segment.name.toLowerCase()}`;
  }
  return params;
}
