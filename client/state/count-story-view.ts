import type { DataClient as Client } from '../data/use-client.ts';
import { meterCounts, READING_METER_KEY, readMeter, recordView } from './reading-meter.ts';

export interface MeterReading {
  /** spec 1 §3 "Metering info: postIds": the members-only stories the meter opened this month. */
  readonly postIds: readonly string[];
  /** Stories read this month, for the sign-up prompt's count. */
  readonly month: number;
  /** Free members-only stories left this month; null when the meter does not count this reader. */
  readonly freeStoriesLeft: number | null;
  /** The meter opened this members-only story, whose page showed its preview. */
  readonly opened: boolean;
  /** How to read on, when the meter kept the story closed. */
  readonly wall: 'REGISTRATION' | 'MEMBERSHIP' | null;
}

export const NO_METER_READING: MeterReading = { postIds: [], month: 0, freeStoriesLeft: null, opened: false, wall: null };

/**
 * spec 3 §4: the meter counts a story once it is shown: on the server for a signed-in reader
 * (their reading history too) and for a members-only preview (the server decides whether it
 * opens, issue 21), in the browser for a visitor's month of stories.
 */
export async function countStoryView(client: Client, view: { postId: string; owned: boolean; signedIn: boolean; previewOnly: boolean; shareKey: string | null }): Promise<MeterReading> {
  let localMonth = 0;
  if (!view.signedIn) {
    const views = recordView(readMeter(localStorage), { postId: view.postId, at: Date.now(), owned: view.owned });
    localStorage.setItem(READING_METER_KEY, JSON.stringify(views));
    localMonth = meterCounts(views, Date.now()).month;
    if (!view.previewOnly) return { ...NO_METER_READING, month: localMonth };
  }
  const { recordPostView } = await import('./record-post-view.ts');
  return (await recordPostView(client, view, localMonth)) ?? { ...NO_METER_READING, month: localMonth };
}
