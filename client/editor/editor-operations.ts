import { graphql } from '../graphql/graphql.ts';

export const CreatePost = graphql(`
  mutation CreatePost {
    createPost {
      __typename
      ... on Post {
        id
        latestRev
        mediumUrl
      }
      ... on Unauthorized {
        message
      }
    }
  }
`);

export const SavePostDraft = graphql(`
  mutation SavePostDraft($id: ID!, $baseRev: Int!, $title: String!, $subtitle: String, $paragraphs: [ParagraphInput!]!) {
    savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, subtitle: $subtitle, paragraphs: $paragraphs) {
      __typename
      ... on Post {
        id
        latestRev
        mediumUrl
      }
      ... on Conflict {
        message
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`);

export const PublishPost = graphql(`
  mutation PublishPost($id: ID!) {
    publishPost(targetPostId: $id) {
      __typename
      ... on Post {
        id
        isPublished
        mediumUrl
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
    }
  }
`);
