/** Post ids are 12 lowercase hex characters, as the store generates them. */
const POST_ID = /^[0-9a-f]{12}$/;

/** Params that carry a post: `postId` and names ending in `PostId` (`inResponseToPostId`). */
export const isPostParam = (name: string): boolean => name === 'postId' || name.endsWith('PostId');

/**
 * The post id in a post parameter is the trailing hex id after the last hyphen (docs/spec-checklist.md 3 §2):
 * `my-first-story-0123456789ab` and `0123456789ab` both give `0123456789ab`; anything else gives null.
 */
export function parsePostParam(value: string): string | null {
  const id = value.slice(value.lastIndexOf('-') + 1);
  return POST_ID.test(id) ? id : null;
}
