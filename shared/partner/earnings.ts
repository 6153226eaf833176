import type { EARNINGS_FLAGS } from '../content/enumerations.ts';
import type { MembershipPlan } from '../membership/plans.ts';

export type EarningsFlag = (typeof EARNINGS_FLAGS)[number];

/**
 * The part of a member's fee that goes to the writers they read, per month, in cents: half of
 * it. A yearly fee is spread over its twelve months (rounded down: the cent left goes nowhere
 * rather than being made up).
 */
export const MEMBER_SHARE_CENTS: Readonly<Record<MembershipPlan, number>> = { monthly: 250, yearly: 208 };

/** One member's month: their share of the fee and how long they read each earning story. */
export interface MemberMonth {
  readonly memberId: string;
  readonly shareCents: number;
  readonly readingMs: ReadonlyMap<string, number>;
}

/** What the earnings of one story depend on beyond reading time. */
export interface EarningStory {
  readonly postId: string;
  readonly writerId: string;
  /** Staff found the story to be a call to action or a story about the platform: it earns nothing. */
  readonly excluded: 'CALL_TO_ACTION' | 'META_POST' | null;
  /** The writer may not earn (suspended, or earnings forfeited). */
  readonly writerExcluded: boolean;
  /** A bonus staff awarded the story this month, paid on top of the members' share. */
  readonly bonusCents: number;
  /** A minimum paid in advance (a commissioned story): earnings go towards it until it is met. */
  readonly guarantee: { readonly cents: number; readonly accumulatedCents: number } | null;
}

export interface StoryEarnings {
  readonly postId: string;
  readonly writerId: string;
  readonly memberReadingMs: number;
  /** The story's part of members' fees. */
  readonly earnedCents: number;
  readonly bonusCents: number;
  /** What the writer is paid this month: earnings past any guarantee, and the bonus. */
  readonly payableCents: number;
  /** How much of its guarantee the story has earned back, after this month. */
  readonly guaranteeAccumulatedCents: number | null;
  readonly flags: readonly EarningsFlag[];
}

export interface MonthEarnings {
  /** Members' shares that went to stories: every cent of it is in some story's `earnedCents`. */
  readonly poolCents: number;
  readonly stories: readonly StoryEarnings[];
}

const EXCLUSION_FLAG = {
  CALL_TO_ACTION: 'POST_EXCLUDED_CALL_TO_ACTION',
  META_POST: 'POST_EXCLUDED_META_POST',
} as const;

/**
 * Splits `cents` among weights in proportion, in whole cents that add up to `cents`: each gets
 * the whole part of its share, and the cents left go to the largest remainders (ties to the
 * first key in order), so no cent is made or lost.
 */
export function splitCents(cents: number, weights: ReadonlyMap<string, number>): Map<string, number> {
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const parts = [...weights].map(([key, weight]) => {
    const exact = (cents * weight) / total;
    return { key, whole: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = cents - parts.reduce((sum, part) => sum + part.whole, 0);
  const byRemainder = [...parts].sort(
    (a, b) => b.remainder - a.remainder || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const extra = new Set<string>();
  for (const part of byRemainder) {
    if (left === 0) break;
    extra.add(part.key);
    left -= 1;
  }
  return new Map(parts.map((part) => [part.key, part.whole + (extra.has(part.key) ? 1 : 0)]));
}

/**
 * A month's Partner Program earnings (Medium's model): each member's share of their
 * fee is divided among the stories they read, in proportion to the time they spent reading
 * each. A story that may not earn (excluded, or its writer is) takes no part: the member's share
 * goes to the rest of what they read, and a member who read nothing that earns gives nothing.
 * A guarantee takes the story's earnings until it is met; a bonus is paid besides.
 */
export function monthlyEarnings(members: readonly MemberMonth[], stories: readonly EarningStory[]): MonthEarnings {
  const storyById = new Map(stories.map((story) => [story.postId, story]));
  const earns = (postId: string) => {
    const story = storyById.get(postId);
    return story !== undefined && story.excluded === null && !story.writerExcluded;
  };
  const earned = new Map<string, number>();
  const readingMs = new Map<string, number>();
  let poolCents = 0;
  for (const member of members) {
    for (const [postId, ms] of member.readingMs) if (ms > 0) readingMs.set(postId, (readingMs.get(postId) ?? 0) + ms);
    const weights = new Map(
      [...member.readingMs].filter(([postId, ms]) => ms > 0 && earns(postId)).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    if (weights.size === 0 || member.shareCents <= 0) continue;
    poolCents += member.shareCents;
    for (const [postId, cents] of splitCents(member.shareCents, weights))
      earned.set(postId, (earned.get(postId) ?? 0) + cents);
  }
  const stated = stories.filter((story) => readingMs.has(story.postId) || story.bonusCents > 0);
  return {
    poolCents,
    stories: stated.map((story) =>
      storyEarnings(story, readingMs.get(story.postId) ?? 0, earned.get(story.postId) ?? 0),
    ),
  };
}

function storyEarnings(story: EarningStory, memberReadingMs: number, earnedCents: number): StoryEarnings {
  const base = { postId: story.postId, writerId: story.writerId, memberReadingMs };
  if (story.writerExcluded || story.excluded) {
    const flags: EarningsFlag[] = story.writerExcluded ? ['USER_EXCLUDED'] : [];
    if (story.excluded) flags.push(EXCLUSION_FLAG[story.excluded]);
    return {
      ...base,
      earnedCents: 0,
      bonusCents: 0,
      payableCents: 0,
      guaranteeAccumulatedCents: story.guarantee?.accumulatedCents ?? null,
      flags,
    };
  }
  const flags: EarningsFlag[] = story.bonusCents > 0 ? ['POST_AWARDED_BONUS'] : [];
  if (!story.guarantee)
    return {
      ...base,
      earnedCents,
      bonusCents: story.bonusCents,
      payableCents: earnedCents + story.bonusCents,
      guaranteeAccumulatedCents: null,
      flags,
    };
  const { cents: guaranteed, accumulatedCents } = story.guarantee;
  const stillOwed = Math.max(guaranteed - accumulatedCents, 0);
  const towardsGuarantee = Math.min(earnedCents, stillOwed);
  flags.push(towardsGuarantee < stillOwed ? 'POST_MINIMUM_GUARANTEE_ACCUMULATION' : 'POST_MINIMUM_GUARANTEE_FULFILLED');
  return {
    ...base,
    earnedCents,
    bonusCents: story.bonusCents,
    payableCents: earnedCents - towardsGuarantee + story.bonusCents,
    guaranteeAccumulatedCents: accumulatedCents + towardsGuarantee,
    flags,
  };
}
