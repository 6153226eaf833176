/** What counts as the reader starting to use the page: a pointer arriving, a touch, a key, a scroll. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/** What counts as the reader meaning to act, not only to read: a press, a touch, a key, a focus. */
const INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let interacted: Promise<void> | undefined;
let lastPressed: EventTarget | null = null;
let watchingPresses = false;

/**
 * The element the reader last pressed (a tap or a click), watched from the moment the page starts
 * waiting for the first interaction: a control whose code arrives after the press (the visitor's
 * avatar menu, disabled until then) can act on it then.
 */
export const pressedLast = (): EventTarget | null => lastPressed;

const watchPresses = () => {
  if (watchingPresses) return;
  watchingPresses = true;
  addEventListener('pointerdown', (event) => (lastPressed = event.target), { capture: true, passive: true });
};

/**
 * Settles at the first of `types` on the window, listened for in the capture phase so nothing on
 * the page can hide it.
 */
const firstOf = (types: readonly string[]): Promise<void> =>
  new Promise<void>((resolve) => {
    const done = () => {
      for (const type of types) removeEventListener(type, done, true);
      resolve();
    };
    for (const type of types) addEventListener(type, done, { capture: true, passive: true });
    watchPresses();
  });

/**
 * Settles at the reader's first interaction with the page: code a part needs only once
 * someone uses it waits for this instead of loading with the page.
 */
export function firstInteraction(): Promise<void> {
  interacted ??= firstOf(INTERACTIONS);
  return interacted;
}

/** Settles at the reader's first intent (client/boot.ts waits for it before the page hydrates). */
export const firstIntent = (): Promise<void> => firstOf(INTENTS);
