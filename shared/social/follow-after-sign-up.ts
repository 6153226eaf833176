/**
 * docs/spec-checklist.md 1 §4: "Signed-out viewers are sent to register, with the user id and optional post id."
 * The address they come back to names whom they meant to follow (and the story they were on), so
 * the follow happens once they have an account.
 */
export const FOLLOW_PARAM = 'followUserId';
export const POST_PARAM = 'followFromPostId';

export function followReturnAddress(
  current: { pathname: string; search: string },
  userId: string,
  postId?: string,
): string {
  const search = new URLSearchParams(current.search);
  search.set(FOLLOW_PARAM, userId);
  if (postId) search.set(POST_PARAM, postId);
  return `${current.pathname}?${search.toString()}`;
}

/** The user id a returning reader meant to follow, and the address without the markers. */
export function pendingFollow(current: {
  pathname: string;
  search: string;
}): { userId: string; cleanAddress: string } | null {
  const search = new URLSearchParams(current.search);
  const userId = search.get(FOLLOW_PARAM);
  if (!userId) return null;
  search.delete(FOLLOW_PARAM);
  search.delete(POST_PARAM);
  const rest = search.toString();
  return { userId, cleanAddress: `${current.pathname}${rest ? `?${rest}` : ''}` };
}
