import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaResources } from '../db/schema/index.ts';

/** The address an embedded link's id stands for; null when there is none. */
export async function mediaResourceHref(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ href: mediaResources.href }).from(mediaResources).where(eq(mediaResources.id, id));
  return row?.href ?? null;
}
