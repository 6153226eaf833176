import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';
import { users } from './users.ts';

/** A passkey or security key of an account (WebAuthn): what verifies its signatures, and what the owner calls it. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential's id, base64url, as the browser names it. */
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen; a key that reports one that does not grow may be a clone. */
    counter: integer('counter').notNull().default(0),
    /** How the browser reaches it (usb, nfc, internal, hybrid…), as a JSON list. */
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull(),
    /** Synced between the owner's devices (a passkey) rather than bound to one (a security key). */
    backedUp: flag('backed_up'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at'),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * A challenge handed out for one passkey ceremony: used once, within minutes, for the purpose
 * (and, but for sign-in, the account) it was made for.
 */
export const passkeyChallenges = sqliteTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'confirm', 'second-factor'] }).notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at').notNull(),
});
