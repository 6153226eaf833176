import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idList } from '../db/id-list.ts';
import { catalogClaps, catalogItems, catalogs } from '../db/schema/index.ts';

export interface CatalogItemRow {
  readonly catalogItemId: string;
  readonly catalogId: string;
  readonly entityType: 'POST' | 'CATALOG';
  readonly entityId: string;
  readonly note: string;
  readonly position: number;
}

export interface CatalogItemPage {
  readonly items: readonly CatalogItemRow[];
  readonly hasMore: boolean;
}

/**
 * A page of items for each of several lists in one query (a window per list), in the order the
 * owner gave them; archived reading-list items are left out. `after` is the last position shown.
 */
export async function listCatalogItemPages(
  db: Database,
  catalogIds: readonly string[],
  options: { readonly after: number; readonly limit: number },
): Promise<Map<string, CatalogItemPage>> {
  const rows = await db.all<{
    catalog_item_id: string;
    catalog_id: string;
    entity_type: 'POST' | 'CATALOG';
    entity_id: string;
    note: string;
    position: number;
  }>(sql`
    select catalog_item_id, catalog_id, entity_type, entity_id, note, position from (
      select *, row_number() over (partition by ${catalogItems.catalogId} order by ${catalogItems.position}) as rank
      from ${catalogItems}
      where ${catalogItems.catalogId} in (${idList(catalogIds)}) and ${catalogItems.archived} = 0 and ${catalogItems.position} > ${options.after}
    ) where rank <= ${options.limit + 1}
    order by catalog_id, position`);
  const pages = new Map<string, CatalogItemPage>();
  for (const catalogId of catalogIds) {
    const mine = rows.filter((row) => row.catalog_id === catalogId);
    pages.set(catalogId, {
      hasMore: mine.length > options.limit,
      items: mine.slice(0, options.limit).map((row) => ({
        catalogItemId: row.catalog_item_id,
        catalogId: row.catalog_id,
        entityType: row.entity_type,
        entityId: row.entity_id,
        note: row.note,
        position: row.position,
      })),
    });
  }
  return pages;
}

/** The latest people to clap for each of several lists, in one query. */
export async function listCatalogClappers(
  db: Database,
  catalogIds: readonly string[],
  limit: number,
): Promise<Map<string, string[]>> {
  const rows = await db.all<{ catalog_id: string; user_id: string }>(sql`
    select catalog_id, user_id from (
      select ${catalogClaps.catalogId} as catalog_id, ${catalogClaps.userId} as user_id,
        row_number() over (partition by ${catalogClaps.catalogId} order by ${catalogClaps.updatedAt} desc) as rank
      from ${catalogClaps} where ${catalogClaps.catalogId} in (${idList(catalogIds)})
    ) where rank <= ${limit}
    order by catalog_id, rank`);
  return new Map(catalogIds.map((id) => [id, rows.filter((row) => row.catalog_id === id).map((row) => row.user_id)]));
}

/** How many stories each list holds (archived reading-list items not counted), in one query. */
export async function countCatalogPosts(db: Database, catalogIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.all<{ catalog_id: string; n: number }>(sql`
    select ${catalogItems.catalogId} as catalog_id, count(*) as n from ${catalogItems}
    where ${catalogItems.catalogId} in (${idList(catalogIds)}) and ${catalogItems.archived} = 0 and ${catalogItems.entityType} = 'POST'
    group by ${catalogItems.catalogId}`);
  return new Map(rows.map((row) => [row.catalog_id, row.n]));
}

/** The lists with these ids (those that exist). */
export const catalogsByIds = (db: Database, ids: readonly string[]) =>
  db
    .select()
    .from(catalogs)
    .where(inArray(catalogs.id, [...ids]));

/** A public list named as list addresses name it ("{slug}-{id}"), or by its slug or id alone; the newest such. */
export const publicCatalogNamed = (db: Database, name: string) =>
  db
    .select()
    .from(catalogs)
    .where(
      and(
        eq(catalogs.visibility, 'PUBLIC'),
        eq(catalogs.isSuspended, false),
        or(sql`${catalogs.slug} || '-' || ${catalogs.id} = ${name}`, eq(catalogs.id, name), eq(catalogs.slug, name)),
      ),
    )
    .orderBy(desc(catalogs.updatedAt))
    .get();
