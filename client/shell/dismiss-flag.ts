import type { Client } from '@urql/core';
import { graphql } from '../graphql/graphql.ts';
import { AvatarMenuQuery } from '../navigation/shell-queries.ts';

const DismissFlag = graphql(`
  mutation DismissFlag($userId: ID!, $flag: String!) {
    dismissFlag(userId: $userId, flag: $flag) {
      __typename
      ... on User {
        id
        dismissableFlags
      }
    }
  }
`);

/** Saves on the viewer that they dismissed `flag` (spec 1 §7 DismissFlag); true when it was saved. */
export async function dismissFlag(client: Client, flag: string): Promise<boolean> {
  // the bar's query is always in the cache of a signed-in page: the server ran it
  const userId = client.readQuery(AvatarMenuQuery, {})?.data?.viewer?.id;
  if (!userId) return false;
  const answer = (await client.mutation(DismissFlag, { userId, flag }).toPromise()).data?.dismissFlag;
  return answer?.__typename === 'User';
}
