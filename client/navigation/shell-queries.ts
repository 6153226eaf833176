import { graphql } from '../graphql/graphql.ts';

/** The signed-in viewer as the top bar and avatar menu show them (docs/spec-checklist.md 1 §7 AvatarMenuQuery). */
export const AvatarMenuQuery = graphql(`
  query AvatarMenuQuery {
    viewer {
      id
      username
      name
      imageId
      email
      mediumMemberAt
      hasPastMemberships
      isPartnerProgramEnrolled
      isAuroraVisible
      dismissableFlags
      adminCollections {
        id
        name
        slug
      }
    }
  }
`);

/** The bell's badge (docs/spec-checklist.md 1 §7 UnreadNotificationCount). */
export const UnreadNotificationCount = graphql(`
  query UnreadNotificationCount {
    notificationStatus {
      unreadNotificationCount
    }
  }
`);

/** What the server runs besides the page's own query for a signed-in viewer, so hydration asks for nothing. */
export const SHELL_QUERIES = [AvatarMenuQuery, UnreadNotificationCount] as const;
