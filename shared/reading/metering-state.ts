/** What a story page shows about the reading meter (docs/spec-checklist.md 1 §4). */
export type MeteringState = 'paywalled' | 'member' | 'metered' | 'not_metered';

/** docs/spec-checklist.md 1 §4: "evaluated in this order: paywalled (locked preview only), member, metered (metering post ids exist), not_metered". */
export function meteringState(facts: {
  isLockedPreviewOnly: boolean;
  isMember: boolean;
  meteringPostIds: readonly string[];
}): MeteringState {
  if (facts.isLockedPreviewOnly) return 'paywalled';
  if (facts.isMember) return 'member';
  if (facts.meteringPostIds.length > 0) return 'metered';
  return 'not_metered';
}
