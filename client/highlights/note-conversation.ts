import { graphql } from '../graphql/graphql.ts';

/** A private note and its replies, as the story page and the note pages show them. */
export const PrivateNoteFields = graphql(`
  fragment PrivateNoteFields on Note @_unmask {
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
  }
`);

/** A note's own page: the note, and the story it is on. */
export const NoteConversation = graphql(
  `
    fragment NoteConversation on Note @_unmask {
      ...PrivateNoteFields
      post {
        id
        title
        mediumUrl
        creator {
          id
        }
      }
    }
  `,
  [PrivateNoteFields],
);
