import { slugify } from '../content/slug.ts';
import { ROUTES } from '../routes/route-table.ts';

/** First path segments the route table already uses: a publication there could never be reached. */
const TAKEN = new Set(
  ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment !== '' && !segment.includes('{')),
);

const MIN = 2;
const MAX = 50;

/**
 * A new publication's address, /{slug}: the slug rule of docs/spec-checklist.md 3 §5 applied to what the creator
 * chose (or the name), refused when the route table owns it.
 */
export function publicationSlug(wanted: string): { slug: string } | { error: string } {
  // an address typed with hyphens keeps them where the words were
  const slug = slugify(wanted.replace(/[-_]+/g, ' '));
  if (slug.length < MIN || slug.length > MAX)
    return { error: `A publication's address needs ${MIN} to ${MAX} letters or digits.` };
  if (TAKEN.has(slug)) return { error: `The address /${slug} is reserved. Choose another.` };
  return { slug };
}
