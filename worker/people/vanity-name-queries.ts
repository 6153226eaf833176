import { eq } from 'drizzle-orm';
import { link, type Params } from '../../shared/routes/index.ts';
import type { TableMode } from '../../shared/routes/route-definition.ts';
import type { Database } from '../db/client.ts';
import { tags } from '../db/schema/index.ts';

/**
 * /s/{name}, an editorial vanity address of docs/spec-checklist.md 3 §2 that has the shape of a sequence's
 * address (/s/{sequenceSlug}), so the router cannot tell them apart: a name that is no sequence
 * leads to the tag of that name, as the named /s/ vanity addresses do. Null when there is none.
 */
export async function vanityNameTarget(
  db: Database,
  page: { routeName: string; params: Params; table: TableMode },
  url: URL,
): Promise<string | null> {
  const name = page.params['sequenceSlug'];
  if (page.routeName !== 'ShowSequence' || page.table !== 'default' || !name) return null;
  const [tag] = await db.select({ slug: tags.slug }).from(tags).where(eq(tags.slug, name));
  return tag ? link('ShowTagPosts', { tagSlug: tag.slug }) + url.search : null;
}
