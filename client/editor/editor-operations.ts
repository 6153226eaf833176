import { graphql } from '../graphql/graphql.ts';

export const CreatePost = graphql(`
  mutation CreatePost($collectionSlug: String, $isSeries: Boolean) {
    createPost(collectionSlug: $collectionSlug, isSeries: $isSeries) {
      __typename
      ... on Post {
        id
        latestRev
        mediumUrl
        pendingCollection {
          id
        }
      }
      ... on Unauthorized {
        message
      }
      ... on BadRequest {
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
  mutation PublishPost($id: ID!, $collectionId: ID) {
    publishPost(targetPostId: $id, collectionId: $collectionId) {
      __typename
      ... on Post {
        id
        isPublished
        statusForCollection
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
    }
  }
`);

export const RevertPost = graphql(`
  mutation RevertPost($id: ID!, $versionId: Int!, $baseRev: Int!) {
    revertPost(targetPostId: $id, versionId: $versionId, baseRev: $baseRev) {
      __typename
      ... on Post {
        id
        latestRev
      }
      ... on Conflict {
        message
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`);
