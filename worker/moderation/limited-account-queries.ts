import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { follows, users } from '../db/schema/index.ts';

/**
 * Whether a story or response by `creatorId` reaches a reader: a limited account's writing
 * reaches only the account itself and its followers (docs/trust-and-safety.md, "Moderators").
 * An anonymous reader (null) reaches no limited account's writing. A primary-key look-up per
 * row, so it costs nothing where no one is limited.
 */
export function reachesReader(creatorId: SQLWrapper, readerId: string | null): SQL {
  const unlimited = sql`not exists (select 1 from ${users} lu where lu.id = ${creatorId} and lu.is_limited = 1)`;
  if (readerId === null) return unlimited;
  return sql`(${unlimited} or ${creatorId} = ${readerId} or exists (select 1 from ${follows} lf where lf.follower_id = ${readerId} and lf.followed_id = ${creatorId}))`;
}
