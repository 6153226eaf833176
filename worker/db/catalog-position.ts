import { sql } from 'drizzle-orm';
import { catalogItems } from './schema/index.ts';

/** The position after a list's last item, computed in the insert itself so two saves cannot share one. */
export const nextPosition = (catalogId: string) => sql`(select coalesce(max(${catalogItems.position}), 0) + 1 from ${catalogItems} where ${catalogItems.catalogId} = ${catalogId})`;
