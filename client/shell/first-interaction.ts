/** What counts as the reader starting to use the page: a pointer arriving, a touch, a key, a scroll. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let interacted: Promise<void> | undefined;
let lastPressed: EventTarget | null = null;

/**
 * The element the reader last pressed (a tap or a click), watched from the moment the page starts
 * waiting for the first interaction: a control whose code arrives after the press (the visitor's
 * avatar menu, disabled until then) can act on it then.
 */
export const pressedLast = (): EventTarget | null => lastPressed;

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
    addEventListener('pointerdown', (event) => (lastPressed = event.target), { capture: true, passive: true });
  });
  return interacted;
}
