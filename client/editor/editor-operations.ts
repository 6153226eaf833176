import { graphql } from '../graphql/graphql.ts';
import { ParagraphFields } from '../graphql/paragraph-fields.ts';

export const CreatePost = graphql(
  `
    mutation CreatePost($collectionSlug: String, $isSeries: Boolean, $repostOfPostId: ID) {
      createPost(collectionSlug: $collectionSlug, isSeries: $isSeries, repostOfPostId: $repostOfPostId) {
        __typename
        ... on Post {
          id
          latestRev
          mediumUrl
          pendingCollection {
            id
          }
          latestDraft {
            id
            content {
              bodyModel {
                paragraphs {
                  ...ParagraphFields
                }
              }
            }
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [ParagraphFields],
);

export const SavePostDraft = graphql(`
  mutation SavePostDraft($id: ID!, $baseRev: Int!, $title: String!, $subtitle: String, $paragraphs: [ParagraphInput!]!) {
    savePostDraft(targetPostId: $id, baseRev: $baseRev, title: $title, subtitle: $subtitle, paragraphs: $paragraphs) {
      __typename
      ... on Post {
        id
        latestRev
        mediumUrl
      }
      ... on Failure {
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
      ... on Failure {
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
      ... on Failure {
        message
      }
    }
  }
`);

export const SchedulePost = graphql(`
  mutation SchedulePost($id: ID!, $at: Float!, $collectionId: ID) {
    schedulePost(targetPostId: $id, publishAt: $at, collectionId: $collectionId) {
      __typename
      ... on Post {
        id
        scheduledAt
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const UnschedulePost = graphql(`
  mutation UnschedulePost($id: ID!) {
    unschedulePost(targetPostId: $id) {
      __typename
      ... on Post {
        id
        scheduledAt
      }
      ... on Failure {
        message
      }
    }
  }
`);
