import { graphql } from '../graphql/graphql.ts';

/** The reader's place is saved this long after the page last scrolled on, and when it is hidden. */
const SAVE_AFTER_MS = 3000;

/** Keeps the paragraph a signed-in reader has reached in a story. */
export const SavePostReadingPosition = graphql(`
  mutation SavePostReadingPosition($postId: ID!, $paragraphName: String!) {
    savePostReadingPosition(targetPostId: $postId, paragraphName: $paragraphName) {
      __typename
    }
  }
`);

/**
 * Follows a signed-in reader's place in a story (/p/{postId}/state, "Resume reading"): the furthest
 * paragraph that has come into view, handed to `save`. It is its own chunk, loaded for signed-in
 * readers only. Returns what stops it (saving what is unsaved).
 */
export function trackReadingPosition(
  paragraphNames: readonly string[],
  save: (paragraphName: string) => void,
): () => void {
  let furthest = -1;
  let saved = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveFurthest = () => {
    clearTimeout(timer);
    const paragraphName = paragraphNames[furthest];
    if (furthest <= saved || paragraphName === undefined) return;
    saved = furthest;
    save(paragraphName);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) furthest = Math.max(furthest, paragraphNames.indexOf(entry.target.id));
    clearTimeout(timer);
    timer = setTimeout(saveFurthest, SAVE_AFTER_MS);
  });
  for (const name of paragraphNames) {
    const element = document.getElementById(name);
    if (element) observer.observe(element);
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') saveFurthest();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    saveFurthest();
    observer.disconnect();
    document.removeEventListener('visibilitychange', onHide);
  };
}
