/**
 * docs/spec-checklist.md 3 §5: strip accents, lowercase, keep a-z, 0-9 and spaces, join words with hyphens.
 * A post's uniqueSlug is this slug of its title followed by its id.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .split(/ +/)
    .filter(Boolean)
    .join('-');
}

export const uniqueSlug = (title: string, postId: string): string => {
  const slug = slugify(title);
  return slug ? `${slug}-${postId}` : postId;
};
