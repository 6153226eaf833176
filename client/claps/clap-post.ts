import type { RunMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';

// The clap's mutation loads with a reader's first clap (visitors are asked to sign up instead).

export const ClapMutation = graphql(`
  mutation Clap($id: ID!, $numClaps: Int!) {
    clap(targetPostId: $id, numClaps: $numClaps) {
      __typename
      ... on Post {
        id
        clapCount
        viewerClapCount
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** One clap for a story: the server's answer (the Post, or a failure with its message); null when the request failed. */
export async function clapPost(clap: RunMutation<typeof ClapMutation>, id: string) {
  const result = await clap({ id, numClaps: 1 });
  return result.error ? null : (result.data?.clap ?? null);
}
