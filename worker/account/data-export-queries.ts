import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  catalogItems,
  catalogs,
  charges,
  collectionFollows,
  collections,
  emailSubscribers,
  follows,
  highlights,
  memberships,
  newsletterSubscriptions,
  notes,
  posts,
  postTags,
  postVersions,
  stripeCustomers,
  tagFollows,
  tags,
  users,
} from '../db/schema/index.ts';

/**
 * Everything a person made or chose, in one batch: their account, their stories (drafts too),
 * highlights, private notes, lists with their items, whom and what they follow, newsletter
 * subscriptions, payments and memberships.
 */
export const everythingOf = (db: Database, userId: string) =>
  db.batch([
    db.select().from(users).where(eq(users.id, userId)),
    db.select().from(posts).where(eq(posts.creatorId, userId)),
    db
      .select({
        postId: highlights.postId,
        paragraph: highlights.paragraphName,
        text: highlights.quotedText,
        createdAt: highlights.createdAt,
      })
      .from(highlights)
      .where(eq(highlights.userId, userId)),
    db
      .select({ postId: notes.postId, paragraph: notes.paragraphName, note: notes.content, createdAt: notes.createdAt })
      .from(notes)
      .where(eq(notes.userId, userId)),
    db
      .select({
        id: catalogs.id,
        name: catalogs.name,
        description: catalogs.description,
        visibility: catalogs.visibility,
        predefined: catalogs.predefined,
        item: catalogItems.entityId,
        kind: catalogItems.entityType,
        note: catalogItems.note,
      })
      .from(catalogs)
      .leftJoin(catalogItems, eq(catalogItems.catalogId, catalogs.id))
      .where(eq(catalogs.creatorId, userId)),
    db
      .select({ username: users.username, name: users.name, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .where(eq(follows.followerId, userId)),
    db
      .select({ slug: collections.slug, name: collections.name })
      .from(collectionFollows)
      .innerJoin(collections, eq(collections.id, collectionFollows.collectionId))
      .where(eq(collectionFollows.followerId, userId)),
    db.select({ tag: tagFollows.tagSlug }).from(tagFollows).where(eq(tagFollows.followerId, userId)),
    db
      .select({
        newsletter: newsletterSubscriptions.newsletterId,
        state: newsletterSubscriptions.state,
        email: emailSubscribers.email,
      })
      .from(newsletterSubscriptions)
      .innerJoin(emailSubscribers, eq(emailSubscribers.id, newsletterSubscriptions.subscriberId))
      .where(eq(emailSubscribers.userId, userId)),
    db
      .select({
        id: charges.id,
        amountCents: charges.amountCents,
        refundedCents: charges.refundedCents,
        currency: charges.currency,
        description: charges.description,
        paidAt: charges.paidAt,
      })
      .from(charges)
      .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, charges.customerId))
      .where(eq(stripeCustomers.userId, userId)),
    db
      .select({
        plan: memberships.plan,
        provider: memberships.provider,
        startedAt: memberships.startedAt,
        cancelAt: memberships.cancelAt,
      })
      .from(memberships)
      .where(eq(memberships.userId, userId)),
  ]);

/** Every saved revision of these stories, and their tags in the writer's order. */
export const storyDetailsOf = async (db: Database, storyIds: readonly string[]) =>
  storyIds.length > 0
    ? db.batch([
        db
          .select()
          .from(postVersions)
          .where(inArray(postVersions.postId, [...storyIds])),
        db
          .select({ postId: postTags.postId, name: tags.displayTitle })
          .from(postTags)
          .innerJoin(tags, eq(tags.slug, postTags.tagSlug))
          .where(inArray(postTags.postId, [...storyIds]))
          .orderBy(postTags.postId, postTags.position),
      ])
    : ([[], []] as const);
