/** What counts as the reader starting to use the page: a pointer arriving, a touch, a key, a scroll. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let interacted: Promise<void> | undefined;

/**
 * Settles at the reader's first interaction with the page: code a part needs only once
 * someone uses it waits for this instead of loading with the page. Listened for once, on the
 * window in the capture phase, so nothing on the page can hide it.
 */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
