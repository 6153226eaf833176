import { describe, expect, it } from 'vitest';
import { showsHint } from './shows-hint.ts';

describe('showsHint (docs/spec-checklist.md 1 §4 "Dismissable hint")', () => {
  it.each<[string, readonly string[] | null, boolean]>([
    ['a viewer who has not dismissed it', [], true],
    ['a viewer who dismissed another hint', ['OTHER_HINT'], true],
    ['"when the flag is already dismissed"', ['HOME_FEED_TIP'], false],
    ['"without a viewer"', null, false],
  ])('%s → %s', (_, flags, shown) => {
    expect(showsHint(flags, 'HOME_FEED_TIP')).toBe(shown);
  });
});
