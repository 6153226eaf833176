import { TIME } from '../../shared/constants.ts';
import type { MeteringWindow } from '../../shared/content/enumerations.ts';
import { NEW_ACCOUNT_LIMITS } from '../../shared/social/trust.ts';
import type { Database } from '../db/client.ts';
import { addToCount } from './operation-count-writes.ts';

export interface Limit {
  readonly name: string;
  readonly limit: number;
  /** One of the specification's metering windows: the count starts again once the window has passed. */
  readonly window: MeteringWindow;
}

/** How long each metering window lasts; a month is counted as 30 days, so every window has one length. */
const METERING_WINDOW_MS: Readonly<Record<MeteringWindow, number>> = {
  hourly: TIME.hour,
  daily: TIME.day,
  monthly: 30 * TIME.day,
};

/** Limits that count GraphQL operations, so batches and aliases cannot multiply attempts. */
export const LIMITS = {
  /** UNRECOGNIZED_EMAIL reveals whether an account exists, so probing is slowed per IP. */
  emailLookupPerIp: { name: 'email-lookup-ip', limit: 30, window: 'hourly' },
  /** Past this, the network is locked out of password sign-in for a day (IpAuthLockout). */
  passwordPerIp: { name: 'password-ip', limit: 50, window: 'daily' },
  createAccountPerIp: { name: 'create-account-ip', limit: 5, window: 'daily' },
  /** Sign-ups naming one address, from anywhere: "This email address was used too many times" (docs/spec-checklist.md 2 §8). */
  createAccountPerAddress: { name: 'create-account-address', limit: 3, window: 'daily' },
  authEmailPerIp: { name: 'auth-email-ip', limit: 20, window: 'hourly' },
  /** Each verification mail goes to an address the viewer types: a person changes theirs a few times, not dozens. */
  verifyEmailPerAccount: { name: 'verify-email-account', limit: 5, window: 'hourly' },
  authEmailPerAddress: { name: 'auth-email-address', limit: 5, window: 'hourly' },
  /** Texts and calls cost money and can be used to pester a number: few per account and network. */
  phoneCodePerAccount: { name: 'phone-code-account', limit: 5, window: 'hourly' },
  phoneCodePerIp: { name: 'phone-code-ip', limit: 20, window: 'hourly' },
  /** An import makes the Worker fetch a page: bounded per account. */
  importPerAccount: { name: 'import-account', limit: 20, window: 'hourly' },
  /** A whole archive is a queue's work of minutes: a writer moving house needs one or two a day. */
  archiveImportPerAccount: { name: 'archive-import-account', limit: 3, window: 'daily' },
  /** Each checkout is a session made at the payment provider: a reader needs a handful, not hundreds. */
  checkoutPerAccount: { name: 'checkout-account', limit: 10, window: 'hourly' },
  /** Each opens a session at Stripe (the customer portal, payout onboarding, the payout dashboard). */
  stripeSessionPerAccount: { name: 'stripe-session-account', limit: 20, window: 'hourly' },
  /** Gift codes are 60 random bits; the limit is there so nobody can even try many. */
  giftRedeemPerAccount: { name: 'gift-redeem-account', limit: 20, window: 'hourly' },
  /** A newsletter confirmation goes to whatever address a visitor types: few per network, fewer per address. */
  newsletterConfirmPerIp: { name: 'newsletter-confirm-ip', limit: 20, window: 'hourly' },
  newsletterConfirmPerAddress: { name: 'newsletter-confirm-address', limit: 3, window: 'daily' },
  /** Each import mails up to a hundred strangers a confirmation: a writer moves their list once, not daily. */
  subscriberImportPerAccount: { name: 'subscriber-import-account', limit: 5, window: 'daily' },
  /** An e-mail-only issue goes to every subscriber: a newsletter sends a few a day at most, whoever writes them. */
  newsletterIssuePerNewsletter: { name: 'newsletter-issue', limit: 3, window: 'daily' },
  /** Each passkey ceremony stores a challenge: a browser needs a few an hour, not thousands. */
  passkeyCeremonyPerIp: { name: 'passkey-ceremony-ip', limit: 60, window: 'hourly' },
  /** Enough for a reader who meets a wave of spam; a flood of reports would bury the moderators' queue. */
  reportPerAccount: { name: 'report-account', limit: 20, window: 'hourly' },
  /** A new account's hourly allowance (shared/social/trust.ts): links and mentions count one each. */
  newAccountStories: { name: 'new-account-stories', limit: NEW_ACCOUNT_LIMITS.stories, window: 'hourly' },
  newAccountResponses: { name: 'new-account-responses', limit: NEW_ACCOUNT_LIMITS.responses, window: 'hourly' },
  newAccountLinks: { name: 'new-account-links', limit: NEW_ACCOUNT_LIMITS.links, window: 'hourly' },
  newAccountMentions: { name: 'new-account-mentions', limit: NEW_ACCOUNT_LIMITS.mentions, window: 'hourly' },
} as const satisfies Record<string, Limit>;

export interface LimitResult {
  readonly allowed: boolean;
  /** When the window, and so any lockout it causes, ends. */
  readonly resetsAt: number;
}

/**
 * Counts one operation (or `amount` of what a limit counts, such as links) against a limit for a
 * subject (an IP, an account), atomically: one statement both opens a new window when the old one
 * has passed and adds to the count.
 */
export async function countOperation(
  db: Database,
  limit: Limit,
  subject: string,
  now: number,
  amount = 1,
): Promise<LimitResult> {
  const row = await addToCount(db, `${limit.name}:${subject}`, amount, now, METERING_WINDOW_MS[limit.window]);
  const windowStart = row?.windowStart.getTime() ?? now;
  return { allowed: (row?.count ?? amount) <= limit.limit, resetsAt: windowStart + METERING_WINDOW_MS[limit.window] };
}
