/** docs/spec-checklist.md 1 §8: the toasts of the social actions, word for word. */
export const SOCIAL_TOASTS = {
  blocked: 'Successfully blocked user.',
  unblocked: 'Successfully unblocked user.',
  reported: 'Successfully reported user.',
  followingUser: (name: string) => `You're now following ${name}`,
  followingPublication: (name: string) => `You are now following ${name}`,
  alreadyFollowing: (name: string) => `You're already following ${name}`,
  unmuted: (name: string) => `${name} has been unmuted.`,
  cannotFollowSelf: 'You cannot follow yourself',
  followAgain: "Sorry, that didn't work. Click Follow on the page below to try again",
} as const;
