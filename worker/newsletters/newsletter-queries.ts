import { and, count, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
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
      creator: {
        id: users.id,
        username: users.username,
        name: users.name,
        hasSubdomain: users.hasSubdomain,
        customDomain: users.customDomain,
        customDomainStatus: users.customDomainStatus,
      },
      collection: {
        id: collections.id,
        slug: collections.slug,
        domain: collections.domain,
        domainStatus: collections.domainStatus,
      },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(inArray(posts.id, [...ids]));
  return ids.flatMap((id) => rows.filter((row) => row.post.id === id));
}

export const newsletterById = (db: Database, id: string) =>
  db.select().from(newsletters).where(eq(newsletters.id, id)).get();

export const subscriberById = (db: Database, id: string) =>
  db.select().from(emailSubscribers).where(eq(emailSubscribers.id, id)).get();

/** The subscriber with this address, already normalized. */
export const subscriberByEmail = (db: Database, email: string) =>
  db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();

/** A subscriber's state in a newsletter; undefined when they never subscribed. */
export const subscriptionState = async (db: Database, newsletterId: string, subscriberId: string) =>
  (
    await db
      .select({ state: newsletterSubscriptions.state })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.newsletterId, newsletterId),
          eq(newsletterSubscriptions.subscriberId, subscriberId),
        ),
      )
      .get()
  )?.state;

/** How many addresses get a newsletter. */
export const activeSubscriberCount = async (db: Database, newsletterId: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.newsletterId, newsletterId), eq(newsletterSubscriptions.state, 'ACTIVE')))
      .get()
  )?.n ?? 0;
