/**
 * Cache tags are attribution fields (docs/spec-checklist.md 2 §3's attribution source: name, userId, collectionId,
 * postId, catalogId, topicId; with the tag slug and the host besides) written `field-value`.
 * Hyphens inside values become underscores (docs/spec-checklist.md 2 §4), so the first hyphen always ends the
 * field's name. A page is tagged with what it shows; a change purges the tags of what it touched.
 */
export interface Attribution {
  readonly name?: string;
  readonly userId?: string | null;
  readonly collectionId?: string | null;
  readonly postId?: string | null;
  readonly catalogId?: string | null;
  readonly topicId?: string | null;
  readonly tagSlug?: string | null;
  readonly host?: string;
  /**
   * Not a tag: the writer (a userId) whose tag every change to this entity's own page also
   * purges (a story's edits and deletion, a list's changes). Pages over the tag bound are
   * tagged with that writer instead of each entity.
   */
  readonly coveredBy?: string;
}

const FIELDS = ['name', 'host', 'postId', 'userId', 'collectionId', 'tagSlug', 'topicId', 'catalogId'] as const;

/** The tags of some attributions, each once, in a stable order. */
export function cacheTags(attributions: readonly Attribution[]): string[] {
  const tags = new Set<string>();
  for (const attribution of attributions) {
    for (const field of FIELDS) {
      const value = attribution[field];
      if (value) tags.add(`${field}-${value.toLowerCase().replaceAll('-', '_')}`);
    }
  }
  return [...tags];
}

type EntityField = Exclude<(typeof FIELDS)[number], 'name' | 'host'>;

/**
 * Entities by their GraphQL type name: what a page that shows one of them is tagged with, and
 * the field of the object that holds its id (`id`, but for a sequence's part, which names a story).
 */
const ENTITY_FIELD: ReadonlyMap<unknown, readonly [EntityField, string]> = new Map([
  ['Post', ['postId', 'id']],
  ['SequencePart', ['postId', 'postId']],
  ['User', ['userId', 'id']],
  ['Collection', ['collectionId', 'id']],
  ['Tag', ['tagSlug', 'id']],
  ['Topic', ['topicId', 'id']],
  ['Catalog', ['catalogId', 'id']],
]);

/**
 * Every entity a page's data names (objects carry __typename, as the page query asks for it):
 * the story, its writer, publication and tags, and every card, byline and avatar besides.
 */
export function entityAttributions(data: unknown): Attribution[] {
  const found: Attribution[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const [field, idKey] = ENTITY_FIELD.get(record['__typename']) ?? [];
    const id = idKey && record[idKey];
    const creator = record['creator'];
    const creatorId =
      creator !== null && typeof creator === 'object' ? (creator as Record<string, unknown>)['id'] : undefined;
    const coveredBy =
      (field === 'postId' || field === 'catalogId') && typeof creatorId === 'string' ? { coveredBy: creatorId } : {};
    if (field && typeof id === 'string') found.push({ [field]: id, ...coveredBy });
    // a loop, not Object.values: a story page visits a few hundred records, each an array less;
    // and only into objects, its thousands of strings and numbers never named an entity
    for (const key in record) {
      const inner = record[key];
      if (inner !== null && typeof inner === 'object') visit(inner);
    }
  };
  visit(data);
  return found;
}

/**
 * How many tags one page carries at most: the Cache-Tag header and the tag index stay small
 * however many cards a page lists.
 */
export const MAX_PAGE_TAGS = 64;

/**
 * A page's tags: its own (kind, host, subject) and those of everything it shows. A page naming
 * more than MAX_PAGE_TAGS tags its stories and lists by their writers instead (every edit or
 * deletion of them purges the writer too; counts on such cards may then wait for the copy to
 * expire). Null when even that is too many: such a page is not stored.
 */
export function pageTags(own: readonly Attribution[], shown: readonly Attribution[]): string[] | null {
  const every = cacheTags([...own, ...shown]);
  if (every.length <= MAX_PAGE_TAGS) return every;
  const byWriter = cacheTags([
    ...own,
    ...shown.map((entity) => (entity.coveredBy ? { userId: entity.coveredBy } : entity)),
  ]);
  return byWriter.length <= MAX_PAGE_TAGS ? byWriter : null;
}

/** Cloudflare reads tags from a comma-separated header. */
export const cacheTagHeader = (tags: readonly string[]): string => tags.join(',');

/** What a change to a story touches: its own page and every list it appears on or joins. */
export interface PostAttribution {
  readonly id: string;
  readonly creatorId: string;
  readonly collectionId: string | null;
  readonly tagSlugs: readonly string[];
  readonly topicId: string | null;
}

/** The home page lists the latest stories, so a story's change reaches it too. */
export const postChangeTags = (posts: readonly PostAttribution[]): string[] =>
  cacheTags([
    { name: 'ShowHome' },
    ...posts.flatMap((post) => [
      { postId: post.id, userId: post.creatorId, collectionId: post.collectionId, topicId: post.topicId },
      ...post.tagSlugs.map((tagSlug) => ({ tagSlug })),
    ]),
  ]);
