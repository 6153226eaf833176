/**
 * docs/spec-checklist.md 1 §4 "Dismissable hint": shown until dismissed; never when its flag is already dismissed,
 * or without a viewer (`dismissableFlags` null). Quire has no working preview, the third case.
 */
export const showsHint = (dismissableFlags: readonly string[] | null, flag: string): boolean =>
  dismissableFlags !== null && !dismissableFlags.includes(flag);
