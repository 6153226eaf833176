import type { D1Client } from '../db/wrap-d1.ts';
import type { SearchIndexKind } from '../../shared/search/index-names.ts';
import { queryWords } from '../../shared/search/highlight.ts';
import { ftsQuery, type SearchRequest } from './search-request.ts';
import { LOCKED_PREVIEW_PARAGRAPHS } from '../stories/index.ts';

/** How one index is searched: its rows, what readers may find, its ranking and what a hit shows. */
export interface IndexPlan {
  readonly fts: string;
  /** The rows, aliased `t`, what they join, and the conditions every search applies. */
  readonly table: string;
  readonly joins: string;
  readonly where: readonly string[];
  /** docs/spec-checklist.md 3 §6: what viewers without can_view_unfiltered_search are limited to. */
  readonly highQuality: readonly string[];
  /** What a match is strongest in: a word of the query in it counts most (titles, names). */
  readonly headline: string;
  /** After match strength: popular items first. */
  readonly popularity: string;
  readonly select: string;
  readonly objectId: string;
  readonly filterColumns: Readonly<Record<string, string>>;
  /** The hit's attributes `_highlightResult` marks. */
  readonly highlighted: readonly string[];
  /** The attribute `_snippetResult` cuts around its first match, selected for that alone. */
  readonly snippeted?: string;
}

export const PLANS: Readonly<Record<SearchIndexKind, IndexPlan>> = {
  posts: {
    fts: 'posts_fts',
    table: 'posts t',
    joins: ' join users u on u.id = t.creator_id',
    // published stories readers can reach from a search: public and members-only, never drafts,
    // unlisted, responses, deleted or suspended ones, or those of deleted, suspended or limited writers
    where: [
      't.first_published_at is not null',
      't.deleted_at is null',
      "t.visibility in ('PUBLIC', 'LOCKED')",
      't.in_response_to_post_id is null',
      't.in_response_to_catalog_id is null',
      't.is_suspended = 0',
      'u.deleted_at is null',
      'u.is_suspended = 0',
      // a limited account's stories reach its followers, not searchers
      'u.is_limited = 0',
    ],
    highQuality: ['u.is_high_quality = 1'],
    headline: 't.title',
    popularity: 't.clap_count desc, t.latest_published_at desc',
    // the body a snippet is cut from is the free preview's paragraphs, which every reader may see
    // (members-only stories included, as lockedPreview cuts them): a search never shows what the paywall keeps
    select: `t.id as postId, t.title as title, t.latest_published_at as latestPublishedAt,
      (select group_concat(json_extract(p.value, '$.text'), ' ') from json_each(t.content, '$.paragraphs') p where cast(p.key as integer) < case when t.visibility = 'LOCKED' then min(${LOCKED_PREVIEW_PARAGRAPHS}, json_array_length(t.content, '$.paragraphs') - 1) else ${LOCKED_PREVIEW_PARAGRAPHS} end) as body`,
    objectId: 'postId',
    filterColumns: { collectionId: 't.collection_id', creatorId: 't.creator_id' },
    highlighted: ['title'],
    snippeted: 'body',
  },
  users: {
    fts: 'users_fts',
    table: 'users t',
    joins: '',
    where: ['t.deleted_at is null', 't.is_suspended = 0'],
    highQuality: ['t.is_high_quality = 1', "t.user_type <> 'Author'"],
    headline: "t.name || ' ' || t.username",
    popularity: 't.follower_count desc',
    select: 't.id as userId, t.username as username, t.name as name, t.image_id as imageId',
    objectId: 'userId',
    filterColumns: {},
    highlighted: ['name', 'username'],
  },
  collections: {
    fts: 'collections_fts',
    table: 'collections t',
    joins: '',
    // a publication moderators hid is its editors' alone
    where: ['t.is_suspended = 0'],
    highQuality: [],
    headline: 't.name',
    popularity: 't.follower_count desc',
    select: 't.id as collectionId, t.name as name, t.avatar_image_id as imageId',
    objectId: 'collectionId',
    filterColumns: {},
    highlighted: ['name'],
  },
  tags: {
    fts: 'tags_fts',
    table: 'tags t',
    joins: '',
    // docs/spec-checklist.md 1 §9: tags only when they have at least one story
    where: ['t.post_count >= 1'],
    highQuality: [],
    headline: 't.display_title',
    popularity: 't.post_count desc',
    select: 't.slug as tagSlug, t.display_title as displayText',
    objectId: 'tagSlug',
    filterColumns: {},
    highlighted: ['displayText'],
  },
};

/**
 * A query considers at most this many matches, the newest first (FTS5 walks its lists by rowid
 * and stops there), and ranks only those: the cost of a search is bounded however large the
 * corpus grows, and exact for any query with fewer matches, as a search box's queries soon are.
 * Ranking is how many of the query's words the headline (title, name) holds, then popularity:
 * bm25 would count every match in the corpus on each query.
 */
export const SEARCH_CANDIDATES = 500;

/** The two statements (the page of hits, the count) one request needs. */
function statements(
  db: D1Client,
  request: SearchRequest,
  filtered: boolean,
): [D1PreparedStatement, D1PreparedStatement] {
  const plan = PLANS[request.index];
  const match = ftsQuery(request.query);
  const where = [...plan.where, ...(filtered ? plan.highQuality : [])];
  const filterBindings: unknown[] = [];
  for (const filter of request.filters) {
    where.push(`${plan.filterColumns[filter.attribute]} = ?`);
    filterBindings.push(filter.value);
  }
  const condition = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  if (match === null) {
    const from = `${plan.table}${plan.joins}`;
    return [
      db
        .prepare(`select ${plan.select} from ${from}${condition} order by ${plan.popularity} limit ? offset ?`)
        .bind(...filterBindings, request.hitsPerPage, request.page * request.hitsPerPage),
      db.prepare(`select count(*) as total, 0 as capped from ${from}${condition}`).bind(...filterBindings),
    ];
  }
  const words = queryWords(request.query);
  const strength = words.map(() => `(instr(lower(${plan.headline}), ?) > 0)`).join(' + ');
  const candidates = `select rowid from ${plan.fts} where ${plan.fts} match ? order by rowid desc limit ${SEARCH_CANDIDATES}`;
  // CROSS JOIN keeps the candidates first: SQLite would otherwise walk the table by an index
  // every row passes (no response, say) and probe the candidates, which costs the whole table.
  const from = `(${candidates}) c cross join ${plan.table} on t.rowid = c.rowid${plan.joins}`;
  return [
    db
      .prepare(
        `select ${plan.select} from ${from}${condition} order by ${strength} desc, ${plan.popularity} limit ? offset ?`,
      )
      .bind(match, ...filterBindings, ...words, request.hitsPerPage, request.page * request.hitsPerPage),
    db
      .prepare(
        `select count(*) as total, (select count(*) from (${candidates})) = ${SEARCH_CANDIDATES} as capped from ${from}${condition}`,
      )
      .bind(match, match, ...filterBindings),
  ];
}

/**
 * Every request's page of hits and its count, in one round trip to D1. `filtered` applies the
 * high-quality filter of docs/spec-checklist.md 3 §6.
 */
export const searchRows = (db: D1Client, requests: readonly SearchRequest[], filtered: boolean) =>
  db.batch<Record<string, unknown>>(requests.flatMap((request) => statements(db, request, filtered)));
