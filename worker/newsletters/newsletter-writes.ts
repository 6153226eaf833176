import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { randomHex } from '../../shared/hex.ts';
import { slugify } from '../../shared/content/slug.ts';
import type { Database } from '../db/client.ts';
import {
  emailSubscribers,
  emailSuppressions,
  newsletterDeliveries,
  newsletterIssues,
  newsletters,
  newsletterSubscriptions,
} from '../db/schema/index.ts';

export type NewsletterRow = typeof newsletters.$inferSelect;
export type SubscriberRow = typeof emailSubscribers.$inferSelect;
export type SubscriptionState = (typeof newsletterSubscriptions.$inferSelect)['state'];

/** A writer's newsletter: one per writer, made the first time someone subscribes (its id follows from theirs). */
export async function authorNewsletter(
  db: Database,
  writer: { id: string; username: string | null; name: string },
): Promise<NewsletterRow> {
  const id = `author-${writer.id}`;
  await db
    .insert(newsletters)
    .values({ id, kind: 'author', slug: writer.username ?? writer.id, name: writer.name, userId: writer.id })
    .onConflictDoNothing();
  const row = await db.select().from(newsletters).where(eq(newsletters.id, id)).get();
  if (!row) throw new Error(`Newsletter ${id} was not written`);
  return row;
}

/** The subscriber an address is, made the first time it subscribes to anything; an account's own address remembers the account. */
export async function subscriberFor(
  db: Database,
  email: string,
  userId: string | null,
  newId: () => string,
): Promise<SubscriberRow> {
  await db.insert(emailSubscribers).values({ id: newId(), email, userId }).onConflictDoNothing();
  if (userId)
    await db
      .update(emailSubscribers)
      .set({ userId })
      .where(and(eq(emailSubscribers.email, email), isNull(emailSubscribers.userId)));
  const row = await db.select().from(emailSubscribers).where(eq(emailSubscribers.email, email)).get();
  if (!row) throw new Error('The subscriber was not written');
  return row;
}

/**
 * Puts a subscriber on a newsletter: ACTIVE at once (a signed-in reader's confirmed address), or
 * PENDING with a confirmation token. Someone already ACTIVE stays so, and keeps no token.
 */
export async function subscribe(
  db: Database,
  newsletterId: string,
  subscriberId: string,
  state: 'ACTIVE' | 'PENDING',
  tokenHash: string | null,
  now: Date,
): Promise<SubscriptionState> {
  const row = await db
    .insert(newsletterSubscriptions)
    .values({
      newsletterId,
      subscriberId,
      state,
      confirmTokenHash: tokenHash,
      confirmedAt: state === 'ACTIVE' ? now : null,
    })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.newsletterId, newsletterSubscriptions.subscriberId],
      set: {
        state: sql`case when ${newsletterSubscriptions.state} = 'ACTIVE' then 'ACTIVE' else ${state} end`,
        confirmTokenHash: sql`case when ${newsletterSubscriptions.state} = 'ACTIVE' then null else ${tokenHash} end`,
        confirmedAt: sql`case when ${newsletterSubscriptions.state} = 'ACTIVE' then ${newsletterSubscriptions.confirmedAt} else ${state === 'ACTIVE' ? now.getTime() : null} end`,
      },
    })
    .returning({ state: newsletterSubscriptions.state })
    .get();
  return row?.state ?? state;
}

/** Confirms the subscription a link's token names, once; null when the token is unknown or used. */
export const confirmSubscription = (db: Database, tokenHash: string, now: Date) =>
  db
    .update(newsletterSubscriptions)
    .set({ state: 'ACTIVE', confirmTokenHash: null, confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), eq(newsletterSubscriptions.state, 'PENDING')))
    .returning()
    .get();

/** Takes a subscriber off some of their newsletters (all of them when none are named); takes effect before the next send. */
export const unsubscribe = (db: Database, subscriberId: string, newsletterIds: readonly string[] | null) =>
  db
    .update(newsletterSubscriptions)
    .set({ state: 'UNSUBSCRIBED', confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.subscriberId, subscriberId),
        ne(newsletterSubscriptions.state, 'UNSUBSCRIBED'),
        ...(newsletterIds ? [inArray(newsletterSubscriptions.newsletterId, [...newsletterIds])] : []),
      ),
    );

/** An address's state on one newsletter (UNSUBSCRIBED included), or null when it was never on it. */
export const subscriptionState = async (
  db: Database,
  newsletterId: string,
  subscriberId: string,
): Promise<SubscriptionState | null> =>
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
  )?.state ?? null;

/** A subscriber's newsletters, with their state, newest first. */
export const subscriptionsOf = (db: Database, subscriberId: string) =>
  db
    .select({ newsletter: newsletters, state: newsletterSubscriptions.state })
    .from(newsletterSubscriptions)
    .innerJoin(newsletters, eq(newsletters.id, newsletterSubscriptions.newsletterId))
    .where(eq(newsletterSubscriptions.subscriberId, subscriberId))
    .orderBy(sql`${newsletterSubscriptions.createdAt} desc`);

