/** The rules of docs/spec-checklist.md 1 §4 and §5 for follow, mute and block, as messages the client can show. */
export type SocialRefusal = string | null;

export const SOCIAL_MESSAGES = {
  followSelf: 'You cannot follow yourself',
  muteSelf: 'You cannot mute yourself',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  ownPublicationFollow: 'You cannot follow your own publication',
  ownPublicationMute: 'You cannot mute a publication you edit',
  followBlocked: 'Unblock this author to follow them.',
  followBlockedBy: 'You can’t follow this author.',
  respondBlockedBy: 'You can’t respond to this author.',
} as const;

/** The blocks between a viewer and another person, each way. */
export interface BlocksBetween {
  /** The viewer blocks them. */
  readonly blocking: boolean;
  /** They block the viewer. */
  readonly blockedBy: boolean;
}

/**
 * What a block stops (docs/spec-checklist.md 1 §5; the profile says "They can’t follow you or respond to your
 * stories"): no follow either way, and no response from the blocked person to the one who blocked.
 */
export function refuseAcrossBlock(action: 'follow' | 'respond', blocks: BlocksBetween): SocialRefusal {
  if (action === 'follow' && blocks.blocking) return SOCIAL_MESSAGES.followBlocked;
  if (blocks.blockedBy) return action === 'follow' ? SOCIAL_MESSAGES.followBlockedBy : SOCIAL_MESSAGES.respondBlockedBy;
  return null;
}

export function refuseUserAction(
  action: 'follow' | 'mute' | 'block' | 'report',
  viewerId: string,
  targetId: string,
): SocialRefusal {
  if (viewerId !== targetId) return null;
  return {
    follow: SOCIAL_MESSAGES.followSelf,
    mute: SOCIAL_MESSAGES.muteSelf,
    block: SOCIAL_MESSAGES.blockSelf,
    report: SOCIAL_MESSAGES.reportSelf,
  }[action];
}

/** A creator cannot follow their own publication; nobody who edits one can mute it. */
export function refuseCollectionAction(
  action: 'follow' | 'mute',
  facts: { isCreator: boolean; isEditor: boolean },
): SocialRefusal {
  if (action === 'follow' && facts.isCreator) return SOCIAL_MESSAGES.ownPublicationFollow;
  if (action === 'mute' && (facts.isCreator || facts.isEditor)) return SOCIAL_MESSAGES.ownPublicationMute;
  return null;
}
