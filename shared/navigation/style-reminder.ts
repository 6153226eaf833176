/**
 * docs/spec-checklist.md 1 §4: the style reminder "appears once when the user has published posts, has no custom
 * stylesheet and has not seen the reminder". It shows on the writer's own profile.
 */
export function showsStyleReminder(writer: {
  readonly publishedPosts: number;
  readonly hasCustomStylesheet: boolean;
  readonly hasSeenStyleReminder: boolean | null;
}): boolean {
  return writer.publishedPosts > 0 && !writer.hasCustomStylesheet && writer.hasSeenStyleReminder !== true;
}
