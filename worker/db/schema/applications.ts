import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';
import { users } from './users.ts';

/**
 * Who registered each OAuth application. The application itself (name, addresses, hashed secret)
 * lives where the OAuth library keeps it, in OAUTH_KV; this is what lists a writer's own.
 */
export const oauthApplications = sqliteTable(
  'oauth_applications',
  {
    clientId: text('client_id').primaryKey(),
    ownerId: cascadingReference('owner_id', () => users.id),
    /** Registered for Medium's API: its clients ask for access without PKCE, which others must send (docs/api.md). */
    mediumCompatible: flag('medium_compatible'),
    createdAt: createdAt(),
  },
  (table) => [index('oauth_applications_owner_idx').on(table.ownerId)],
);

/**
 * A writer's integration token for the public API (settings → Security and apps): a bearer
 * credential for their own scripts, as Medium's. Only its SHA-256 is kept; the token is shown once.
 */
export const integrationTokens = sqliteTable(
  'integration_tokens',
  {
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    description: text('description').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at'),
  },
  (table) => [index('integration_tokens_user_idx').on(table.userId)],
);

/**
 * Refresh tokens already exchanged (RFC 9700 §4.14): each may be spent once, and one shown again
 * revokes its grant, since either the application or a thief holds a copy. Kept by hash.
 */
export const spentRefreshTokens = sqliteTable('spent_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  spentAt: timestamp('spent_at').notNull(),
});
