import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  DIGEST_FREQUENCIES,
  DOMAIN_STATUSES,
  NOTIFICATION_MODES,
  ONBOARDING_STATES,
  PARTNER_PROGRAM_ENROLLMENTS,
  PAYMENT_PROVIDERS,
  TWO_FACTOR_METHODS,
} from '../../../shared/content/enumerations.ts';
import { MEMBERSHIP_PLANS } from '../../../shared/membership/plans.ts';
import type { NotificationEmail } from '../../../shared/notifications/notification-emails.ts';
import {
  APPEAL_STATE_KEYS,
  MODERATION_ACTIONS,
  REPORT_REASON_KEYS,
  REPORT_STATE_KEYS,
  REPORT_SUBJECTS,
} from '../../../shared/social/reports.ts';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';

/** Writers and readers (docs/spec-checklist.md 1 §3, docs/spec-checklist.md 2 §3). A live custom domain serves the profile in the user table mode. */
export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').unique(),
    /**
     * When the account's owner proved `email` (a link or code mailed there, a provider's verified
     * address). Null after a password sign-up until its link is used: until then anyone who
     * proves the address takes the account over (pre-hijacking).
     */
    emailVerifiedAt: timestamp('email_verified_at'),
    unverifiedEmail: text('unverified_email'),
    bio: text('bio').notNull().default(''),
    /** The writer's X handle, without the @ (shared/validation/x-handle.ts): their stories' twitter:creator. */
    twitterScreenName: text('twitter_screen_name'),
    imageId: text('image_id'),
    /** Membership start; null for non-members (docs/spec-checklist.md 1 §3). */
    mediumMemberAt: timestamp('medium_member_at'),
    hasPastMemberships: flag('has_past_memberships'),
    partnerProgramEnrollment: text('partner_program_enrollment', { enum: PARTNER_PROGRAM_ENROLLMENTS })
      .notNull()
      .default('NOT_ENROLLED'),
    hightowerTermsAcceptedAt: timestamp('hightower_terms_accepted_at'),
    /** Profile design on (isAuroraVisible). */
    isAuroraVisible: flag('is_aurora_visible'),
    hasSubdomain: flag('has_subdomain'),
    /** Unique only once verified: an unverified claim blocks nobody (domainHeldByOther in worker/domains/domain-claim-writes.ts). */
    customDomain: text('custom_domain'),
    customDomainStatus: text('custom_domain_status', { enum: DOMAIN_STATUSES }),
    /** The value of the TXT record that proves the writer owns their custom domain. */
    customDomainToken: text('custom_domain_token'),
    /** When the domain was asked for: an unverified claim expires DOMAIN_CLAIM_DAYS after it. */
    customDomainRequestedAt: timestamp('custom_domain_requested_at'),
    /** Where readers can tip the writer (PUBLISHING_TIPPING_LINK, /me/settings/tipping): shown on their profile. */
    tippingUrl: text('tipping_url'),
    /** Whether the writer's stories end by inviting readers to subscribe by e-mail (/me/settings/promote-subscriptions). */
    promotesSubscriptions: integer('promotes_subscriptions', { mode: 'boolean' }).notNull().default(true),
    /** Whether the writer's profile invites readers to become members through their referral link (/me/settings/promote-memberships). */
    promotesMemberships: flag('promotes_memberships'),
    /** PUBLISHING_ALLOW_PRIVATE_NOTES: whether readers may leave the writer private notes on their stories (/me/settings/private-notes). */
    allowsPrivateNotes: integer('allows_private_notes', { mode: 'boolean' }).notNull().default(true),
    /** ACCOUNT_HIDE_EXTERNAL_SERVICES: the X and fediverse handles stay off the profile and the share cards (/me/settings/external-services). */
    hidesExternalServices: flag('hides_external_services'),
    /** Whose activity reaches the person's notifications (/me/settings/notifications): everyone, people they follow, or nobody. */
    notificationMode: text('notification_mode', { enum: NOTIFICATION_MODES }).notNull().default('ALL'),
    /** The notification e-mails the person turned off (/me/settings/notifications); every other one is on. */
    notificationEmailsOff: text('notification_emails_off', { mode: 'json' })
      .$type<NotificationEmail[]>()
      .notNull()
      .default(sql`'[]'`),
    /** How often the digest of the topics the person follows comes (TOPIC_DIGEST): weekly until they choose. */
    digestFrequency: text('digest_frequency', { enum: DIGEST_FREQUENCIES }).notNull().default('WEEKLY'),
    dismissableFlags: text('dismissable_flags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    hasSeenStyleReminder: flag('has_seen_style_reminder'),
    customStyleSheetId: text('custom_style_sheet_id'),
    /** 0 not submitted, 1 pending, 2 on hold, 3 invalid, 4 approved (docs/spec-checklist.md 1 §4). */
    taxDocumentStatus: integer('tax_document_status'),
    earningsFirstWithheldAt: timestamp('earnings_first_withheld_at'),
    earningsLimitedAt: timestamp('earnings_limited_at'),
    earningsForfeitedAt: timestamp('earnings_forfeited_at'),
    earningsInternallyForfeitedAt: timestamp('earnings_internally_forfeited_at'),
    isSuspended: flag('is_suspended'),
    /** Limited by a moderator: the account's stories and responses reach its followers only (docs/trust-and-safety.md). */
    isLimited: flag('is_limited'),
    isStaff: flag('is_staff'),
    /** Given by staff: works the reports queue and the appeals, as staff do (docs/trust-and-safety.md). */
    isModerator: flag('is_moderator'),
    /** High-quality writers are what visitors without unfiltered search see (docs/spec-checklist.md 3 §6). */
    isHighQuality: flag('is_high_quality'),
    /** "Author" accounts are left out of the people search for filtered viewers (docs/spec-checklist.md 3 §6). */
    userType: text('user_type', { enum: ['Person', 'Author'] })
      .notNull()
      .default('Person'),
    onboardingStatus: text('onboarding_status', { enum: ONBOARDING_STATES }).notNull().default('NOT_ONBOARDED'),
    /** Counts fediverse followers too (worker/social/social-writes.ts). */
    followerCount: integer('follower_count').notNull().default(0),
    /** The writer turned federation off (/me/settings/fediverse): their actor answers 410 Gone. */
    federationOff: flag('federation_off'),
    followingCount: integer('following_count').notNull().default(0),
    publishedPostCount: integer('published_post_count').notNull().default(0),
    activityLastViewedAt: timestamp('activity_last_viewed_at'),
    /** "pbkdf2-sha256$iterations$salt$hash"; null for accounts that sign in by magic link only. */
    passwordHash: text('password_hash'),
    /** Password attempts since the last success or lockout; each attempt counts before it is checked. */
    passwordFailCount: integer('password_fail_count').notNull().default(0),
    passwordSoftLockouts: integer('password_soft_lockouts').notNull().default(0),
    passwordLockedUntil: timestamp('password_locked_until'),
    passwordPermanentlyLocked: flag('password_permanently_locked'),
    /** The second factor, once set up; the secret is the authenticator app's TOTP key (base32). */
    twoFactorMethod: text('two_factor_method', { enum: TWO_FACTOR_METHODS }),
    twoFactorSecret: text('two_factor_secret'),
    /** A key shown during set-up, kept until a code from it proves the app holds it. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step accepted: a code works once. */
    twoFactorLastStep: integer('two_factor_last_step'),
    twoFactorFailCount: integer('two_factor_fail_count').notNull().default(0),
    twoFactorSoftLockouts: integer('two_factor_soft_lockouts').notNull().default(0),
    twoFactorLockedUntil: timestamp('two_factor_locked_until'),
    twoFactorPermanentlyLocked: flag('two_factor_permanently_locked'),
    /** For text and call codes: the number codes go to (E.164), and one waiting to be confirmed. */
    twoFactorPhone: text('two_factor_phone'),
    twoFactorPendingPhone: text('two_factor_pending_phone'),
    deletedAt: timestamp('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('users_created_idx').on(table.createdAt),
    index('users_custom_domain_idx').on(table.customDomain),
    // a domain is one owner's once verified (or set before domains were checked: no status)
    uniqueIndex('users_live_custom_domain_unique')
      .on(table.customDomain)
      .where(
        sql`${sql.identifier('custom_domain_status')} is null or ${sql.identifier('custom_domain_status')} in ('VERIFIED', 'ACTIVE')`,
      ),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** Signed-in sessions: only the hash of the cookie's token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    xsrf: text('xsrf').notNull(),
    /** What the security settings call the session by (never its token): random, shown only to its owner. */
    publicId: text('public_id').unique(),
    /** The device (from the user agent) and country it signed in from, for the list of sessions. */
    userAgent: text('user_agent').notNull().default(''),
    country: text('country'),
    createdAt: createdAt(),
    /** Touched at most hourly; a session unused for SESSION_IDLE_MS ends. */
    lastSeenAt: timestamp('last_seen_at'),
    /** When the person last proved it is them (a sign-in, a password, a code): sensitive changes want it recent. */
    provedAt: timestamp('proved_at'),
    expiresAt: timestamp('expires_at').notNull(),
    /**
     * The one host a hand-off session works on (a writer's or a publication's own domain or
     * subdomain); null for a session made by signing in on the main site. docs/security.md.
     */
    host: text('host'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The devices (as deviceName names them) and countries an account has signed in from, kept past
 * their sessions: a sign-in from anywhere else is news to the owner (the new sign-in e-mail).
 */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    userId: cascadingReference('user_id', () => users.id),
    device: text('device').notNull(),
    country: text('country').notNull().default(''),
    lastSignInAt: timestamp('last_sign_in_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.device, table.country] })],
);

export const follows = sqliteTable(
  'user_follows',
  {
    followerId: cascadingReference('follower_id', () => users.id),
    followedId: cascadingReference('followed_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followedId] }),
    index('user_follows_followed_idx').on(table.followedId),
  ],
);

export const userMutes = sqliteTable(
  'user_mutes',
  {
    muterId: cascadingReference('muter_id', () => users.id),
    mutedId: cascadingReference('muted_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.mutedId] })],
);

export const blocks = sqliteTable(
  'user_blocks',
  {
    blockerId: cascadingReference('blocker_id', () => users.id),
    blockedId: cascadingReference('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);

/**
 * Readers' reports (docs/trust-and-safety.md). A report names its subject (a story, a response, a
 * list, a profile or a publication) and the account behind it, and keeps what the subject showed
 * when it was reported: a moderator reads that even after it is edited or deleted. One open report
 * per reporter and subject: reporting again changes its reason.
 */
export const reports = sqliteTable(
  'user_reports',
  {
    id: text('id').primaryKey(),
    reporterId: cascadingReference('reporter_id', () => users.id),
    targetUserId: cascadingReference('target_user_id', () => users.id),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECTS }).notNull().default('PROFILE'),
    subjectId: text('subject_id').notNull().default(''),
    reason: text('reason', { enum: REPORT_REASON_KEYS }).notNull().default('OTHER'),
    note: text('note').notNull().default(''),
    /** What the subject showed when reported: its title or name, and its words. */
    snapshot: text('snapshot', { mode: 'json' }).$type<ReportSnapshot>().notNull().default({ title: '', text: '' }),
    state: text('state', { enum: REPORT_STATE_KEYS }).notNull().default('OPEN'),
    decidedAt: timestamp('decided_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_reports_target_idx').on(table.targetUserId),
    index('user_reports_reporter_idx').on(table.reporterId, table.createdAt),
    uniqueIndex('user_reports_open_idx')
      .on(table.reporterId, table.subjectKind, table.subjectId)
      .where(sql`state = 'OPEN'`),
  ],
);

/**
 * The moderators' audit log: every decision on a subject's reports, who made it and why. Kept
 * when the subject goes; readable by moderators at /_/moderation/log.
 */
export const moderationActions = sqliteTable(
  'moderation_actions',
  {
    id: text('id').primaryKey(),
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    /** The title or name the subject had when reported. */
    title: text('title').notNull().default(''),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('moderation_actions_created_idx').on(table.createdAt)],
);

/** Appeals against a moderator's decision, one per decision (docs/trust-and-safety.md). */
export const moderationAppeals = sqliteTable('moderation_appeals', {
  id: text('id').primaryKey(),
  actionId: text('action_id')
    .notNull()
    .unique()
    .references(() => moderationActions.id, { onDelete: 'cascade' }),
  userId: cascadingReference('user_id', () => users.id),
  text: text('text').notNull(),
  state: text('state', { enum: APPEAL_STATE_KEYS }).notNull().default('OPEN'),
  deciderId: text('decider_id').references(() => users.id, { onDelete: 'set null' }),
  decisionReason: text('decision_reason').notNull().default(''),
  decidedAt: timestamp('decided_at'),
  createdAt: createdAt(),
});

/**
 * Link domains nobody may link to (docs/trust-and-safety.md, "Spam limits"): a story or response
 * linking to one, or to a host under it, is refused. Staff edit the list.
 */
export const blockedLinkDomains = sqliteTable('blocked_link_domains', {
  domain: text('domain').primaryKey(),
  reason: text('reason').notNull(),
  addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export interface ReportSnapshot {
  readonly title: string;
  readonly text: string;
}

/**
 * Operation counters for limits (sign-in, codes, e-mail look-ups, account creation). Keys name
 * the limit and the subject ("password-ip:203.0.113.7"); each GraphQL operation adds one, so a
 * batch or aliases cannot multiply attempts.
 */
export const authAttempts = sqliteTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Password failures against an address with no password to check (no account, or one that signs
 * in by link): counted and locked out exactly as an account's are, so the answers cannot tell
 * which addresses have accounts.
 */
export const addressPasswordFailures = sqliteTable('address_password_failures', {
  email: text('email').primaryKey(),
  failCount: integer('fail_count').notNull().default(0),
  softLockouts: integer('soft_lockouts').notNull().default(0),
  lockedUntil: timestamp('locked_until'),
  permanentlyLocked: flag('permanently_locked'),
});

/**
 * Magic links and their 6-digit codes. Only hashes are stored; a token is consumed once, by the
 * POST from its confirmation page, never by the GET a mail scanner makes.
 */
export const loginTokens = sqliteTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'reset', 'second-factor', 'verify-email', 'convert', 'undo-email'],
    }).notNull(),
    /** For e-mail verification: the account that asked to use the address. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    redirect: text('redirect').notNull().default('/'),
    codeHash: text('code_hash').notNull(),
    /** A reset's new password (hashed), waiting on the second factor before it takes effect. */
    passwordHash: text('password_hash'),
    /** The hash of the value the asking browser keeps (pending_login): it binds the 6-digit code to that browser, and is not the link. */
    browserHash: text('browser_hash'),
    /** Wrong codes entered for this token; past the limit the code stops working (the link still does). */
    codeAttempts: integer('code_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at').notNull(),
    consumedAt: timestamp('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_tokens_email_idx').on(table.email, table.createdAt),
    index('login_tokens_browser_idx').on(table.browserHash),
  ],
);

/** Recovery codes: 8 characters, stored hashed, each usable once; a new set replaces the old. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    userId: cascadingReference('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** The one text or call code an account is waiting for (set-up or sign-in), stored hashed. */
export const phoneCodes = sqliteTable('phone_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at').notNull(),
});

/**
 * One-use tokens that carry a sign-in from the auth domain to a writer's or a publication's own
 * domain (AccountTokenQuery, then /m/global-identity on that domain): cookies cannot cross sites.
 */
export const accountTokens = sqliteTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: cascadingReference('user_id', () => users.id),
  /** The only host that may spend it. */
  host: text('host').notNull(),
  /** The hash of the nonce that host set in the reader's browser when it started the hand-off: spending needs the nonce. */
  nonceHash: text('nonce_hash'),
  expiresAt: timestamp('expires_at').notNull(),
  consumedAt: timestamp('consumed_at'),
});

