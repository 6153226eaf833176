import { graphql } from '../graphql/graphql.ts';

/**
 * Where the viewer stands with a writer, as the story page and the profile show it: the counts
 * and the follow, mute and block states that the author actions read and change.
 */
export const AuthorStanding = graphql(`
  fragment AuthorStanding on User @_unmask {
    id
    socialStats {
      followerCount
      followingCount
    }
    viewerEdge {
      id
      isFollowing
      isMuting
      isBlocking
    }
  }
`);
