// The social feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { followedBy, mutedPeople, mutedPublications } from './social-queries.ts';
export { refuseAcrossBlock, SOCIAL_MESSAGES } from './social-rules.ts';
export { type FollowedRef, recountFollowers, setTagFollow } from './social-writes.ts';
