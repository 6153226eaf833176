export interface FollowState {
  readonly isFollowing: boolean;
  readonly followerCount: number;
}

/**
 * docs/spec-checklist.md 1 §4 "Follow": not following to following adds one follower; following to not following
 * takes one away, never below zero; asking for the state one is in changes nothing.
 */
export function followed(state: FollowState, follow: boolean): FollowState {
  if (state.isFollowing === follow) return state;
  return { isFollowing: follow, followerCount: Math.max(0, state.followerCount + (follow ? 1 : -1)) };
}
