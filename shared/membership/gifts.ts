import type { MembershipPlan } from './plans.ts';

/** docs/spec-checklist.md 1 §9 "Gift plan ids: gift 29, group-gift 31"; docs/spec-checklist.md 1 §3 "Gift plan types: gift and group-gift". */
export const GIFT_PLAN_IDS = { gift: 29, 'group-gift': 31 } as const;
export type GiftPlanType = keyof typeof GIFT_PLAN_IDS;

export const giftPlanType = (planId: number): GiftPlanType | null =>
  planId === GIFT_PLAN_IDS.gift ? 'gift' : planId === GIFT_PLAN_IDS['group-gift'] ? 'group-gift' : null;

/** How long a gifted membership lasts, by the plan it is bought as: a month, or a year. */
export const GIFT_MONTHS: Readonly<Record<MembershipPlan, number>> = { monthly: 1, yearly: 12 };

/** A gifted term in words, for mails and pages: "a year", "a month". */
export const giftTermWords = (months: number): string =>
  months === 12 ? 'a year' : months === 1 ? 'a month' : `${months} months`;

/** A group gift is for at least 2 people and, bought at once, at most 25. */
export const GROUP_GIFT_SIZES = { min: 2, max: 25 } as const;

/** The end of a gifted term that starts at `start`, in calendar months (the 31st of January plus a month is the 28th or 29th of February). */
export function giftTermEnd(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** A membership as a gift's start sees it: still renewing (no end), or ending at a time. */
export interface HeldMembership {
  readonly endsAt: Date | null;
}

/**
 * When a redeemed gift's term starts (a gift extends a membership, never shortens it):
 * now for someone who is not a member, or when their membership ends. A membership that still
 * renews has no end to start from: null, and the reader is asked to stop its renewal first,
 * rather than pay twice for the same months.
 */
export function giftTermStart(now: Date, held: readonly HeldMembership[]): Date | null {
  const current = held.filter((membership) => membership.endsAt === null || membership.endsAt > now);
  if (current.some((membership) => membership.endsAt === null)) return null;
  return current.reduce(
    (latest, membership) => (membership.endsAt && membership.endsAt > latest ? membership.endsAt : latest),
    now,
  );
}

/** What a gifted membership costs, in cents: the plans' own prices (PLAN_PRICES). */
export const GIFT_PRICE_CENTS: Readonly<Record<MembershipPlan, number>> = { monthly: 500, yearly: 5000 };

/** Letters and digits a reader cannot mistake for one another when typing a code from a mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new redemption code: 12 random characters (60 bits) in groups of four, e.g. `K7QM-2XHP-9RTA`. */
export function newGiftCode(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(12))]
    .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    .join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A code as a reader may type it (lower case, spaces, no dashes), in its stored form; null when it cannot be one. */
export function normalGiftCode(typed: string): string | null {
  const chars = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z0-9]{12}$/.test(chars) ? `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}` : null;
}
