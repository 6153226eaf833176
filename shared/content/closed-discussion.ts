/** docs/spec-checklist.md 1 §8: the texts of a closed discussion, the server's refusals and the pages' notices alike. */
export const CLOSED_DISCUSSION = {
  post: 'The author has closed discussion for this story.',
  catalog: 'The author has closed discussion for this list. We are unable to save changes to your response.',
} as const;
