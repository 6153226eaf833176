import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idList } from '../db/id-list.ts';
import { blocks, catalogs, collectionRoles, collections, posts, userMutes } from '../db/schema/index.ts';
import { reachesReader } from '../moderation/index.ts';

/** What responses answer: a story or a list. */
export type ResponseParentKind = 'post' | 'catalog';
export type ResponseSort = 'MOST_RELEVANT' | 'NEWEST';

export interface ResponsePage {
  readonly ids: readonly string[];
  readonly hasMore: boolean;
  /** Every response the viewer may see on the parent, not only this page. */
  readonly total: number;
}

const ORDER: Record<ResponseSort, SQL> = {
  MOST_RELEVANT: sql`r.clap_count desc, r.created_at asc, r.id asc`,
  NEWEST: sql`r.created_at desc, r.id desc`,
};

/**
 * The parent's column on a response, the table holding the parent's owner, and who else
 * moderates its responses: a story's publication's creator and editors; nobody for a list.
 */
const PARENT: Record<ResponseParentKind, { column: SQL; owners: SQL; moderatedBy: (viewer: string) => SQL }> = {
  post: {
    column: sql`r.in_response_to_post_id`,
    owners: sql`${posts}`,
    moderatedBy: (viewer) => sql`exists (
      select 1 from ${collections} c where c.id = o.collection_id
        and (c.creator_id = ${viewer} or exists (select 1 from ${collectionRoles} cr where cr.collection_id = c.id and cr.user_id = ${viewer} and cr.role = 'EDITOR')))`,
  },
  catalog: { column: sql`r.in_response_to_catalog_id`, owners: sql`${catalogs}`, moderatedBy: () => sql`0` },
};

/**
 * One page of responses for each of several parents, in one query (a window per parent), so
 * threads cost one D1 round trip per level of nesting. Readers see published responses; a hidden
 * one only its writer and those who may hide it (the parent's owner, a story's publication's
 * editors) see; responses by people the viewer mutes or blocks, or who
 * block the viewer, are left out.
 */
export async function listResponsePages(
  db: Database,
  kind: ResponseParentKind,
  parentIds: readonly string[],
  options: {
    readonly viewerId: string | null;
    readonly sort: ResponseSort;
    readonly offset: number;
    readonly limit: number;
  },
): Promise<Map<string, ResponsePage>> {
  if (parentIds.length === 0) return new Map();
  const { column, owners, moderatedBy } = PARENT[kind];
  const viewer = options.viewerId ?? '';
  const rows = await db.all<{ id: string; parent: string; rank: number; total: number }>(sql`
    select id, parent, rank, total from (
      select r.id as id, ${column} as parent,
        row_number() over (partition by ${column} order by ${ORDER[options.sort]}) as rank,
        count(*) over (partition by ${column}) as total
      from ${posts} r join ${owners} o on o.id = ${column}
      where ${column} in (${idList(parentIds)})
        and r.first_published_at is not null and r.deleted_at is null and r.is_suspended = 0
        and ${reachesReader(sql`r.creator_id`, options.viewerId)}
        and (r.is_hidden_on_parent = 0 or o.creator_id = ${viewer} or r.creator_id = ${viewer} or ${moderatedBy(viewer)})
        and r.creator_id not in (select ${userMutes.mutedId} from ${userMutes} where ${userMutes.muterId} = ${viewer})
        and r.creator_id not in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewer})
        and r.creator_id not in (select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewer})
    ) where rank > ${options.offset} and rank <= ${options.offset + options.limit + 1}
    order by parent, rank`);
  const pages = new Map<string, ResponsePage>();
  for (const parentId of parentIds) {
    const mine = rows.filter((row) => row.parent === parentId);
    pages.set(parentId, {
      ids: mine.slice(0, options.limit).map((row) => row.id),
      hasMore: mine.length > options.limit,
      total: mine[0]?.total ?? 0,
    });
  }
  return pages;
}

/** Who has replied to each of these responses (published replies only), in one query. */
export async function repliersOf(db: Database, responseIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const repliers = new Map(responseIds.map((id) => [id, new Set<string>()]));
  if (responseIds.length === 0) return repliers;
  const rows = await db.all<{ id: string; creator_id: string }>(sql`
    select distinct in_response_to_post_id as id, creator_id from ${posts}
    where in_response_to_post_id in (${idList(responseIds)}) and first_published_at is not null and deleted_at is null`);
  for (const row of rows) repliers.get(row.id)?.add(row.creator_id);
  return repliers;
}
