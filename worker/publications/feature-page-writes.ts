import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collectionFeaturePages } from '../db/schema/index.ts';

/** What a feature page says: its address, title, the tag it gathers and its description. */
interface FeaturePageFields {
  readonly slug: string;
  readonly title: string;
  readonly tagSlug: string;
  readonly description: string;
}

const atAddress = (collectionId: string, slug: string) =>
  and(eq(collectionFeaturePages.collectionId, collectionId), eq(collectionFeaturePages.slug, slug));

/** A publication's feature pages, oldest first. */
export const featurePagesOf = (db: Database, collectionId: string) =>
  db
    .select()
    .from(collectionFeaturePages)
    .where(eq(collectionFeaturePages.collectionId, collectionId))
    .orderBy(asc(collectionFeaturePages.createdAt), asc(collectionFeaturePages.slug));

/** The feature page at an address of the publication, whatever its case; null when there is none. */
export const featurePageOf = async (db: Database, collectionId: string, slug: string) =>
  (await db.select().from(collectionFeaturePages).where(atAddress(collectionId, slug.toLowerCase())).get()) ?? null;

export const featurePageCount = async (db: Database, collectionId: string): Promise<number> =>
  (
    await db
      .select({ pages: count() })
      .from(collectionFeaturePages)
      .where(eq(collectionFeaturePages.collectionId, collectionId))
      .get()
  )?.pages ?? 0;

/** A new feature page; undefined when the publication already has one at that address. */
export const newFeaturePage = (db: Database, collectionId: string, fields: FeaturePageFields, now: Date) =>
  db
    .insert(collectionFeaturePages)
    .values({
      collectionId,
      slug: fields.slug,
      title: fields.title,
      tagSlug: fields.tagSlug,
      description: fields.description,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
    .get();

/** Changes a feature page's title, tag and description (its address stays). */
export const updateFeaturePage = (db: Database, collectionId: string, slug: string, fields: FeaturePageFields) =>
  db
    .update(collectionFeaturePages)
    .set({ title: fields.title, tagSlug: fields.tagSlug, description: fields.description })
    .where(atAddress(collectionId, slug))
    .returning()
    .get();

/** Removes a feature page; the page removed, or undefined when there was none. */
export const deleteFeaturePage = (db: Database, collectionId: string, slug: string) =>
  db.delete(collectionFeaturePages).where(atAddress(collectionId, slug)).returning().get();
