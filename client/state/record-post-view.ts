import { sendOperation } from '../data/send-operation.ts';
import { graphql } from '../graphql/graphql.ts';
import { ParagraphFields } from '../graphql/paragraph-fields.ts';
import type { MeterReading } from './meter-reading.ts';

// The server's half of counting a view (count-story-view.ts): it loads for signed-in readers and
// members-only previews, never for a visitor reading an open story. It is one request of its own,
// without the GraphQL client: a story the meter opens arrives whole in its answer.

const RecordPostView = graphql(
  `
  mutation RecordPostView($targetPostId: ID!, $shareKey: String, $pageUrl: String, $previewOnly: Boolean!) {
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
        content @include(if: $previewOnly) {
          isLockedPreviewOnly
          bodyModel {
            paragraphs {
              ...ParagraphFields
            }
          }
        }
      }
    }
  }
`,
  [ParagraphFields],
);

/** A tab tries joining the main site's meter once: with cookies blocked it would never end. */
const HANDOFF_TRIED_KEY = 'quire.meterHandoffTried';

/** Records the view on the server and reads the meter it answers with; null when it answered none. */
export async function recordPostView(
  view: { postId: string; previewOnly: boolean; shareKey: string | null },
  localMonth: number,
): Promise<MeterReading | null> {
  const handoffTried = sessionStorage.getItem(HANDOFF_TRIED_KEY) !== null;
  const result = await sendOperation(RecordPostView, {
    targetPostId: view.postId,
    shareKey: view.shareKey,
    pageUrl: handoffTried ? null : location.href,
    previewOnly: view.previewOnly,
  });
  const answer = result.data?.recordPostView;
  if (answer?.__typename !== 'PostView') return null;
  if (answer.identityRedirect) {
    sessionStorage.setItem(HANDOFF_TRIED_KEY, '1');
    location.assign(answer.identityRedirect);
  }
  const info = answer.meteringInfo;
  const content = view.previewOnly && answer.readable ? answer.content : undefined;
  return {
    postIds: info.postIds,
    month: info.counts?.month ?? localMonth,
    freeStoriesLeft: info.freeStoriesLeft,
    opened: content && !content.isLockedPreviewOnly ? content.bodyModel.paragraphs : null,
    wall: answer.wall,
  };
}
