import type { ResultOf } from '../graphql/graphql.ts';
import type { ParagraphFields } from '../graphql/paragraph-fields.ts';

type OpenedParagraph = ResultOf<typeof ParagraphFields>;

export interface MeterReading {
  /** docs/spec-checklist.md 1 §3 "Metering info: postIds": the members-only stories the meter opened this month. */
  readonly postIds: readonly string[];
  /** Stories read this month, for the sign-up prompt's count. */
  readonly month: number;
  /** Free members-only stories left this month; null when the meter does not count this reader. */
  readonly freeStoriesLeft: number | null;
  /** The whole story, when the meter opened this members-only story whose page showed its preview. */
  readonly opened: readonly OpenedParagraph[] | null;
  /** How to read on, when the meter kept the story closed. */
  readonly wall: 'REGISTRATION' | 'MEMBERSHIP' | null;
}

export const NO_METER_READING: MeterReading = {
  postIds: [],
  month: 0,
  freeStoriesLeft: null,
  opened: null,
  wall: null,
};
