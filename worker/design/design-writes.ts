import { eq } from 'drizzle-orm';
import type { Design } from '../../shared/design/design.ts';
import type { Database } from '../db/client.ts';
import { collectionDesigns, collections, userDesigns, users } from '../db/schema/index.ts';

/** Saves a writer's profile design and whether readers see it, as one change. */
export const saveUserDesign = (db: Database, userId: string, design: Design, visible: boolean, now: Date) =>
  db.batch([
    db
      .insert(userDesigns)
      .values({ userId, design, updatedAt: now })
      .onConflictDoUpdate({ target: userDesigns.userId, set: { design, updatedAt: now } }),
    db.update(users).set({ isAuroraVisible: visible }).where(eq(users.id, userId)),
  ]);

/** Saves a publication's design; its navigation goes to the publication's own list. */
export function saveCollectionDesign(
  db: Database,
  collectionId: string,
  { navigation, ...design }: Design,
  visible: boolean,
  now: Date,
) {
  return db.batch([
    db
      .insert(collectionDesigns)
      .values({ collectionId, design, updatedAt: now })
      .onConflictDoUpdate({ target: collectionDesigns.collectionId, set: { design, updatedAt: now } }),
    db
      .update(collections)
      .set({ isAuroraVisible: visible, navigation: [...navigation] })
      .where(eq(collections.id, collectionId)),
  ]);
}
