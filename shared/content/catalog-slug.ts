import { slugify } from './slug.ts';

/** List names: what a reader would type in the "New list" dialog. */
export const MAX_CATALOG_NAME = 60;
export const MAX_CATALOG_DESCRIPTION = 280;

/**
 * The {catalogSlugId} of list addresses: `{slug}-{id}` for a reader's own lists; the predefined
 * reading list is `reading-list`, and `highlights` is the reader's highlights (docs/spec-checklist.md 3 §2 link shapes).
 */
export type CatalogAddress =
  | { readonly kind: 'reading-list' }
  | { readonly kind: 'highlights' }
  | { readonly kind: 'list'; readonly id: string };

const LIST_ID = /^[0-9a-f]{12}$/;

export function parseCatalogSlugId(value: string): CatalogAddress | null {
  if (value === 'reading-list') return { kind: 'reading-list' };
  if (value === 'highlights') return { kind: 'highlights' };
  const id = value.slice(value.lastIndexOf('-') + 1);
  return LIST_ID.test(id) ? { kind: 'list', id } : null;
}

export const catalogSlugId = (catalog: { id: string; slug: string; predefined: string | null }): string =>
  catalog.predefined === 'reading-list' ? 'reading-list' : catalog.slug ? `${catalog.slug}-${catalog.id}` : catalog.id;

export const catalogSlug = (name: string): string => slugify(name).slice(0, 60).replace(/-+$/, '');

/** Why a list's name or description cannot be saved, or null. */
export function catalogFieldsError(fields: { name: string; description: string }): string | null {
  const name = fields.name.trim();
  if (!name) return 'Give your list a name.';
  if (name.length > MAX_CATALOG_NAME) return `List names can be up to ${MAX_CATALOG_NAME} characters.`;
  if (fields.description.trim().length > MAX_CATALOG_DESCRIPTION)
    return `Descriptions can be up to ${MAX_CATALOG_DESCRIPTION} characters.`;
  return null;
}
