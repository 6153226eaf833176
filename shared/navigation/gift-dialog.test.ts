import { describe, expect, it } from 'vitest';
import { showsGiftDialog } from './gift-dialog.ts';

describe('the gift dialog (docs/spec-checklist.md 1 §6)', () => {
  it.each<[string, string, boolean, boolean, boolean]>([
    ['a signed-in reader on #giftMembership', '#giftMembership', true, false, true],
    ['“unless the gift page flag disables it”', '#giftMembership', true, true, false],
    ['a visitor (the gift landing page is theirs)', '#giftMembership', false, false, false],
    ['another fragment', '#responses', true, false, false],
    ['no fragment', '', true, false, false],
  ])('%s', (_case, hash, signedIn, disabled, shows) => {
    expect(showsGiftDialog(hash, signedIn, { disable_lite_gift_page: disabled })).toBe(shows);
  });
});
