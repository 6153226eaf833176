import type { DataClient as Client } from '../data/use-client.ts';
import { graphql } from '../graphql/graphql.ts';
import { meterCounts, READING_METER_KEY, readMeter, recordView } from './reading-meter.ts';

const RecordPostView = graphql(`
  mutation RecordPostView($targetPostId: ID!, $shareKey: String, $pageUrl: String) {
    recordPostView(targetPostId: $targetPostId, shareKey: $shareKey, pageUrl: $pageUrl) {
      __typename
      ... on PostView {
        readable
        wall
        identityRedirect
        meteringInfo {
          postIds
          freeStoriesLeft
          counts {
            month
          }
        }
      }
    }
  }
`);

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

/** A tab tries joining the main site's meter once: with cookies blocked it would never end. */
const HANDOFF_TRIED_KEY = 'quire.meterHandoffTried';

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
  const handoffTried = sessionStorage.getItem(HANDOFF_TRIED_KEY) !== null;
  const result = await client.mutation(RecordPostView, { targetPostId: view.postId, shareKey: view.shareKey, pageUrl: handoffTried ? null : location.href }).toPromise();
  const answer = result.data?.recordPostView;
  if (answer?.__typename !== 'PostView') return { ...NO_METER_READING, month: localMonth };
  if (answer.identityRedirect) {
    sessionStorage.setItem(HANDOFF_TRIED_KEY, '1');
    location.assign(answer.identityRedirect);
  }
  const info = answer.meteringInfo;
  return { postIds: info.postIds, month: info.counts?.month ?? localMonth, freeStoriesLeft: info.freeStoriesLeft, opened: view.previewOnly && answer.readable, wall: answer.wall };
}
