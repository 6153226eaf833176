import type { RouteMatch } from '../../shared/routes/index.ts';
import { runOperation } from '../graphql/run-operation.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

const TOTALS = 'views reads readRatio readingTimeMs memberReadingTimeMs';
const DAYS = `days { day ${TOTALS} }`;
const FAILURES = '... on Failure { message }';

const WRITER_STATS = `query WriterStatsData($username: String, $startTimeMs: Float!, $endTimeMs: Float!) {
  writerStats(username: $username, startTimeMs: $startTimeMs, endTimeMs: $endTimeMs) {
    __typename
    ... on WriterStats { startTimeMs endTimeMs totals { ${TOTALS} } ${DAYS} posts { post { id title mediumUrl } claps responses ${TOTALS} } }
    ${FAILURES}
  }
}`;

const STORY_STATS = `query StoryStatsData($postId: ID!, $startTimeMs: Float!, $endTimeMs: Float!) {
  storyStats(postId: $postId, startTimeMs: $startTimeMs, endTimeMs: $endTimeMs) {
    __typename
    ... on StoryStats { startTimeMs endTimeMs totals { ${TOTALS} } claps responses ${DAYS} referrers { source host views } }
    ${FAILURES}
  }
}`;

const FAILURE_STATUS: Readonly<Record<string, number>> = { BadRequest: 400, Unauthorized: 401, NotFound: 404 };

type Answer = { __typename: string; message?: string } & Record<string, unknown>;

/**
 * The stats data routes of docs/spec-checklist.md 3 §2 (/me/stats/total/{startTimeMs}/{endTimeMs} and the others):
 * the same GraphQL query the stats pages read, as JSON for a range given in milliseconds. Only
 * whoever may see the stats gets them; they are never stored by any cache.
 */
function statsData(
  query: string,
  field: 'writerStats' | 'storyStats',
  variables: (params: RouteMatch['params']) => Record<string, unknown>,
): RouteHandler {
  return async function answerStatsData(c, match) {
    const headers = { 'Cache-Control': 'private, no-store' };
    const startTimeMs = Number(match.params['startTimeMs']);
    const endTimeMs = Number(match.params['endTimeMs']);
    if (!/^\d+$/.test(match.params['startTimeMs'] ?? '') || !/^\d+$/.test(match.params['endTimeMs'] ?? '')) {
      return c.json({ message: 'Give the range as two times in milliseconds.' }, 400, headers);
    }
    const context = await c.get('app').graphqlContext();
    const result = await runOperation<Record<string, Answer>>(c, context, query, {
      ...variables(match.params),
      startTimeMs,
      endTimeMs,
    });
    const answer = result.data?.[field];
    if (!answer) return c.json({ message: 'Stats are not available right now.' }, 503, headers);
    const { __typename: kind, ...stats } = answer;
    const status = FAILURE_STATUS[kind];
    if (status) return c.json({ message: answer.message }, status as 400 | 401 | 404, headers);
    return c.json(stats, 200, headers);
  };
}

export const myStatsTotal = statsData(WRITER_STATS, 'writerStats', () => ({ username: null }));
export const userStatsTotal = statsData(WRITER_STATS, 'writerStats', (params) => ({
  username: params['username'] ?? '',
}));
export const storyStatsRange = statsData(STORY_STATS, 'storyStats', (params) => ({ postId: params['postId'] ?? '' }));
