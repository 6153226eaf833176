import { describe, expect, it } from 'vitest';
import { followed, type FollowState } from './follow-counts.ts';

describe('followed (docs/spec-checklist.md 1 §4 "Follow")', () => {
  it.each<[string, FollowState, boolean, FollowState]>([
    [
      '"not following to following": the count goes up by 1',
      { isFollowing: false, followerCount: 4 },
      true,
      { isFollowing: true, followerCount: 5 },
    ],
    [
      '"following to not following: counts go down by 1"',
      { isFollowing: true, followerCount: 5 },
      false,
      { isFollowing: false, followerCount: 4 },
    ],
    ['"never below zero"', { isFollowing: true, followerCount: 0 }, false, { isFollowing: false, followerCount: 0 }],
    [
      'following again changes nothing',
      { isFollowing: true, followerCount: 5 },
      true,
      { isFollowing: true, followerCount: 5 },
    ],
    [
      'unfollowing again changes nothing',
      { isFollowing: false, followerCount: 5 },
      false,
      { isFollowing: false, followerCount: 5 },
    ],
  ])('%s', (_, state, follow, next) => {
    expect(followed(state, follow)).toEqual(next);
  });
});
