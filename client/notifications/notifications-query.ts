import { graphql } from '../graphql/graphql.ts';

/** docs/spec-checklist.md 1 §7 notificationsConnectionByActivityTypes: a page of the viewer's notifications. */
export const NotificationsQuery = graphql(`
  query NotificationsQuery($types: [String!], $to: String) {
    viewer {
      id
      username
    }
    notificationsConnectionByActivityTypes(activityTypes: $types, paging: { limit: 10, to: $to }) {
      notifications {
        id
        notificationType
        isUnread
        occurredAt
        milestoneArg
        actor {
          id
          name
          imageId
          mediumUrl
        }
        rollupItems {
          actor {
            id
          }
        }
        post {
          id
          title
          mediumUrl
        }
        responsePost {
          id
          mediumUrl
        }
        catalog {
          id
          name
          mediumUrl
        }
        collection {
          id
          name
          slug
        }
        note {
          id
        }
        quote {
          id
          preview
        }
      }
      pagingInfo {
        next {
          to
        }
      }
    }
  }
`);

/** docs/spec-checklist.md 1 §4: opening the bell marks all activity as viewed. */
export const UpdateActivityLastViewed = graphql(`
  mutation UpdateActivityLastViewed {
    updateActivityLastViewed {
      __typename
    }
  }
`);

/** docs/spec-checklist.md 1 §4: the Responses tab. */
export const RESPONSE_TYPES = ['response_created', 'catalog_response_created'];
