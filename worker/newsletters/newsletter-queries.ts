import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  collections,
  emailSubscribers,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  newsletters,
  posts,
  users,
} from '../db/schema/index.ts';
import { COLLECTION_ADDRESS_COLUMNS, USER_ADDRESS_COLUMNS } from '../db/address-columns.ts';

/**
 * The stories a newsletter has mailed, newest first, that anyone may still read on the site
 * (published, not deleted, not unlisted); e-mail-only issues stay in the inbox.
 */
export async function mailedStoryIds(db: Database, newsletterId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ postId: posts.id, mailedAt: newsletterIssues.createdAt })
    .from(newsletterIssues)
    .innerJoin(
      newsletterDeliveries,
      and(eq(newsletterDeliveries.issueId, newsletterIssues.id), eq(newsletterDeliveries.newsletterId, newsletterId)),
    )
    .innerJoin(posts, eq(posts.id, newsletterIssues.postId))
    .where(and(isNotNull(posts.firstPublishedAt), isNull(posts.deletedAt), ne(posts.visibility, 'UNLISTED')))
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(limit);
  return rows.map((row) => row.postId);
}

/** Those stories with what their addresses need (writer and publication), in the order given. */
export async function storiesForAddresses(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      post: {
        id: posts.id,
        title: posts.title,
        uniqueSlug: posts.uniqueSlug,
        firstPublishedAt: posts.firstPublishedAt,
        visibility: posts.visibility,
      },
      creator: { ...USER_ADDRESS_COLUMNS, name: users.name },
      collection: COLLECTION_ADDRESS_COLUMNS,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(inArray(posts.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.post.id === id));
}

export const newsletterById = async (db: Database, id: string) =>
  (await db.select().from(newsletters).where(eq(newsletters.id, id)).get()) ?? null;

export const subscriberById = (db: Database, id: string) =>
  db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();

/** The subscriber with this address, already normalized. */
export const subscriberByEmail = (db: Database, email: string) =>
  db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();

/** How many addresses are in one state on a newsletter: ACTIVE ones get it. */
export const subscriberCount = async (
  db: Database,
  newsletterId: string,
  state: 'ACTIVE' | 'PENDING' | 'UNSUBSCRIBED',
): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.newsletterId, newsletterId), eq(newsletterSubscriptions.state, state)))
      .get()
  )?.n ?? 0;

/** A publication's newsletter; a publication has one (the specification: Collection.newsletterV3). */
export const newsletterOfCollection = async (db: Database, collectionId: string) =>
  (await db.select().from(newsletters).where(eq(newsletters.collectionId, collectionId)).get()) ?? null;

/** One mailing of a newsletter (a story, or an e-mail-only issue) and how it did. */
export interface IssueStats {
  readonly id: string;
  readonly subject: string;
  readonly postId: string | null;
  readonly createdAt: number;
  readonly sent: number;
  readonly opened: number;
  readonly clicked: number;
}

/** The newsletter's issues with their counts, in one query: its own e-mail-only issues and the stories it carried. */
export const issueStats = (db: Database, newsletterId: string, limit: number): Promise<IssueStats[]> =>
  db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      postId: newsletterIssues.postId,
      createdAt: sql<number>`${newsletterIssues.createdAt}`,
      sent: sql<number>`count(${newsletterDeliveries.subscriberId})`,
      opened: sql<number>`count(${newsletterDeliveries.openedAt})`,
      clicked: sql<number>`count(${newsletterDeliveries.clickedAt})`,
    })
    .from(newsletterIssues)
    .leftJoin(
      newsletterDeliveries,
      and(eq(newsletterDeliveries.issueId, newsletterIssues.id), eq(newsletterDeliveries.newsletterId, newsletterId)),
    )
    .where(
      sql`${newsletterIssues.newsletterId} = ${newsletterId} or exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id} and ${newsletterDeliveries.newsletterId} = ${newsletterId})`,
    )
    .groupBy(newsletterIssues.id)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(limit);

/** An issue written for the inbox, with its newsletter's name. */
export const issueWithNewsletterName = (db: Database, issueId: string) =>
  db
    .select({ issue: newsletterIssues, newsletterName: newsletters.name })
    .from(newsletterIssues)
    .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
    .where(eq(newsletterIssues.id, issueId))
    .get();

/** A story with what its mail needs of its writer and publication; only those columns, as D1 answers at most 100 a query. */
export const storyForNewsletter = (db: Database, postId: string) =>
  db
    .select({
      post: posts,
      creator: { ...USER_ADDRESS_COLUMNS, name: users.name },
      collection: COLLECTION_ADDRESS_COLUMNS,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(eq(posts.id, postId))
    .get();

/** The newsletters of a publication, or of a writer. */
export async function newsletterIdsOf(
  db: Database,
  owner: { readonly collectionId: string } | { readonly userId: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      'collectionId' in owner ? eq(newsletters.collectionId, owner.collectionId) : eq(newsletters.userId, owner.userId),
    );
  return rows.map((row) => row.id);
}

/** A newsletter's subscribers for its CSV, by address: active and waiting to confirm (unsubscribed ones are gone). */
export const subscribersForExport = (db: Database, newsletterId: string) =>
  db
    .select({
      email: emailSubscribers.email,
      state: newsletterSubscriptions.state,
      subscribedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .innerJoin(emailSubscribers, eq(emailSubscribers.id, newsletterSubscriptions.subscriberId))
    .where(
      and(eq(newsletterSubscriptions.newsletterId, newsletterId), ne(newsletterSubscriptions.state, 'UNSUBSCRIBED')),
    )
    .orderBy(asc(emailSubscribers.email));
