import { graphql } from '../graphql/graphql.ts';

/** A private note as its pages show it: the words, the replies, and the story it is on. */
export const NoteConversation = graphql(`
  fragment NoteConversation on Note @_unmask {
    id
    anchor
    content
    createdAt
    author {
      id
      name
    }
    replies {
      id
      content
      createdAt
      author {
        id
        name
      }
    }
    post {
      id
      title
      mediumUrl
      creator {
        id
      }
    }
  }
`);
