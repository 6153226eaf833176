import type { Client } from '@urql/core';
import { graphql } from '../graphql/graphql.ts';
import { meterCounts, READING_METER_KEY, readMeter, recordView } from './reading-meter.ts';

const RecordPostView = graphql(`
  mutation RecordPostView($targetPostId: ID!) {
    recordPostView(targetPostId: $targetPostId) {
      __typename
      ... on MeteringInfo {
        postIds
        counts {
          month
        }
      }
    }
  }
`);

export interface MeterReading {
  /** spec 1 §3 "Metering info: postIds": stories by others read this month. */
  readonly postIds: readonly string[];
  /** Stories read this month, for the sign-up prompt's count. */
  readonly month: number;
}

/**
 * spec 3 §4: the meter counts a story once it is shown: on the server for a signed-in reader
 * (their reading history too), in the browser for a visitor.
 */
export async function countStoryView(client: Client, view: { postId: string; owned: boolean; signedIn: boolean }): Promise<MeterReading> {
  if (view.signedIn) {
    const result = await client.mutation(RecordPostView, { targetPostId: view.postId }).toPromise();
    const info = result.data?.recordPostView;
    return info?.__typename === 'MeteringInfo' ? { postIds: info.postIds, month: info.counts.month } : { postIds: [], month: 0 };
  }
  const views = recordView(readMeter(localStorage), { postId: view.postId, at: Date.now(), owned: view.owned });
  localStorage.setItem(READING_METER_KEY, JSON.stringify(views));
  return { postIds: views.filter((entry) => !entry.owned).map((entry) => entry.postId), month: meterCounts(views, Date.now()).month };
}
