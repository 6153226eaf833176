import type { NavigationViewer } from './viewer-kind.ts';

/** For tests: a signed-in reader with nothing else (not a member, no publications, no partner programme). */
export const TEST_READER: NavigationViewer = {
  username: 'rex',
  email: 'rex@example.com',
  mediumMemberAt: null,
  hasPastMemberships: false,
  isPartnerProgramEnrolled: false,
  isAuroraVisible: false,
  adminCollections: [],
};
