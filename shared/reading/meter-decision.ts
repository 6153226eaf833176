import { TIME } from '../constants.ts';

/**
 * The reading meter's paywall (docs/spec-checklist.md 3 §4): members-only stories, counted per month.
 * Visitors open FREE_STORIES_PER_MONTH.visitor of them, then meet the registration wall; a
 * signed-in reader who is not a member opens FREE_STORIES_PER_MONTH.reader, then meets the
 * membership wall. Members, the writer and the publication's editors read freely, and so does
 * anyone holding a Friend Link. Crawlers get the preview every visitor may see, never counted.
 */
export const FREE_STORIES_PER_MONTH = { visitor: 1, reader: 3 } as const;

/** docs/spec-checklist.md 3 §9: "Read-next meter hide 1 day". */
export const READ_NEXT_METER_HIDE_MS = TIME.day;

export type MeterReader = 'visitor' | 'reader' | 'member' | 'writer' | 'bot';
export type MeterWall = 'REGISTRATION' | 'MEMBERSHIP';
export const METER_WALLS: readonly MeterWall[] = ['REGISTRATION', 'MEMBERSHIP'];

export type MeterDecision =
  /** The whole story; `spendsFreeStory` when this read uses one of the month's free stories. */
  | { readonly access: 'full'; readonly spendsFreeStory: boolean }
  /** The preview, and the wall that says how to read on (none for crawlers). */
  | { readonly access: 'preview'; readonly wall: MeterWall | null };

export interface MeterFacts {
  readonly reader: MeterReader;
  /** Members only (visibility LOCKED). */
  readonly isLocked: boolean;
  /** The address carries the story's share key (`?sk=`). */
  readonly hasFriendLink: boolean;
  /** This reader already opened this story with the meter this month. */
  readonly openedThisMonth: boolean;
  /** Free stories this reader has opened this month. */
  readonly freeStoriesUsed: number;
}

export function meterDecision(facts: MeterFacts): MeterDecision {
  if (!facts.isLocked || facts.reader === 'member' || facts.reader === 'writer' || facts.hasFriendLink)
    return { access: 'full', spendsFreeStory: false };
  if (facts.reader === 'bot') return { access: 'preview', wall: null };
  if (facts.openedThisMonth) return { access: 'full', spendsFreeStory: false };
  if (facts.freeStoriesUsed < FREE_STORIES_PER_MONTH[facts.reader]) return { access: 'full', spendsFreeStory: true };
  return { access: 'preview', wall: facts.reader === 'visitor' ? 'REGISTRATION' : 'MEMBERSHIP' };
}

/** What the read-next meter says is left this month; null for those the meter does not count. */
export function freeStoriesLeft(reader: MeterReader, used: number): number | null {
  return reader === 'visitor' || reader === 'reader' ? Math.max(0, FREE_STORIES_PER_MONTH[reader] - used) : null;
}