/** The issue that mails a story: one per story, made when its newsletter job first runs. */
export async function storyIssue(db: Database, post: { id: string; title: string }): Promise<string> {
  const id = `story-${post.id}`;
  await db.insert(newsletterIssues).values({ id, postId: post.id, subject: post.title }).onConflictDoNothing();
  return id;
}

/**
 * Who still has to get an issue from these newsletters: ACTIVE subscribers it has not gone to
 * yet (from any of them) and whose address the carrier has not reported bouncing or
 * complaining, each once, with the newsletter that brings it.
 */
export const pendingRecipients = (db: Database, newsletterIds: readonly string[], issueId: string, limit: number) =>
  db
    .select({ subscriber: emailSubscribers, newsletterId: sql<string>`min(${newsletterSubscriptions.newsletterId})` })
    .from(newsletterSubscriptions)
    .innerJoin(emailSubscribers, eq(emailSubscribers.id, newsletterSubscriptions.subscriberId))
    .where(
      and(
        inArray(newsletterSubscriptions.newsletterId, [...newsletterIds]),
        eq(newsletterSubscriptions.state, 'ACTIVE'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(newsletterDeliveries)
            .where(
              and(
                eq(newsletterDeliveries.issueId, issueId),
                eq(newsletterDeliveries.subscriberId, emailSubscribers.id),
              ),
            ),
        ),
        notExists(
          db.select({ one: sql`1` }).from(emailSuppressions).where(eq(emailSuppressions.email, emailSubscribers.email)),
        ),
      ),
    )
    .groupBy(emailSubscribers.id)
    .limit(limit);

/** Claims one delivery before its mail is sent: false when another run has it already. */
export async function claimDelivery(
  db: Database,
  issueId: string,
  subscriberId: string,
  newsletterId: string,
): Promise<boolean> {
  const rows = await db
    .insert(newsletterDeliveries)
    .values({ issueId, subscriberId, newsletterId })
    .onConflictDoNothing()
    .returning({ issueId: newsletterDeliveries.issueId });
  return rows.length > 0;
}

const deliveryOf = (issueId: string, subscriberId: string) =>
  and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId));

/** Gives a claim back when its mail could not be sent, so the queue's retry sends it. */
export const releaseDelivery = (db: Database, issueId: string, subscriberId: string) =>
  db.delete(newsletterDeliveries).where(deliveryOf(issueId, subscriberId));

/** Remembers the carrier's id for a sent mail, which its open reports name. */
export const recordMessageId = (db: Database, issueId: string, subscriberId: string, messageId: string) =>
  db.update(newsletterDeliveries).set({ messageId }).where(deliveryOf(issueId, subscriberId));

/** A subscriber followed a link in an issue (the first time counts). */
export const markClicked = (db: Database, issueId: string, subscriberId: string, at: Date) =>
  db
    .update(newsletterDeliveries)
    .set({ clickedAt: at })
    .where(and(deliveryOf(issueId, subscriberId), isNull(newsletterDeliveries.clickedAt)));

/** The carrier saw the mail opened (the first time counts). */
export const markOpened = (db: Database, messageId: string, at: Date) =>
  db
    .update(newsletterDeliveries)
    .set({ openedAt: at })
    .where(and(eq(newsletterDeliveries.messageId, messageId), isNull(newsletterDeliveries.openedAt)));

/** No newsletter mail goes to this address again (the carrier reported a hard bounce or a complaint). */
export const suppressAddress = (db: Database, email: string, reason: 'BOUNCE' | 'COMPLAINT') =>
  db.insert(emailSuppressions).values({ email, reason }).onConflictDoNothing();

/** Whether the carrier has reported this address: then no confirmation or newsletter mail goes to it. */
export async function isSuppressed(db: Database, email: string): Promise<boolean> {
  return (
    (await db
      .select({ email: emailSuppressions.email })
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, email))
      .get()) !== undefined
  );
}

/** A publication's newsletter, made once; undefined when it already has one. */
export const createCollectionNewsletter = (db: Database, collectionId: string, name: string, description: string) =>
  db
    .insert(newsletters)
    .values({
      id: `collection-${collectionId}`,
      kind: 'collection',
      slug: slugify(name) || 'newsletter',
      name,
      description,
      collectionId,
    })
    .onConflictDoNothing()
    .returning()
    .get();

/** A newsletter's name and description (its address stays, since links to it are out). */
export const renameNewsletter = (db: Database, newsletterId: string, name: string, description: string) =>
  db.update(newsletters).set({ name, description }).where(eq(newsletters.id, newsletterId)).returning().get();

/** An e-mail-only issue, saved before the jobs queue mails it. */
export const newIssue = (
  db: Database,
  issue: {
    readonly newsletterId: string;
    readonly subject: string;
    readonly paragraphs: Paragraph[];
    readonly createdBy: string | null;
    readonly now: Date;
  },
) =>
  db
    .insert(newsletterIssues)
    .values({
      id: randomHex(12),
      newsletterId: issue.newsletterId,
      subject: issue.subject,
      content: { paragraphs: issue.paragraphs },
      createdBy: issue.createdBy,
      createdAt: issue.now,
    })
    .returning()
    .get();
