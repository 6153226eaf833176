import { graphql } from '../graphql/graphql.ts';

/** The reading list's moves (docs/spec-checklist.md 1 §7 bookmarkPost / archivePost, and their undo); each answers the story's new state. */
export const BookmarkPost = graphql(`
  mutation BookmarkPost($targetPostId: ID!) {
    bookmarkPost(targetPostId: $targetPostId) {
      __typename
      ... on Post {
        id
        readingList
      }
    }
  }
`);

export const UnbookmarkPost = graphql(`
  mutation UnbookmarkPost($targetPostId: ID!) {
    unbookmarkPost(targetPostId: $targetPostId) {
      __typename
      ... on Post {
        id
        readingList
      }
    }
  }
`);

export const ArchivePost = graphql(`
  mutation ArchivePost($targetPostId: ID!) {
    archivePost(targetPostId: $targetPostId) {
      __typename
      ... on Post {
        id
        readingList
      }
    }
  }
`);
