import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { collections, posts, users } from '../db/schema/index.ts';

/**
 * The Medium id an old Medium address names: `/p/{id}`, or a story's slug ending in `-{id}`
 * (`/@user/slug-{id}` on medium.com, `/slug-{id}` on a writer's own domain there).
 */
const mediumId = (path: string): string | null =>
  path.match(/^\/p\/([0-9a-f]{8,})\/?$/)?.[1] ?? path.match(/-([0-9a-f]{8,})\/?$/)?.[1] ?? null;

/** A path with its escapes read (a WordPress slug may hold any letter); as it came when they are malformed. */
const readablePath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** A path as it may have been written, with and without its closing slash. */
const spellings = (path: string): string[] => {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return [bare, `${bare}/`];
};

/** Whose domain it is: a writer's (their own stories) or a publication's (the stories it published). */
export type DomainOwner = { readonly username: string } | { readonly collectionSlug: string };

/**
 * Where an old address on a moved domain now leads: the imported story it named on Medium (by its
 * id), Substack (`/p/{slug}`), Ghost (`/{slug}/`) or WordPress (its dated path), published and not
 * deleted, at its address on this domain, a writer's or a publication's. Asked only when the page
 * would be a 404 on such a domain, so it costs nothing elsewhere.
 */
export async function importedAddressTarget(db: Database, owner: DomainOwner, url: URL): Promise<string | null> {
  const path = readablePath(url.pathname);
  const id = mediumId(path);
  const named = or(inArray(posts.importPath, spellings(path)), id ? eq(posts.importKey, `medium:${id}`) : undefined);
  const live = and(isNotNull(posts.firstPublishedAt), isNull(posts.deletedAt), named);
  const [story] =
    'username' in owner
      ? await db
          .select({ slug: posts.uniqueSlug })
          .from(posts)
          .innerJoin(users, eq(users.id, posts.creatorId))
          .where(and(eq(users.username, owner.username), live))
          .limit(1)
      : await db
          .select({ slug: posts.uniqueSlug })
          .from(posts)
          .innerJoin(collections, eq(collections.id, posts.collectionId))
          .where(and(eq(collections.slug, owner.collectionSlug), eq(posts.statusForCollection, 'APPROVED'), live))
          .limit(1);
  return story ? `${url.origin}/${encodeURIComponent(story.slug)}` : null;
}
