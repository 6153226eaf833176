import { graphql } from '../graphql/graphql.ts';

/** An editor features a story of their publication, or takes it off (the Stories page and /{collectionSlug}/{postId}/featured). */
export const SetPostFeatured = graphql(`
  mutation SetPostFeatured($postId: ID!, $featured: Boolean!) {
    setPostFeatured(postId: $postId, featured: $featured) {
      __typename
      ... on Post {
        id
        isFeatured
      }
      ... on Failure {
        message
      }
    }
  }
`);
