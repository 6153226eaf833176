/** The rules of spec 1 §4 and §5 for follow, mute and block, as messages the client can show. */
export type SocialRefusal = string | null;

export const SOCIAL_MESSAGES = {
  followSelf: 'You cannot follow yourself',
  muteSelf: 'You cannot mute yourself',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  ownPublicationFollow: 'You cannot follow your own publication',
  ownPublicationMute: 'You cannot mute a publication you edit',
} as const;

export function refuseUserAction(action: 'follow' | 'mute' | 'block' | 'report', viewerId: string, targetId: string): SocialRefusal {
  if (viewerId !== targetId) return null;
  return { follow: SOCIAL_MESSAGES.followSelf, mute: SOCIAL_MESSAGES.muteSelf, block: SOCIAL_MESSAGES.blockSelf, report: SOCIAL_MESSAGES.reportSelf }[action];
}

/** A creator cannot follow their own publication; nobody who edits one can mute it. */
export function refuseCollectionAction(action: 'follow' | 'mute', facts: { isCreator: boolean; isEditor: boolean }): SocialRefusal {
  if (action === 'follow' && facts.isCreator) return SOCIAL_MESSAGES.ownPublicationFollow;
  if (action === 'mute' && (facts.isCreator || facts.isEditor)) return SOCIAL_MESSAGES.ownPublicationMute;
  return null;
}
