/**
 * What a suspended story's own writer (and its publication's editors) are told in place of the
 * story (docs/spec-checklist.md 1 §6: the owner sees an Edit story link there): the server sends it as the
 * PostSuspended failure's message to them alone, and the page that shows it adds the link.
 */
export const OWN_SUSPENDED_STORY =
  'Readers can’t see this story: it is under investigation or was found in violation of the rules. You can still edit it.';
