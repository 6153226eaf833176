import type { Flags } from '../flags.ts';

/** The address fragment that opens the gift dialog (docs/spec-checklist.md 1 §2.12). */
export const GIFT_DIALOG_HASH = '#giftMembership';

/**
 * docs/spec-checklist.md 1 §6: "The gift dialog shows for signed-in users unless the gift page flag disables it",
 * when the address asks for it. Visitors follow Gift a membership to the gift landing page instead.
 */
export const showsGiftDialog = (
  hash: string,
  signedIn: boolean,
  flags: Pick<Flags, 'disable_lite_gift_page'>,
): boolean => hash === GIFT_DIALOG_HASH && signedIn && !flags.disable_lite_gift_page;