/**
 * Accounts at other services that sign in here (Google, Facebook, Twitter), by the subject the
 * provider gives. Twitter shares no e-mail, so this, not the address, is what finds the account.
 */
export const userIdentities = sqliteTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['google', 'facebook', 'twitter', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    userId: cascadingReference('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * Paid memberships, one row per completed checkout (docs/spec-checklist.md 3 §5's payment providers). The referrer
 * is the writer whose membership page the reader paid from: they hear of it.
 */
export const memberships = sqliteTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    referrerId: text('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: MEMBERSHIP_PLANS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout id: a second report of the same payment adds nothing. */
    providerRef: text('provider_ref').notNull().unique(),
    /** The subscription the checkout started: its end ends the membership. */
    subscriptionRef: text('subscription_ref'),
    /** When a cancelled membership ends: the end of the period paid for. */
    cancelAt: timestamp('cancel_at'),
    startedAt: timestamp('started_at').notNull(),
  },
  (table) => [index('memberships_user_idx').on(table.userId)],
);

/**
 * A username someone gave up, held for its former owner for a while (USERNAME_HOLD_DAYS): its
 * old addresses answer 301 to the new ones, and nobody else may take it until `heldUntil`.
 */
export const usernameHolds = sqliteTable('username_holds', {
  username: text('username').primaryKey(),
  /** Null once its owner deleted their account: the name stays held for nobody until `heldUntil`. */
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  heldUntil: timestamp('held_until').notNull(),
});

/**
 * A person's data export (/me/export): built by the jobs queue into a ZIP in R2 (`exports/{id}.zip`),
 * whose link, mailed to them, works for EXPORT_LINK_HOURS.
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    status: text('status', { enum: ['QUEUED', 'READY', 'FAILED'] }).notNull(),
    readyAt: timestamp('ready_at'),
    expiresAt: timestamp('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [index('data_exports_user_idx').on(table.userId, table.createdAt)],
);
