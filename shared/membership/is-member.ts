/** the specification: "mediumMemberAt (absent means non-member; a value above 0 shows a member star on the avatar)". */
export const isMember = (mediumMemberAt: number | null | undefined): boolean =>
  typeof mediumMemberAt === 'number' && mediumMemberAt > 0;
