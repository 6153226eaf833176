import { describe, expect, it } from 'vitest';
import { activityChoice } from './post-activity.ts';

describe('activityChoice: /p/{postId}/info/{order}/{filter}', () => {
  it.each([
    [undefined, undefined, 'recent', 'all'],
    ['oldest', 'claps', 'oldest', 'claps'],
    ['recent', 'highlights', 'recent', 'highlights'],
    ['sideways', 'everything', 'recent', 'all'],
  ])('%s / %s reads as %s / %s', (order, filter, readOrder, readFilter) => {
    expect(activityChoice(order, filter)).toEqual({ order: readOrder, filter: readFilter });
  });
});
