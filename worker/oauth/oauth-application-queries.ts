import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oauthApplications } from '../db/schema/index.ts';

/** Whether the application was registered for Medium's API, whose clients ask for access without PKCE. */
export async function isMediumCompatible(db: Database, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ mediumCompatible: oauthApplications.mediumCompatible })
    .from(oauthApplications)
    .where(eq(oauthApplications.clientId, clientId));
  return row?.mediumCompatible ?? false;
}
