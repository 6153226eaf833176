import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collectionRoles, collections } from '../db/schema/index.ts';

/** The publications a person made, and those they hold one of `roles` in, by name. */
export async function memberCollections(db: Database, userId: string, roles: readonly ('EDITOR' | 'WRITER')[]) {
  const rows = await db
    .selectDistinct({ collection: collections })
    .from(collections)
    .leftJoin(
      collectionRoles,
      and(
        eq(collectionRoles.collectionId, collections.id),
        eq(collectionRoles.userId, userId),
        inArray(collectionRoles.role, [...roles]),
      ),
    )
    .where(or(eq(collections.creatorId, userId), eq(collectionRoles.userId, userId)))
    .orderBy(collections.name);
  return rows.map((row) => row.collection);
}
