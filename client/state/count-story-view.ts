import { NO_METER_READING, type MeterReading } from './meter-reading.ts';
import { meterCounts, READING_METER_KEY, readMeter, recordView } from './reading-meter.ts';

/**
 * The stories a visitor has read this month, as the story page counted them on arriving: the
 * sign-up prompts opened from a story say it (docs/spec-checklist.md 2 §2, client/shell/sign-in-prompt.tsx).
 */
export let monthReads: number | undefined;

/**
 * docs/spec-checklist.md 3 §4: the meter counts a story once it is shown: on the server for a signed-in reader
 * (their reading history too) and for a members-only preview (the server decides whether it
 * opens), in the browser for a visitor's month of stories.
 */
export async function countStoryView(view: {
  postId: string;
  owned: boolean;
  signedIn: boolean;
  previewOnly: boolean;
  shareKey: string | null;
}): Promise<MeterReading> {
  let localMonth = 0;
  if (!view.signedIn) {
    const views = recordView(readMeter(localStorage), { postId: view.postId, at: Date.now(), owned: view.owned });
    localStorage.setItem(READING_METER_KEY, JSON.stringify(views));
    monthReads = localMonth = meterCounts(views, Date.now()).month;
    if (!view.previewOnly) return { ...NO_METER_READING, month: localMonth };
  }
  const { recordPostView } = await import('./record-post-view.ts');
  return (await recordPostView(view, localMonth)) ?? { ...NO_METER_READING, month: localMonth };
}
