import { and, eq } from 'drizzle-orm';
import type { SocialProviderName } from '../auth/social-providers.ts';
import type { Database } from '../db/client.ts';
import { userIdentities, users } from '../db/schema/index.ts';

export const findUserByIdentity = async (db: Database, provider: SocialProviderName, subject: string) =>
  (
    await db
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .get()
  )?.user;

export const linkIdentity = (db: Database, provider: SocialProviderName, subject: string, userId: string) =>
  db.insert(userIdentities).values({ provider, subject, userId }).onConflictDoNothing();
